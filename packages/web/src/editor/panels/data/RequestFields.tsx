import { useEffect, useState } from 'react';
import { Input, Radio, Select, Typography } from 'antd';
import { basePath } from '../../../app/config';
import { useTranslation } from 'react-i18next';
import type { Component2D, DataSourceConfig } from '@twincanvas/model';
import type { SourceRow } from '../../../data/api';
import { commitRequestSource, patchRequestSource, useRouterLists, useSourceList } from './lists';

/** SQL kinds of the data-source list (their request is a SQL statement). */
const SQL_KINDS = new Set(['mysql', 'postgreSQL', 'sqlServer', 'oracle']);

/** A text box that commits on blur (one edit = one op), like the property panel's fields. */
export function DraftText(props: {
  value: string;
  onCommit(v: string): void;
  rows?: number;
  placeholder?: string;
  testId?: string;
  mono?: boolean;
}) {
  const [draft, setDraft] = useState(props.value);
  useEffect(() => setDraft(props.value), [props.value]);
  const style = props.mono ? { fontFamily: 'monospace', fontSize: 12 } : undefined;
  const commit = () => draft !== props.value && props.onCommit(draft);
  return props.rows ? (
    <Input.TextArea
      size="small"
      value={draft}
      style={style}
      autoSize={{ minRows: props.rows, maxRows: 16 }}
      placeholder={props.placeholder}
      data-testid={props.testId}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
    />
  ) : (
    <Input
      size="small"
      value={draft}
      style={style}
      placeholder={props.placeholder}
      data-testid={props.testId}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onPressEnter={commit}
    />
  );
}

/** Headers and query parameters as `key: value` lines (stored as [{key, value}]). */
function KeyValueLines(props: {
  value: unknown;
  onCommit(v: { key: string; value: string }[]): void;
  testId: string;
  placeholder: string;
}) {
  const list = Array.isArray(props.value) ? (props.value as { key?: string; value?: string }[]) : [];
  const text = list.map((h) => `${h.key ?? ''}: ${h.value ?? ''}`).join('\n');
  return (
    <DraftText
      value={text}
      rows={2}
      mono
      testId={props.testId}
      placeholder={props.placeholder}
      onCommit={(v) =>
        props.onCommit(
          v
            .split('\n')
            .map((line) => line.split(':'))
            .filter((parts) => (parts[0] ?? '').trim() !== '')
            .map(([key, ...rest]) => ({ key: (key ?? '').trim(), value: rest.join(':').trim() })),
        )
      }
    />
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="tc-prop-row">
      <label>{label}</label>
      {children}
    </div>
  );
}

