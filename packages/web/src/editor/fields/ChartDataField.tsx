import { useState } from 'react';
import { Button, Input, InputNumber, Modal, Select, Space, Tabs, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, TableOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JsonField } from './BasicFields';
import { fromGrid, newPage, pagesProblem, toGrid, type DataGrid } from './chartDataGrid';
import './locales';

type Raw = Record<string, unknown>;

/** One page as a table: X rows × series columns, plus its page fields. */
function PageTable({ page, onChange }: { page: Raw; onChange(p: Raw): void }) {
  const { t } = useTranslation();
  const grid = toGrid(page);
  const setGrid = (g: DataGrid) => onChange(fromGrid(page, g));
  const dim = (typeof page.Dimension === 'object' && page.Dimension !== null ? page.Dimension : {}) as Raw;
  const cell = { width: 96 } as const;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Space wrap>
        <Input
          addonBefore={t('fields.pageName')}
          value={String(page.pageName ?? '')}
          onChange={(e) => onChange({ ...page, pageName: e.target.value })}
        />
        <Input
          addonBefore={t('fields.title')}
          value={String(page.Title ?? '')}
          onChange={(e) => onChange({ ...page, Title: e.target.value })}
        />
        <Input
          addonBefore={t('fields.unit')}
          value={String(page.Unit ?? '')}
          onChange={(e) => onChange({ ...page, Unit: e.target.value })}
        />
        <InputNumber
          addonBefore={t('fields.max')}
          value={typeof page.Max === 'number' ? page.Max : null}
          onChange={(v) => onChange({ ...page, Max: typeof v === 'number' ? v : undefined })}
        />
        <Input
          addonBefore={t('fields.dimension')}
          value={String(dim.Name ?? '')}
          onChange={(e) => onChange({ ...page, Dimension: { ...dim, Name: e.target.value } })}
        />
      </Space>
      <div style={{ overflow: 'auto', maxHeight: 360 }}>
        <table className="tc-data-table" style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell}>{t('fields.x')}</th>
              {grid.series.map((name, col) => (
                <th key={col} style={cell}>
                  <Space.Compact>
                    <Input
                      size="small"
                      value={name}
                      onChange={(e) =>
                        setGrid({
                          ...grid,
                          series: grid.series.map((s, j) => (j === col ? e.target.value : s)),
                        })
                      }
                    />
                    <Button
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('fields.dataRemove')}
                      onClick={() =>
                        setGrid({
                          ...grid,
                          series: grid.series.filter((_, j) => j !== col),
                          cells: grid.cells.map((r) => r.filter((_, j) => j !== col)),
                        })
                      }
                    />
                  </Space.Compact>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.xs.map((x, row) => (
              <tr key={row}>
                <td>
                  <Space.Compact>
                    <Input
                      size="small"
                      value={x}
                      onChange={(e) =>
                        setGrid({ ...grid, xs: grid.xs.map((v, i) => (i === row ? e.target.value : v)) })
                      }
                    />
                    <Button
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('fields.dataRemove')}
                      onClick={() =>
                        setGrid({
                          ...grid,
                          xs: grid.xs.filter((_, i) => i !== row),
                          cells: grid.cells.filter((_, i) => i !== row),
                        })
                      }
                    />
                  </Space.Compact>
                </td>
                {grid.series.map((_, col) => (
                  <td key={col}>
                    <Input
                      size="small"
                      value={grid.cells[row]?.[col] ?? ''}
                      onChange={(e) =>
                        setGrid({
                          ...grid,
                          cells: grid.cells.map((r, i) =>
                            i === row ? r.map((c, j) => (j === col ? e.target.value : c)) : r,
                          ),
                        })
                      }
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Space>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setGrid({
              ...grid,
              xs: [...grid.xs, `${grid.xs.length + 1}`],
              cells: [...grid.cells, grid.series.map(() => '0')],
            })
          }
        >
          {t('fields.dataAddRow')}
        </Button>
        <Button
          size="small"
          icon={<PlusOutlined />}
          onClick={() =>
            setGrid({
              ...grid,
              series: [...grid.series, `S${grid.series.length + 1}`],
              cells: grid.cells.map((r) => [...r, '0']),
            })
          }
        >
          {t('fields.dataAddSeries')}
        </Button>
      </Space>
    </div>
  );
}

/**
 * The chart data editor: a summary and a button opening the pages as tables (one page at a time) or as
 * JSON. Edits show on the canvas live (preview) and are committed as one op when the dialog is confirmed.
 */
export function ChartDataField(props: {
  value: unknown;
  onChange(v: unknown[]): void;
  onPreview?(v: unknown[]): void;
  onPreviewEnd?(): void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const pages = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const [open, setOpen] = useState(false);
  const [work, setWork] = useState<Raw[]>([]);
  const [index, setIndex] = useState(0);
  const update = (next: Raw[]) => {
    setWork(next);
    props.onPreview?.(next);
  };
  const close = () => {
    setOpen(false);
    props.onPreviewEnd?.();
  };
  const current = work[Math.min(index, work.length - 1)];
  const seriesCount = toGrid(pages[0]).series.length;
  return (
    <>
      <Space direction="vertical" size={2} style={{ width: '100%' }}>
        <Button
          size="small"
          block
          icon={<TableOutlined />}
          data-testid={props.testId}
          onClick={() => {
            setWork(JSON.parse(JSON.stringify(pages)) as Raw[]);
            setIndex(0);
            setOpen(true);
          }}
        >
          {t('fields.dataEdit')}
        </Button>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('fields.dataSummary', { pages: pages.length, series: seriesCount })}
        </Typography.Text>
      </Space>
      <Modal
        open={open}
        title={t('fields.dataTitle')}
        width={860}
        destroyOnHidden
        onCancel={close}
        onOk={() => {
          if (pagesProblem(work) === null) props.onChange(work);
          close();
        }}
      >
        <Tabs
          items={[
            {
              key: 'table',
              label: t('fields.dataTable'),
              children: (
                <div style={{ display: 'grid', gap: 8 }}>
                  <Space>
                    <span>{t('fields.dataPage')}</span>
                    <Select
                      size="small"
                      style={{ minWidth: 160 }}
                      value={Math.min(index, Math.max(0, work.length - 1))}
                      options={work.map((p, i) => ({ value: i, label: `${i}: ${String(p.pageName ?? '')}` }))}
                      onChange={setIndex}
                    />
                    <Button
                      size="small"
                      icon={<PlusOutlined />}
                      onClick={() => (
                        update([...work, newPage(work.length, current)]),
                        setIndex(work.length)
                      )}
                    >
                      {t('fields.dataAddPage')}
                    </Button>
                    <Button
                      size="small"
                      danger
                      disabled={work.length === 0}
                      onClick={() => (
                        update(work.filter((_, i) => i !== index)),
                        setIndex(Math.max(0, index - 1))
                      )}
                    >
                      {t('fields.dataRemovePage')}
                    </Button>
                  </Space>
                  {current ? (
                    <PageTable
                      page={current}
                      onChange={(p) => update(work.map((x, i) => (i === index ? p : x)))}
                    />
                  ) : null}
                </div>
              ),
            },
            {
              key: 'json',
              label: t('fields.dataJson'),
              children: (
                <JsonField
                  value={work}
                  rows={16}
                  validate={pagesProblem}
                  onChange={(v) => update(v as Raw[])}
                />
              ),
            },
          ]}
        />
      </Modal>
    </>
  );
}
