import { useEffect, useState } from 'react';
import { Avatar, Drawer, Input, List } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { manageApi, type Folder } from './manageApi';
import { ResourceGrants } from './ResourceGrants';

const PAGE_SIZE = 10;

/**
 * Folder settings: its access grants (for those who may manage it) and who can reach the folder (side-panel
 * user list: keyword, page 1, size 10).
 */
export function FolderSettingsDrawer({ folder, onClose }: { folder: Folder | null; onClose(): void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{
    list: { userId: string; nickName: string; account: string }[];
    total: number;
  }>({
    list: [],
    total: 0,
  });
  useEffect(() => {
    if (!folder) return;
    let live = true;
    void manageApi.folderMembers(folder.id, keyword, page, PAGE_SIZE).then((d) => live && setData(d));
    return () => {
      live = false;
    };
  }, [folder, keyword, page]);
  return (
    <Drawer
      open={folder !== null}
      onClose={onClose}
      title={t('manage.folder.settingsOf', { name: folder?.perName ?? '' })}
    >
      {folder && <ResourceGrants resourceType="folder" resourceId={folder.id} />}
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
