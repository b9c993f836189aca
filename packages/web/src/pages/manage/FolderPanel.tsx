import { useState } from 'react';
import { App, Button, Dropdown, List, Typography } from 'antd';
import { FolderAddOutlined, FolderOutlined, MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { manageApi, type Folder } from './manageApi';
import { useManageRefresh } from './manageQueries';
import { NameModal } from './NameModal';
import { useManage } from './store';
import styles from './manage.module.css';
import { useConfirmDelete } from '../../app/useConfirmDelete';

type Dialog = { kind: 'add' } | { kind: 'rename'; folder: Folder } | null;

export function FolderPanel(props: {
  folders: Folder[];
  currentFolderId: string | null;
  onSettings(folder: Folder): void;
}) {
  const { folders, currentFolderId: curFolderId, onSettings } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const selectFolder = useManage((s) => s.selectFolder);
  const [dialog, setDialog] = useState<Dialog>(null);
  const changed = useManageRefresh();

  /** docs/reference.md#workspace: deleting a folder selects the previous one, or the first, and reloads. */
  const afterDelete = (id: string) => {
    const index = folders.findIndex((f) => f.id === id);
    const rest = folders.filter((f) => f.id !== id);
    selectFolder(rest[Math.max(0, index - 1)]?.id ?? null);
    return changed.forgetFolder(id);
  };

  const confirmDelete = useConfirmDelete();
  const remove = (folder: Folder) =>
    confirmDelete({
      title: t('manage.folder.deleteTitle', { name: folder.perName }),
      content: t('manage.folder.deleteHint'),
      remove: () => manageApi.deleteFolder(folder.id),
      after: () => afterDelete(folder.id),
    });

  return (
    <div className={styles.folders}>
      <div className={styles.foldersHead}>
        <Typography.Text strong>{t('manage.folder.title')}</Typography.Text>
        <Button
          size="small"
          icon={<FolderAddOutlined />}
          onClick={() => setDialog({ kind: 'add' })}
          data-testid="folder-add"
          aria-label={t('manage.folder.add')}
        />
      </div>
      <List
        dataSource={folders}
        locale={{ emptyText: t('manage.folder.empty') }}
        renderItem={(f) => (
          <List.Item
            className={f.id === curFolderId ? styles.folderActive : styles.folder}
            onClick={() => selectFolder(f.id)}
            data-testid={`folder-${f.perName}`}
            actions={[
              <Dropdown
                key="more"
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'rename', label: t('manage.rename') },
                    { key: 'copy', label: t('manage.copy') },
                    { key: 'settings', label: t('manage.folder.settings') },
                    { type: 'divider' },
                    { key: 'delete', label: t('manage.delete'), danger: true },
                  ],
                  onClick: ({ key, domEvent }) => {
                    domEvent.stopPropagation();
                    if (key === 'rename') setDialog({ kind: 'rename', folder: f });
                    if (key === 'copy')
                      void manageApi.copyFolder(f.id).then(() => {
                        void message.success(t('manage.copied'));
                        return changed.folders();
                      });
                    if (key === 'settings') onSettings(f);
                    if (key === 'delete') remove(f);
                  },
                }}
              >
                <Button
                  type="text"
                  size="small"
                  icon={<MoreOutlined />}
                  onClick={(e) => e.stopPropagation()}
                  aria-label={t('manage.more')}
                />
              </Dropdown>,
            ]}
          >
            <span className={styles.folderName}>
              <FolderOutlined /> {f.perName}
            </span>
            <Typography.Text type="secondary">{f.projectCount}</Typography.Text>
          </List.Item>
        )}
      />
      <NameModal
        open={dialog !== null}
        title={dialog?.kind === 'rename' ? t('manage.folder.rename') : t('manage.folder.add')}
        label={t('manage.folder.name')}
        initial={dialog?.kind === 'rename' ? dialog.folder.perName : ''}
        onClose={() => setDialog(null)}
        onOk={async (name) => {
          if (dialog?.kind === 'rename') await manageApi.renameFolder(dialog.folder.id, name);
          else {
            const created = await manageApi.addFolder(name);
            await changed.folders();
            selectFolder(created.id);
            return;
          }
          await changed.folders();
        }}
      />
    </div>
  );
}
