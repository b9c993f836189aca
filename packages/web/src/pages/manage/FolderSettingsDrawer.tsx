import { useCallback, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { App, Avatar, Drawer, Input, List } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { manageApi, type Folder } from './manageApi';
import { ResourceGrants } from './ResourceGrants';
import { useManageRefresh } from './manageQueries';

const PAGE_SIZE = 10;

/**
 * Folder settings: its access grants (for those who may manage it) and who can reach the folder (side-panel
 * user list: keyword, page 1, size 10). A folder the caller may no longer view (grants changed since the list
 * was read, or they removed their own grant) answers 404: the drawer closes and the folder list is read again,
 * with a note instead of an error.
 */
export function FolderSettingsDrawer({ folder, onClose }: { folder: Folder | null; onClose(): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // The grants check and the member list can both find out; say it once per folder.
  const lostFolder = useRef<string | null>(null);
  // The page passes a new onClose on every render; the member list must not be read again for that.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  const { folders: foldersChanged } = useManageRefresh();
  const onLost = useCallback(() => {
    if (!folder || lostFolder.current === folder.id) return;
    lostFolder.current = folder.id;
    void message.info(t('grants.lost'));
    close.current();
    void foldersChanged();
  }, [folder, message, t, foldersChanged]);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const members = useQuery({
    queryKey: ['folder-members', folder?.id, keyword, page],
    queryFn: () => manageApi.folderMembers(folder!.id, keyword, page, PAGE_SIZE, { quiet: true }),
    enabled: folder !== null,
    // The page shown stays until the next one (or the search's answer) arrives.
    placeholderData: keepPreviousData,
  });
  const data = members.data ?? { list: [], total: 0 };
  const failure = members.error;
  useEffect(() => {
    if (!failure) return;
    if (failure instanceof ApiError && failure.status === 404) onLost();
    else void message.warning(failure.message);
  }, [failure, onLost, message]);
  return (
    <Drawer
      open={folder !== null}
      onClose={onClose}
      title={t('manage.folder.settingsOf', { name: folder?.perName ?? '' })}
    >
      {folder && <ResourceGrants resourceType="folder" resourceId={folder.id} onLost={onLost} />}
      <Input.Search
        allowClear
        placeholder={t('manage.folder.memberSearch')}
        onSearch={(v) => {
          setPage(1);
          setKeyword(v.trim());
        }}
        style={{ marginBottom: 12 }}
      />
      <List
        dataSource={data.list}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data.total,
          onChange: setPage,
          size: 'small',
        }}
        renderItem={(u) => (
          <List.Item>
            <List.Item.Meta
              avatar={<Avatar icon={<UserOutlined />} />}
              title={u.nickName}
              description={u.account}
            />
          </List.Item>
        )}
      />
    </Drawer>
  );
}
