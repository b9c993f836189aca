import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ModelBudgetReport, ModelFigures, ModelWarning } from '@twincanvas/model';
import { formatNumber } from '../../../app/format';
import './modelLocales';

/** 1234567 → "1.2 MB" (binary units, one decimal). */
export function formatBytes(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let v = n;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  return `${u === 0 ? v : v.toFixed(1)} ${units[u]}`;
}

const ROWS: { key: string; value: (f: ModelFigures) => string }[] = [
  { key: 'triangles', value: (f) => formatNumber(f.triangles) },
  { key: 'drawCalls', value: (f) => formatNumber(f.drawCalls) },
  { key: 'meshes', value: (f) => formatNumber(f.meshes) },
  { key: 'nodes', value: (f) => formatNumber(f.nodes) },
  { key: 'materials', value: (f) => String(f.materials) },
  { key: 'textures', value: (f) => String(f.textures) },
  { key: 'textureBytes', value: (f) => formatBytes(f.textureBytes) },
  { key: 'instances', value: (f) => `${f.instancedBatches} / ${f.instances}` },
  { key: 'bytes', value: (f) => formatBytes(f.bytes) },
];

const BYTE_WARNINGS = new Set(['textureBytes', 'bytes']);
const shown = (w: ModelWarning, n: number) => (BYTE_WARNINGS.has(w.code) ? formatBytes(n) : formatNumber(n));

/** The performance budget of a prepared model: before → after, and warnings past the recommended limits. */
export function ModelBudgetReportView({ report }: { report: ModelBudgetReport }) {
  const { t } = useTranslation();
  const rows = ROWS.map((r) => ({
    key: r.key,
    figure: t(`models.figures.${r.key}`),
    before: r.value(report.before),
    after: r.value(report.after),
  }));
  return (
    <div className="tc-model-report" data-testid="model-report">
      <Table
        size="small"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: t('models.figure'), dataIndex: 'figure' },
          { title: t('models.before'), dataIndex: 'before', align: 'right' },
          {
            title: t('models.after'),
            dataIndex: 'after',
            align: 'right',
            render: (v: string, row) => <span data-testid={`model-report-after-${row.key}`}>{v}</span>,
          },
        ]}
      />
      <div className="tc-model-report-steps">
        {t('models.steps', {
          steps: report.steps.map((s) => t(`models.stepNames.${s}`, s)).join(' · '),
        })}
      </div>
      {report.warnings.length === 0 ? (
        <Alert type="success" showIcon title={t('models.withinBudget')} />
      ) : (
        report.warnings.map((w) => (
          <Alert
            key={w.code}
            type="warning"
            showIcon
            data-testid="model-report-warning"
            title={t(`models.warnings.${w.code}`, { value: shown(w, w.value), limit: shown(w, w.limit) })}
          />
        ))
      )}
    </div>
  );
}
