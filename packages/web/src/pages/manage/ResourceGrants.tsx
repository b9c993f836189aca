import { useEffect, useState } from 'react';
import { App, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { grantsApi, type Grant, type GrantLevel, type ResourceType, type SubjectType } from './grantsApi';
import { manageApi } from './manageApi';

const LEVELS: GrantLevel[] = ['view', 'edit', 'manage'];
const SUBJECTS: SubjectType[] = ['user', 'role', 'userGroup'];

/**
 * Who may reach a folder (Grafana-style folder permissions): without grants every member holding the role
 * codes may; with grants only the named members, roles and user groups, at view, edit or manage level.
 * Shown only to callers who may manage the resource (resource/operate/check). The check answers 404 when the
 * caller may not even view the resource (a stale list, or a manager who just left themselves out): the panel
 * then shows nothing and tells `onLost`, without a warning.
 */
export function ResourceGrants({
  resourceType,
  resourceId,
  onLost,
}: {
  resourceType: ResourceType;
  resourceId: string;
  onLost?: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const key = ['grants', resourceType, resourceId];
  const check = useQuery({
    queryKey: [...key, 'check'],
    queryFn: () => grantsApi.check(resourceType, resourceId),
  });
  const lost = check.error instanceof ApiError && check.error.status === 404;
  useEffect(() => {
    if (lost) onLost?.();
  }, [lost, onLost]);
  // Not check.data alone: after a failed refetch it still holds the last answer.
  const canManage = check.status === 'success' && check.data.operations.manage;
  const grants = useQuery({
    queryKey: key,
    queryFn: () => grantsApi.list(resourceType, resourceId),
    enabled: canManage,
  });
  const [subjectType, setSubjectType] = useState<SubjectType>('user');
  const [subjectId, setSubjectId] = useState<string | null>(null);
  const [level, setLevel] = useState<GrantLevel>('view');
  const subjects = useQuery({
    queryKey: ['grant-subjects', subjectType, resourceId],
    enabled: canManage,
    queryFn: async (): Promise<{ value: string; label: string }[]> => {
      if (subjectType === 'role')
        return (await grantsApi.roles())
          .filter((r) => !r.isSuper)
          .map((r) => ({ value: r.roleId, label: r.roleName }));
      if (subjectType === 'userGroup')
        return (await grantsApi.userGroups()).list.map((g) => ({ value: g.id, label: g.name }));
      const members = await manageApi.folderMembers(resourceId, '', 1, 100);
      return members.list.map((u) => ({ value: u.userId, label: `${u.nickName} (${u.account})` }));
    },
  });

  if (!canManage) return null;
  const current = grants.data?.grants ?? [];
  const done = async (p: Promise<unknown>) => {
    await p;
    void message.success(t('common.saved'));
    // The change may have taken the caller's own access: ask again first, and read the grants only if they
    // still manage the resource (the list would be 403/404 otherwise).
    const again = await check.refetch();
    if (again.status === 'success' && again.data.operations.manage)
      await queryClient.invalidateQueries({ queryKey: key, exact: true });
  };
  const setOne = (g: Grant) => done(grantsApi.upsert(resourceType, resourceId, [g]));
  const remove = (g: Grant) =>
    done(
      grantsApi.replace(
        resourceType,
        resourceId,
        current.filter((x) => !(x.subjectType === g.subjectType && x.subjectId === g.subjectId)),
      ),
    );

  return (
    <div data-testid="resource-grants" style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>
        {t('grants.title')} {current.length > 0 && <Tag color="orange">{t('grants.restricted')}</Tag>}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('grants.hint')}
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
        <Select
          data-testid="grant-subject-type"
          value={subjectType}
          style={{ width: 100 }}
          onChange={(v) => {
            setSubjectType(v);
            setSubjectId(null);
          }}
          options={SUBJECTS.map((s) => ({ value: s, label: t(`grants.types.${s}`) }))}
        />
        <Select
          data-testid="grant-subject"
          showSearch
          optionFilterProp="label"
          placeholder={t('grants.pick')}
          value={subjectId}
          onChange={setSubjectId}
          style={{ flex: 1, minWidth: 0 }}
          options={subjects.data ?? []}
        />
      </Space.Compact>
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Select
          data-testid="grant-level"
          value={level}
          style={{ flex: 1 }}
          onChange={setLevel}
          options={LEVELS.map((l) => ({ value: l, label: t(`grants.levels.${l}`) }))}
        />
        <Button
          type="primary"
          disabled={!subjectId}
          onClick={() =>
            subjectId &&
            void setOne({ subjectType, subjectId, level, name: '' }).then(() => setSubjectId(null))
          }
        >
          {t('grants.add')}
        </Button>
      </Space.Compact>
      <Table<Grant>
        size="small"
        pagination={false}
        rowKey={(g) => `${g.subjectType}:${g.subjectId}`}
        dataSource={current}
        locale={{ emptyText: t('grants.open') }}
        columns={[
          {
            title: t('grants.subject'),
            render: (_: unknown, g) => (
              <Space size={4}>
                <Tag>{t(`grants.types.${g.subjectType}`)}</Tag>
                {g.name}
              </Space>
            ),
          },
          {
            title: t('grants.level'),
            width: 110,
            render: (_: unknown, g) => (
              <Select
                size="small"
                value={g.level}
                style={{ width: 96 }}
                onChange={(v) => void setOne({ ...g, level: v })}
                options={LEVELS.map((l) => ({ value: l, label: t(`grants.levels.${l}`) }))}
              />
            ),
          },
          {
            width: 40,
            render: (_: unknown, g) => (
              <Button
                size="small"
                type="text"
                danger
                aria-label={t('grants.remove')}
                icon={<DeleteOutlined />}
                onClick={() => void remove(g)}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
