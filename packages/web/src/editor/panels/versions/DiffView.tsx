import { Empty, List, Tag, Typography } from 'antd';
import type { ChangeKind, VersionDiff } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ChangeKind, string> = { added: 'success', removed: 'error', changed: 'processing' };

function ChangeTag({ change }: { change: ChangeKind }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[change]}>{t(`versions.change.${change}`)}</Tag>;
}

/** What changed between two versions: counts, then per page its components (model's diffVersions). */
export function DiffView({ diff }: { diff: VersionDiff }) {
  const { t } = useTranslation();
  const nothing = diff.pages.length === 0 && diff.project.length === 0 && diff.scenes.length === 0;
  if (nothing) return <Empty description={t('versions.noChanges')} data-testid="versions-diff-empty" />;
  return (
    <div data-testid="versions-diff">
      <Typography.Paragraph strong data-testid="versions-diff-counts">
        {t('versions.counts', diff.counts)}
      </Typography.Paragraph>
      {diff.project.length > 0 && (
        <Typography.Paragraph type="secondary">
          {t('versions.projectProps')} · {t('versions.fields', { fields: diff.project.join(', ') })}
        </Typography.Paragraph>
      )}
      {diff.scenes.map((s) => (
        <div key={s.id}>
          <ChangeTag change={s.change} />
          {t('versions.scene')} {s.name}
        </div>
      ))}
      {diff.pages.map((p) => (
        <div key={p.pageId} className="tc-versions-page" data-testid="versions-diff-page">
          <Typography.Text strong>
            {p.kind === 'systemScene' ? t('versions.systemLayer') : p.name}
          </Typography.Text>
          {p.sceneName && <Typography.Text type="secondary"> · {p.sceneName}</Typography.Text>}{' '}
          {p.change && <ChangeTag change={p.change} />}
          {p.fields.length > 0 && (
            <Typography.Text type="secondary">
              {' '}
              {t('versions.fields', { fields: p.fields.join(', ') })}
            </Typography.Text>
          )}
          <List
            size="small"
            dataSource={p.components}
            rowKey="id"
            renderItem={(c) => (
              <List.Item data-testid="versions-diff-item" data-change={c.change} data-id={c.id}>
                <span>
                  <ChangeTag change={c.change} />
                  {c.name}
                </span>
                {c.fields.length > 0 && (
                  <Typography.Text type="secondary" ellipsis style={{ maxWidth: 180 }}>
                    {c.fields.join(', ')}
                  </Typography.Text>
                )}
              </List.Item>
            )}
          />
        </div>
      ))}
    </div>
  );
}
