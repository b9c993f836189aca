import { useState } from 'react';
import { App, Button, Divider, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NameModal } from '../manage/NameModal';
import { useSession } from '../../app/session';
import { accountApi, refreshProfile } from './accountApi';

/** The header's group switcher; its last entry creates a new group the caller owns (group/create). */
export function GroupSwitcher() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession((s) => s.session);
  const switchGroup = useSession((s) => s.switchGroup);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState(false);
  if (!session) return null;
  return (
    <>
      <Select
        aria-label={t('nav.group')}
        data-testid="group-switcher"
        value={session.groupId ?? undefined}
        style={{ minWidth: 180 }}
        open={open}
        onOpenChange={setOpen}
        onChange={switchGroup}
        options={session.user.groups.map((g) => ({
          value: g.groupId,
          label: g.groupName,
          disabled: g.accountState !== 'success',
        }))}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button
              type="text"
              block
              icon={<PlusOutlined />}
              onClick={() => {
                setOpen(false);
                setCreating(true);
              }}
            >
              {t('group.create')}
            </Button>
          </>
        )}
      />
      <NameModal
        open={creating}
        title={t('group.create')}
        label={t('group.name')}
        onClose={() => setCreating(false)}
        onOk={async (name) => {
          const g = await accountApi.createGroup(name);
          await refreshProfile();
          switchGroup(g.groupId);
          void message.success(t('common.added'));
        }}
      />
    </>
  );
}