/** Source choice and the request settings of docs/reference.md#data-binding (SQL text, URL, method, headers, body). */
export function RequestFields({
  node,
  kind,
  projectFlag,
}: {
  node: Component2D;
  kind: string;
  projectFlag: string;
}) {
  const { t } = useTranslation();
  const rs: DataSourceConfig = node.requestSource ?? {};
  const sourceList = useSourceList();
  const sources = sourceList.data ?? [];
  const routers = useRouterLists(projectFlag);

  if (kind === 'router') {
    const current = (rs.sqlOptions?.routers?.[0] as { id?: string } | undefined)?.id;
    const options = [
      ...routers.project.map((r) => ({
        value: `0:${r.id}`,
        label: `${r.name}（${t('dataBinding.project')}）`,
      })),
      ...routers.global.map((r) => ({
        value: `1:${r.id}`,
        label: `${r.name}（${t('dataBinding.global')}）`,
      })),
    ];
    const value = options.find((o) => o.value.endsWith(`:${current ?? '-'}`))?.value;
    return (
      <Row label={t('dataBinding.pickRouter')}>
        <Select
          size="small"
          style={{ width: '100%' }}
          value={value}
          options={options}
          data-testid="data-router-select"
          onChange={(v: string) => {
            const [type, id] = v.split(':');
            patchRequestSource(node, {
              type: 'router',
              sqlOptions: { ...(rs.sqlOptions ?? {}), routers: [{ id, routerType: Number(type) }] },
            });
          }}
        />
      </Row>
    );
  }

  if (kind === 'push')
    return (
      <Row label={t('dataBinding.channel')}>
        <DraftText
          value={String(rs.channel ?? '')}
          testId="data-channel"
          onCommit={(channel) => patchRequestSource(node, { channel })}
        />
      </Row>
    );

  const wanted = (s: SourceRow) =>
    kind === 'file'
      ? s.type === 'file'
      : kind === 'socket'
        ? s.type === 'socket'
        : s.type !== 'file' && s.type !== 'socket';
  const source = sources.find((s) => s.id === rs.sourceId);
  const sourceOptions = [
    ...(kind === 'request' || kind === 'socket' ? [{ value: '', label: t('dataBinding.url') }] : []),
    ...sources.filter(wanted).map((s) => ({ value: s.id, label: `${s.name} · ${s.type}` })),
  ];
  const pick = (id: string) => {
    const s = sources.find((x) => x.id === id);
    commitRequestSource(node, {
      ...rs,
      type: kind === 'file' ? 'file' : 'api',
      sourceId: s?.id ?? '',
      sourceType: kind === 'socket' ? 'socket' : (s?.type ?? 'api'),
      requestType: kind === 'socket' ? 'socket' : rs.requestType === 'socket' ? 'GET' : rs.requestType,
    });
  };
  const sqlKind = source ? SQL_KINDS.has(source.type) : false;
  const apiLike = !source || source.type === 'api' || source.type === 'DAYU';
  return (
    <>
      <Row label={kind === 'file' ? t('dataBinding.pickFile') : t('dataBinding.pickSource')}>
        <Select
          size="small"
          style={{ width: '100%' }}
          value={rs.sourceId ?? ''}
          options={sourceOptions}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="data-source-select"
          onChange={pick}
          onOpenChange={(open) => open && void sourceList.refetch()}
        />
        <Typography.Link
          style={{ fontSize: 12 }}
          data-testid="data-source-new"
          href={`${basePath()}dataSource`}
          target="_blank"
          rel="noopener"
        >
          {t('dataBinding.newSource')}
        </Typography.Link>
      </Row>
      {sqlKind && (
        <Row label={t('dataBinding.sql')}>
          <DraftText
            value={String(rs.executeSql ?? '')}
            rows={3}
            mono
            testId="data-sql"
            placeholder={t('dataBinding.sqlHint')}
            onCommit={(executeSql) => patchRequestSource(node, { executeSql })}
          />
        </Row>
      )}
      {kind !== 'file' && apiLike && (
        <>
          <Row label={t('dataBinding.url')}>
            <DraftText
              value={String(rs.url ?? '')}
              testId="data-url"
              onCommit={(url) => patchRequestSource(node, { url })}
            />
          </Row>
          {kind === 'request' && (
            <>
              <Row label={t('dataBinding.method')}>
                <Radio.Group
                  size="small"
                  value={String(rs.requestType ?? 'GET').toUpperCase()}
                  options={['GET', 'POST']}
                  optionType="button"
                  onChange={(e) => patchRequestSource(node, { requestType: e.target.value as string })}
                />
              </Row>
              <Row label={t('dataBinding.headers')}>
                <KeyValueLines
                  value={rs.header}
                  testId="data-headers"
                  placeholder="Authorization: Bearer …"
                  onCommit={(header) => patchRequestSource(node, { header })}
                />
              </Row>
              <Row label={t('dataBinding.query')}>
                <KeyValueLines
                  value={rs.param}
                  testId="data-query"
                  placeholder="city: 101010100"
                  onCommit={(param) => patchRequestSource(node, { param })}
                />
              </Row>
              <Row label={t('dataBinding.bodyType')}>
                <Radio.Group
                  size="small"
                  value={Number(rs.bodyType ?? 0)}
                  optionType="button"
                  options={[
                    { value: 0, label: t('dataBinding.bodyTypes.none') },
                    { value: 1, label: t('dataBinding.bodyTypes.form') },
                    { value: 2, label: t('dataBinding.bodyTypes.json') },
                  ]}
                  onChange={(e) => patchRequestSource(node, { bodyType: e.target.value as number })}
                />
              </Row>
              {Number(rs.bodyType ?? 0) !== 0 && (
                <Row label={t('dataBinding.body')}>
                  <DraftText
                    value={typeof rs.body === 'string' ? rs.body : JSON.stringify(rs.body ?? '')}
                    rows={3}
                    mono
                    testId="data-body"
                    onCommit={(body) => patchRequestSource(node, { body })}
                  />
                </Row>
              )}
            </>
          )}
        </>
      )}
    </>
  );
}
