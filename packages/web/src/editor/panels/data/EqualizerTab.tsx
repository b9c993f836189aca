import { useState } from 'react';
import { Alert, Button, Input, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Equalizer, type EqualizerEntry, type EqualizerVar } from '@twincanvas/model';
import { originOf } from '../../../data/equalizer';
import { setProjectProperty } from '../../commands';
import { useEditor } from '../../store';

type Side = 'receipt' | 'distribute';

/** "town=city, zone" ↔ vars [{original: 'town', as: 'city'}, {original: 'zone', as: ''}]. */
export function parseVars(text: string): EqualizerVar[] {
  return text
    .split(/[,，]/)
    .map((part) => part.split('='))
    .filter(([original]) => (original ?? '').trim() !== '')
    .map(([original, as]) => ({ original: (original ?? '').trim(), as: (as ?? '').trim() }));
}
export const formatVars = (vars: readonly EqualizerVar[]): string =>
  vars.map((v) => (v.as ? `${v.original}=${v.as}` : v.original)).join(', ');

function equalizerOf(doc: unknown): Equalizer {
  const e = (doc as { equalizer?: Partial<Equalizer> } | null)?.equalizer;
  return { ...e, receipt: e?.receipt ?? [], distribute: e?.distribute ?? [] };
}

/** The project's equalizer (docs/reference.md#data-binding): one undoable op on the project root when saved. */
export function EqualizerTab() {
  const { t } = useTranslation();
  const doc = useEditor((s) => s.doc);
  const saved = equalizerOf(doc);
  const [draft, setDraft] = useState<Equalizer>(saved);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const change = (side: Side, i: number, patch: Partial<EqualizerEntry>) =>
    setDraft((d) => ({ ...d, [side]: d[side].map((e, j) => (j === i ? { ...e, ...patch } : e)) }));
  const remove = (side: Side, i: number) =>
    setDraft((d) => ({ ...d, [side]: d[side].filter((_, j) => j !== i) }));
  const add = (side: Side) =>
    setDraft((d) => ({ ...d, [side]: [...d[side], { state: true, url: '', vars: [] }] }));
  const valid = [...draft.receipt, ...draft.distribute].every((e) => originOf(e.url) !== null);
  const save = () => {
    if (!doc) return;
    setProjectProperty('equalizer', draft);
  };
  const list = (side: Side) => (
    <div data-testid={`equalizer-${side}`}>
      <Typography.Text strong>{t(`dataBinding.equalizer.${side}`)}</Typography.Text>
      {draft[side].map((entry, i) => {
        const key = `${side}.${i}`;
        return (
          <Space key={key} style={{ display: 'flex', marginTop: 6 }} align="start">
            <Switch
              size="small"
              checked={entry.state === true || entry.state === 1}
              onChange={(on) => change(side, i, { state: on })}
            />
            <Input
              style={{ width: 260 }}
              placeholder={t('dataBinding.equalizer.url')}
              status={entry.url && !originOf(entry.url) ? 'error' : undefined}
              value={entry.url}
              onChange={(e) => change(side, i, { url: e.target.value })}
            />
            <Input
              style={{ width: 280 }}
              placeholder={t('dataBinding.equalizer.vars')}
              value={texts[key] ?? formatVars(entry.vars ?? [])}
              onChange={(e) => {
                setTexts((x) => ({ ...x, [key]: e.target.value }));
                change(side, i, { vars: parseVars(e.target.value) });
              }}
            />
            <Button size="small" onClick={() => remove(side, i)}>
              {t('dataBinding.delete')}
            </Button>
          </Space>
        );
      })}
      <div>
        <Button size="small" type="link" onClick={() => add(side)}>
          {t('dataBinding.equalizer.add')}
        </Button>
      </div>
    </div>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon message={t('dataBinding.equalizer.hint')} />
      {list('receipt')}
      {list('distribute')}
      {!valid && <Typography.Text type="danger">{t('dataBinding.equalizer.badUrl')}</Typography.Text>}
      <Button type="primary" disabled={!valid || !doc} onClick={save} data-testid="equalizer-save">
        {t('dataBinding.save')}
      </Button>
    </Space>
  );
}
