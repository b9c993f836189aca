import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Drawer,
  Empty,
  Input,
  InputNumber,
  List,
  Modal,
  Select,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
  message,
} from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format';
import { useEditor } from '../../store';
import { versionsApi, type VersionItem, type VersionSettings } from './api';
import { DiffView } from './DiffView';
import './locales';

/** The versions of a project, and (under it) their comparisons: one key to read them again. */
const versionsKey = (projectId: string) => ['versions', projectId];

/** The name a version is shown by: its own, or what made it (automatic, before a restore). */
function useLabel() {
  const { t } = useTranslation();
  return (v: VersionItem) =>
    v.kind === 'named'
      ? v.name
      : v.kind === 'beforeRestore'
        ? t('versions.beforeRestoreName', { name: v.name })
        : t('versions.autoName');
}

function Compare({
  projectId,
  from,
  items,
  onBack,
}: {
  projectId: string;
  from: VersionItem;
  items: VersionItem[];
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const label = useLabel();
  const [to, setTo] = useState('current');
  const diff = useQuery({
    queryKey: [...versionsKey(projectId), 'diff', from.versionId, to],
    queryFn: () => versionsApi.diff(projectId, from.versionId, to),
    // Nothing kept once left: "current" moves with every edit, so a comparison is always read afresh.
    gcTime: 0,
  });
  return (
    <div data-testid="versions-compare">
      <Button size="small" onClick={onBack} style={{ marginBottom: 8 }}>
        {t('versions.back')}
      </Button>
      <Space wrap style={{ marginBottom: 8 }}>
        <Typography.Text>{t('versions.diffTitle', { from: label(from) })}</Typography.Text>
        <Select
          size="small"
          value={to}
          onChange={setTo}
          style={{ minWidth: 180 }}
          data-testid="versions-compare-to"
          options={[
            { value: 'current', label: t('versions.current') },
            ...items
              .filter((v) => v.versionId !== from.versionId)
              .map((v) => ({ value: v.versionId, label: `${label(v)} · ${formatDateTime(v.createdAt)}` })),
          ]}
        />
      </Space>
      {diff.data ? <DiffView diff={diff.data} /> : <Spin />}
    </div>
  );
}

function Settings({
  projectId,
  value,
  onSaved,
}: {
  projectId: string;
  value: VersionSettings;
  onSaved: (s: VersionSettings) => void;
}) {
  const { t } = useTranslation();
  const [interval, setInterval] = useState<number | null>(value.autoIntervalMinutes);
  const [keep, setKeep] = useState<number | null>(value.autoKeep);
  const apply = () =>
    versionsApi.settings(projectId, { autoIntervalMinutes: interval ?? 0, autoKeep: keep ?? 1 }).then(
      (s) => {
        onSaved(s);
        void message.success(t('versions.settingsSaved'));
      },
      () => undefined,
    );
  return (
    <div
      className="tc-versions-settings"
      data-testid="versions-settings"
      // Set apart from the list above it: it is about the project, not about one version.
      style={{ marginTop: 16, paddingTop: 12, borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}
    >
      <Typography.Text strong>{t('versions.settings')}</Typography.Text>
      <Space wrap size={6} style={{ marginTop: 4 }}>
        <span>{t('versions.interval')}</span>
        <InputNumber
          size="small"
          min={0}
          max={1440}
          precision={0}
          value={interval}
          onChange={setInterval}
          style={{ width: 70 }}
        />
        <span>{t('versions.keep')}</span>
        <InputNumber
          size="small"
          min={1}
          max={200}
          precision={0}
          value={keep}
          onChange={setKeep}
          style={{ width: 60 }}
        />
        <Button size="small" onClick={() => void apply()}>
          {t('versions.applySettings')}
        </Button>
      </Space>
    </div>
  );
}

/** The versions of the open project: save a named one, compare, restore (confirmed), delete, settings. */
export function VersionsPanel({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const label = useLabel();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [comparing, setComparing] = useState<VersionItem | null>(null);
  const client = useQueryClient();
  const list = useQuery({ queryKey: versionsKey(projectId), queryFn: () => versionsApi.list(projectId) });
  // A list that could not be read shows as empty, not loading for ever (the API client said why).
  const items = list.data?.versions ?? (list.isError ? [] : null);
  const settings = list.data?.settings ?? null;
  const load = () => client.invalidateQueries({ queryKey: versionsKey(projectId) });
  const setSettings = (s: VersionSettings) =>
    client.setQueryData<Awaited<ReturnType<typeof versionsApi.list>>>(
      versionsKey(projectId),
      (old) => old && { ...old, settings: s },
    );

  const save = async () => {
    if (!name.trim()) return;
    setBusy(true);
    try {
      await versionsApi.create(projectId, name.trim());
      setName('');
      void message.success(t('versions.saved'));
      await load();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const restore = (v: VersionItem) =>
    Modal.confirm({
      title: t('versions.restoreTitle', { name: label(v) }),
      content: t('versions.restoreContent'),
      okText: t('versions.restoreOk'),
      okButtonProps: { danger: true, className: 'tc-versions-restore-ok' },
      cancelText: t('versions.cancel'),
      // The new revision reaches this tab (and every co-editor) as a project_event through the socket.
      onOk: () =>
        versionsApi.restore(projectId, v.versionId).then(
          () => {
            void message.success(t('versions.restored', { name: label(v) }));
            void load();
          },
          () => undefined,
        ),
    });

  const remove = (v: VersionItem) =>
    Modal.confirm({
      title: t('versions.deleteTitle', { name: label(v) }),
      content: t('versions.deleteContent'),
      okText: t('versions.delete'),
      okButtonProps: { danger: true },
      cancelText: t('versions.cancel'),
      onOk: () =>
        versionsApi.remove(projectId, v.versionId).then(
          () => load(),
          () => undefined,
        ),
    });

  if (items === null)
    return (
      <Spin tip={t('versions.loading')}>
        <div style={{ height: 80 }} />
      </Spin>
    );
  if (comparing)
    return <Compare projectId={projectId} from={comparing} items={items} onBack={() => setComparing(null)} />;
  return (
    <div className="tc-versions" data-testid="versions-panel">
      <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
        <Input
          value={name}
          maxLength={50}
          placeholder={t('versions.namePlaceholder')}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={() => void save()}
          data-testid="versions-name"
        />
        <Button
          type="primary"
          loading={busy}
          disabled={!name.trim()}
          onClick={() => void save()}
          data-testid="versions-save"
        >
          {t('versions.save')}
        </Button>
      </Space.Compact>
      {items.length === 0 ? (
        <Empty description={t('versions.empty')} data-testid="versions-empty" />
      ) : (
        <List
          size="small"
          dataSource={items}
          rowKey="versionId"
          renderItem={(v) => (
            <List.Item
              data-testid="versions-item"
              data-kind={v.kind}
              actions={[
                <Button
                  key="c"
                  size="small"
                  type="link"
                  onClick={() => setComparing(v)}
                  data-testid="versions-compare"
                >
                  {t('versions.compare')}
                </Button>,
                <Button
                  key="r"
                  size="small"
                  type="link"
                  onClick={() => restore(v)}
                  data-testid="versions-restore"
                >
                  {t('versions.restore')}
                </Button>,
                <Button key="d" size="small" type="link" danger onClick={() => remove(v)}>
                  {t('versions.delete')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={4}>
                    <span data-testid="versions-item-name">{label(v)}</span>
                    {v.kind !== 'named' && <Tag>{t(`versions.kind.${v.kind}`)}</Tag>}
                  </Space>
                }
                description={t('versions.by', {
                  name: v.authorName || t('versions.unknownAuthor'),
                  time: formatDateTime(v.createdAt),
                  revision: v.revision,
                })}
              />
            </List.Item>
          )}
        />
      )}
      {settings && <Settings projectId={projectId} value={settings} onSaved={setSettings} />}
    </div>
  );
}

/** The top bar's button that opens the versions drawer. */
export function VersionsButton() {
  const { t } = useTranslation();
  const projectId = useEditor((s) => s.projectId);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('versions.title')}>
        <Button
          size="small"
          type="text"
          icon={<HistoryOutlined />}
          onClick={() => setOpen(true)}
          data-testid="versions-open"
        >
          {t('versions.open')}
        </Button>
      </Tooltip>
      <Drawer
        open={open}
        title={t('versions.title')}
        width={440}
        onClose={() => setOpen(false)}
        destroyOnHidden
      >
        {open && projectId && <VersionsPanel projectId={projectId} />}
      </Drawer>
    </>
  );
}
