import { useEffect, useState } from 'react';
import { Alert, Button, Input, Modal, Select, Space, Typography } from 'antd';
import { ExpandOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Component2D } from '@twincanvas/model';
import type { EditableDefinition } from '../../../components/editingRegistry';
import { fieldsOf, type Effect, type TargetShape } from '@twincanvas/model';
import { deliver, fetchRaw, mapAndFilter, memberTransport, type DataContext } from '../../../data/runtime';
import { currentValues } from '../../../data/variables';
import { patchRequestSource } from './lists';

const show = (v: unknown) => {
  const text = JSON.stringify(v, null, 2) ?? String(v);
  return text.length > 20_000 ? `${text.slice(0, 20_000)}\n…` : text;
};

function Json({
  title,
  value,
  testId,
  tall,
}: {
  title: string;
  value: unknown;
  testId: string;
  tall?: boolean;
}) {
  return (
    <div style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      <pre
        data-testid={testId}
        style={{
          maxHeight: tall ? '60vh' : 160,
          overflow: 'auto',
          fontSize: 11,
          background: '#f6f6f6',
          padding: 4,
          margin: 0,
        }}
      >
        {value === undefined ? '—' : show(value)}
      </pre>
    </div>
  );
}

interface Outcome {
  raw?: unknown;
  mapped?: unknown;
  filtered?: unknown;
  error?: string;
}

/**
 * Runs the request as configured and shows the raw response, the mapped (and filtered) result and the
 * component's expected data side by side; the result also goes to the canvas. Below, the field mapping
 * (`effect`): one source field per target field.
 */
export function PreviewSection(props: {
  node: Component2D;
  definition: EditableDefinition;
  target: TargetShape;
  projectFlag: string;
}) {
  const { node, definition, target, projectFlag } = props;
  const { t } = useTranslation();
  const [out, setOut] = useState<Outcome>({});
  const [wide, setWide] = useState(false);
  const rs = node.requestSource ?? {};
  const effect = (rs.effect ?? {}) as Effect;

  // "Request data": one request as configured now; its outcome replaces the one shown.
  const request = useMutation({
    mutationFn: async (): Promise<Outcome> => {
      const ctx: DataContext = {
        projectFlag,
        transport: memberTransport(projectFlag),
        variables: currentValues,
      };
      const raw = await fetchRaw(rs, ctx);
      if (!raw.ok) return { error: t('dataBinding.requestError', { message: raw.error }) };
      const { mapped, result } = await mapAndFilter(raw.value, rs, target, ctx);
      if (!result.ok)
        return {
          raw: raw.value,
          mapped,
          error: t('dataBinding.filterError', { message: result.error.message }),
        };
      deliver(node._id, result.data, 'api', Date.now());
      return { raw: raw.value, mapped, filtered: result.data };
    },
    onSuccess: setOut,
  });
  const busy = request.isPending;

  // The mapping (or filters) changed after a run: map the response already fetched again, so "mapped
  // result" always shows what the current mapping makes of it.
  const raw = out.raw;
  const mappingKey = JSON.stringify([rs.effect, rs.filters]);
  useEffect(() => {
    if (raw === undefined) return;
    let live = true;
    const ctx: DataContext = {
      projectFlag,
      transport: memberTransport(projectFlag),
      variables: currentValues,
    };
    void mapAndFilter(raw, rs, target, ctx).then(({ mapped, result }) => {
      if (!live) return;
      setOut(
        result.ok
          ? { raw, mapped, filtered: result.data }
          : { raw, mapped, error: t('dataBinding.filterError', { message: result.error.message }) },
      );
      if (result.ok) deliver(node._id, result.data, 'api', Date.now());
    });
    return () => {
      live = false;
    };
    // Only a change of the mapping re-maps; the node object changes with every edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mappingKey, raw]);

  const fields = out.raw === undefined ? [] : fieldsOf(out.raw);
  const mappedTitle =
    rs.filters && rs.filters.length > 0 ? t('dataBinding.filtered') : t('dataBinding.mapped');
  // Raw response, mapped (and filtered) result and the expected shape, side by side; wide in the dialog.
  // In the narrow panel the three panes stack (each full width); side by side in the wide dialog.
  const panes = (tall: boolean) => (
    <div style={{ display: 'flex', flexDirection: tall ? 'row' : 'column', gap: 6, marginTop: 6 }}>
      <Json
        title={t('dataBinding.raw')}
        value={out.raw}
        testId={tall ? 'wide-raw' : 'data-raw'}
        tall={tall}
      />
      <Json
        title={mappedTitle}
        value={out.filtered ?? out.mapped}
        testId={tall ? 'wide-mapped' : 'data-mapped'}
        tall={tall}
      />
      <Json
        title={t('dataBinding.expected')}
        value={definition.sampleData}
        testId={tall ? 'wide-expected' : 'data-expected'}
        tall={tall}
      />
    </div>
  );
  const setField = (to: string, from: string | undefined) =>
    patchRequestSource(node, { effect: { ...effect, [to]: from ?? '' } });

  return (
    <div data-testid="data-preview">
      <Space>
        <Button
          size="small"
          type="primary"
          loading={busy}
          data-testid="data-run"
          onClick={() => request.mutate()}
        >
          {busy ? t('dataBinding.running') : t('dataBinding.run')}
        </Button>
        <Button
          size="small"
          icon={<ExpandOutlined />}
          data-testid="data-wide"
          aria-label={t('dataBinding.expand')}
          onClick={() => setWide(true)}
        />
      </Space>
      {out.error && (
        <Alert
          type="warning"
          showIcon
          message={out.error}
          style={{ marginTop: 6 }}
          data-testid="data-error"
        />
      )}
      {panes(false)}
      <Modal
        open={wide}
        width="90vw"
        footer={null}
        title={t('dataBinding.run')}
        onCancel={() => setWide(false)}
      >
        {panes(true)}
      </Modal>
      {definition.dataShape && (
        <Typography.Paragraph type="secondary" style={{ fontSize: 11, marginTop: 4 }}>
          {definition.dataShape}
        </Typography.Paragraph>
      )}
      {target.mode !== 'none' && (
        <section data-testid="data-mapping">
          <h4>{t('dataBinding.mapping')}</h4>
          <div className="tc-prop-row">
            <label>{t('dataBinding.mappingRoot')}</label>
            <Input
              size="small"
              defaultValue={effect.root ?? ''}
              placeholder="data.list"
              data-testid="map-root"
              onBlur={(e) => e.target.value !== (effect.root ?? '') && setField('root', e.target.value)}
            />
          </div>
          {target.fields.map((to) => (
            <div className="tc-prop-row" key={to}>
              <label>{to}</label>
              <Select
                size="small"
                allowClear
                style={{ width: '100%' }}
                value={effect[to] || undefined}
                placeholder={t('dataBinding.unmapped')}
                data-testid={`map-${to}`}
                options={[...new Set([...fields, ...(effect[to] ? [effect[to]] : [])])].map((f) => ({
                  value: f,
                  label: f,
                }))}
                onChange={(v: string | undefined) => setField(to, v)}
              />
            </div>
          ))}
        </section>
      )}
    </div>
  );
}
