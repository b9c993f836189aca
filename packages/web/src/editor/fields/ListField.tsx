import { LabelledRow } from './LabelledRow';
import type { ReactNode } from 'react';
import { Button, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getAtPath, setAtPath } from '@twincanvas/model';
import type { PropertyField } from '../../components/types';
import './locales';

/** Pure list edits, so the field stays a thin view over them. */
export const listEdits = {
  add: <T,>(list: readonly T[], item: T): T[] => [...list, item],
  remove: <T,>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i),
  move: <T,>(list: readonly T[], i: number, by: -1 | 1): T[] => {
    const j = i + by;
    if (j < 0 || j >= list.length) return [...list];
    const out = [...list];
    [out[i], out[j]] = [out[j]!, out[i]!];
    return out;
  },
  setField: <T,>(list: readonly T[], i: number, path: string, value: unknown): T[] =>
    list.map((item, j) => (j === i ? setAtPath((item ?? {}) as T, path, value) : item)),
};

/**
 * A list of items, each edited with the item fields of the schema (the series list of a chart, the
 * items of a navigation bar...). `renderField` is the panel's own field dispatcher, so every item field
 * uses the same shared editors as the panel.
 */
export function ListField(props: {
  value: unknown;
  itemFields: readonly PropertyField[];
  newItem?: () => unknown;
  onChange(v: unknown[]): void;
  renderField(
    field: PropertyField,
    value: unknown,
    onChange: (v: unknown) => void,
    testId: string,
  ): ReactNode;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const list = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const change = (next: unknown[]) => props.onChange(next);
  return (
    <div
      className="tc-list-field tc-wide-field"
      data-testid={props.testId}
      style={{ display: 'grid', gap: 6 }}
    >
      {list.map((item, i) => (
        <div key={i} style={{ border: '1px solid rgba(128,128,128,0.3)', borderRadius: 4, padding: 6 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 2, marginBottom: 4 }}>
            <span style={{ flex: 1, fontSize: 12, opacity: 0.7 }}>{t('fields.item', { n: i + 1 })}</span>
            <Tooltip title={t('fields.listUp')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i === 0}
                onClick={() => change(listEdits.move(list, i, -1))}
              />
            </Tooltip>
            <Tooltip title={t('fields.listDown')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i === list.length - 1}
                onClick={() => change(listEdits.move(list, i, 1))}
              />
            </Tooltip>
            <Tooltip title={t('fields.listRemove')}>
              <Button
                size="small"
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => change(listEdits.remove(list, i))}
              />
            </Tooltip>
          </div>
          {props.itemFields.map((field) => {
            const raw = getAtPath(item, field.path);
            return (
              <LabelledRow
                key={field.path}
                label={i18n.language.startsWith('zh') ? field.label.zh : field.label.en}
              >
                {props.renderField(
                  field,
                  raw === undefined ? field.defaultValue : raw,
                  (v) => change(listEdits.setField(list, i, field.path, v)),
                  `${props.testId ?? 'list'}-${i}-${field.path}`,
                )}
              </LabelledRow>
            );
          })}
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        data-testid={props.testId ? `${props.testId}-add` : undefined}
        onClick={() => change(listEdits.add(list, props.newItem?.() ?? {}))}
      >
        {t('fields.listAdd')}
      </Button>
    </div>
  );
}
