import { useState } from 'react';
import { openWindow } from '../../app/desktopHost';
import { App, Button, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DeleteOutlined, PlusOutlined, RestOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { basePath } from '../../app/config';
import { useTitle } from '../../app/useTitle';
import { FolderPanel } from './FolderPanel';
import { manageApi, type Folder } from './manageApi';
import { useCurrentFolder, useManageRefresh, useProjects } from './manageQueries';
import { MoveModal } from './MoveModal';
import { NameModal } from './NameModal';
import { ProjectCard, type ProjectAction } from './ProjectCard';
import type { ProjectItem } from './projectList';
import { FolderSettingsDrawer } from './FolderSettingsDrawer';
import { RecycleBinDrawer } from './RecycleBinDrawer';
import { useManage } from './store';
import { useFolderClipboard } from './useFolderClipboard';
import styles from './manage.module.css';
import { useConfirmDelete } from '../../app/useConfirmDelete';

type Dialog =
  { kind: 'create' } | { kind: 'rename'; project: ProjectItem } | { kind: 'move'; ids: string[] } | null;

export function ManagePage() {
  const { t } = useTranslation();
  // docs/reference.md#routes: the manager's title carries a tagline.
  useTitle(t('app.tagline'));
  const { message } = App.useApp();
  const s = useManage();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [recycleOpen, setRecycleOpen] = useState(false);
  const [settings, setSettings] = useState<Folder | null>(null);
  const { folders, folder } = useCurrentFolder(s.curFolderId);
  const curFolderId = folder?.id ?? null;
  const { query: projectQuery, projects, haveUnLoad } = useProjects(curFolderId, s.keyword);
  useFolderClipboard(curFolderId);
  const changed = useManageRefresh();
  const quota = useQuery({
    queryKey: ['group-resources'],
    queryFn: manageApi.resourceNumbers,
    select: (all) => all.find((r) => r.type === 'PROJECT'),
  });

  const refresh = changed.all;

  const confirm = useConfirmDelete();
  const confirmDelete = (ids: string[]) =>
    confirm({
      title: t('manage.project.deleteTitle', { count: ids.length }),
      content: t('manage.project.deleteHint'),
      remove: () => manageApi.deleteProjects(ids),
      after: () => {
        s.clearSelection();
        return refresh();
      },
    });

  const onAction = async (p: ProjectItem, action: ProjectAction) => {
    if (action === 'edit') openWindow(`${basePath()}project/${p.projectFlag}`);
    if (action === 'preview') openWindow(`${basePath()}preview/${p.projectFlag}`);
    if (action === 'rename') setDialog({ kind: 'rename', project: p });
    if (action === 'move') setDialog({ kind: 'move', ids: [p.id] });
    if (action === 'delete') confirmDelete([p.id]);
    if (action === 'copy') {
      await manageApi.copyProject(p.id);
      void message.success(t('manage.copied'));
      await refresh();
    }
  };

  return (
    <div className={styles.page}>
      <FolderPanel folders={folders} currentFolderId={curFolderId} onSettings={setSettings} />
      <div className={styles.main}>
        <div className={styles.toolbar}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {folder?.perName ?? t('manage.title')}
          </Typography.Title>
          <Space>
            {quota.data && (
              <Tag data-testid="project-quota" title={t('manage.project.quota')}>
                {t('manage.project.quota')} {quota.data.used} / {quota.data.total}
              </Tag>
            )}
            <Input.Search
              allowClear
              placeholder={t('manage.project.search')}
              onSearch={(v) => s.search(v.trim())}
              style={{ width: 240 }}
              data-testid="project-search"
            />
            {s.selected.length > 0 && (
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(s.selected)}>
                {t('manage.project.deleteSelected', { count: s.selected.length })}
              </Button>
            )}
            <Button icon={<RestOutlined />} onClick={() => setRecycleOpen(true)} data-testid="open-recycle">
              {t('manage.recycle.title')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={!folder}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="project-create"
            >
              {t('manage.project.create')}
            </Button>
          </Space>
        </div>
        <Spin spinning={projectQuery.isFetching}>
          {projects.length === 0 ? (
            <Empty
              className={styles.empty}
              description={
                folder
                  ? s.keyword
                    ? t('manage.project.noMatch')
                    : t('manage.empty')
                  : t('manage.folder.none')
              }
              data-testid="manage-empty"
            />
          ) : (
            <div className={styles.grid}>
              {projects.map((p) => (
                <ProjectCard
                  key={p.id}
                  project={p}
                  selected={s.selected.includes(p.id)}
                  onToggle={() => s.toggle(p.id)}
                  onAction={(a) => void onAction(p, a)}
                />
              ))}
            </div>
          )}
          {haveUnLoad && (
            <div className={styles.more}>
              <Button onClick={() => void projectQuery.fetchNextPage()}>
                {t('manage.project.loadMore')}
              </Button>
            </div>
          )}
        </Spin>
      </div>
      <NameModal
        open={dialog?.kind === 'create' || dialog?.kind === 'rename'}
        title={dialog?.kind === 'rename' ? t('manage.project.rename') : t('manage.project.create')}
        label={t('manage.project.name')}
        initial={dialog?.kind === 'rename' ? dialog.project.projectName : ''}
        onClose={() => setDialog(null)}
        onOk={async (name) => {
          if (dialog?.kind === 'rename') {
            await manageApi.renameProject(dialog.project.id, name);
            await changed.projects();
            return;
          }
          if (!folder) return;
          const created = await manageApi.createProject(folder.id, name);
          await refresh();
          // docs/reference.md#routes: after a project is created, a new window opens on /project/{projectFlag}.
          openWindow(`${basePath()}project/${created.projectFlag}`);
        }}
      />
      <MoveModal
        open={dialog?.kind === 'move'}
        folders={folders}
        currentFolderId={curFolderId}
        onClose={() => setDialog(null)}
        onOk={async (folderId) => {
          if (dialog?.kind !== 'move') return;
          await manageApi.moveProjects(dialog.ids, folderId);
          void message.success(t('manage.moved'));
          await refresh();
        }}
      />
      <FolderSettingsDrawer folder={settings} onClose={() => setSettings(null)} />
      <RecycleBinDrawer
        open={recycleOpen}
        onClose={() => setRecycleOpen(false)}
        onChanged={() => void refresh()}
      />
    </div>
  );
}
