import { Button, Input, InputNumber, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { evaluateRules, newId, validateRules } from '@twincanvas/model';
import type { RuleEffect, RuleEffectKey, VisualRule, VisualRuleSet } from '@twincanvas/model';
import { ColorField } from './Fields';
import { useComponentRuntime } from '../../runtime/store';
import type { PropertyField } from '../../components/types';
import './rulesLocales';
import './rules.css';

const ALL_EFFECTS: readonly RuleEffectKey[] = [
  'color',
  'icon',
  'visible',
  'blink',
  'label',
  'flowSpeed',
  'opacity',
];

function asRuleSet(value: unknown): VisualRuleSet {
  const v = value as Partial<VisualRuleSet> | undefined;
  return { ...(v ?? {}), rules: Array.isArray(v?.rules) ? v.rules : [] };
}

function rowsOf(data: unknown): Record<string, unknown>[] | null {
  if (!Array.isArray(data)) return null;
  return data.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r));
}

/** One effect's editor (colour swatch, switch, text or number), for a rule or a no-data/stale state. */
function EffectEditor(props: {
  effect: RuleEffect;
  keys: readonly RuleEffectKey[];
  onChange(e: RuleEffect): void;
  testId: string;
  lang: string;
  labels: Record<string, string>;
  /** The no-data and stale looks: a colour applies only once chosen, so unset shows as unset. */
  optional?: boolean;
}) {
  const { effect, onChange } = props;
  const set = (key: RuleEffectKey, v: unknown) => {
    const next = { ...effect } as Record<string, unknown>;
    if (v === undefined || v === '') delete next[key];
    else next[key] = v;
    onChange(next as RuleEffect);
  };
  return (
    <div className="tc-rule-effects">
      {props.keys.map((key) => (
        <label key={key} className="tc-rule-effect">
          <span>{props.labels[key] ?? key}</span>
          {key === 'color' ? (
            <ColorField
              testId={`${props.testId}-color`}
              value={effect.color ?? (props.optional ? null : '#ff0000ff')}
              allowClear={props.optional}
              onChange={(v) => set('color', v)}
            />
          ) : key === 'visible' || key === 'blink' ? (
            <Switch
              size="small"
              data-testid={`${props.testId}-${key}`}
              // Unset visibility means shown (only `visible: false` hides); unset blink means steady.
              checked={key === 'visible' ? effect.visible !== false : effect.blink === true}
              onChange={(on) => set(key, key === 'visible' ? (on ? undefined : false) : on || undefined)}
            />
          ) : key === 'flowSpeed' || key === 'opacity' ? (
            <InputNumber
              size="small"
              data-testid={`${props.testId}-${key}`}
              value={effect[key]}
              min={0}
              step={key === 'opacity' ? 0.1 : 0.5}
              onChange={(v) => set(key, typeof v === 'number' ? v : undefined)}
            />
          ) : (
            <Input
              size="small"
              data-testid={`${props.testId}-${key}`}
              value={String(effect[key] ?? '')}
              onChange={(e) => set(key, e.target.value)}
            />
          )}
        </label>
      ))}
    </div>
  );
}

/**
 * The visual rules editor of 3D components: ranges or categories of a field to colour, icon, visibility,
 * blink, label, flow speed; the no-data and stale looks; and a live preview of every current row (or the
 * sample rows before data arrives) with the errors of rules naming fields the data lacks.
 */
export function VisualRulesField(props: {
  field: PropertyField;
  value: unknown;
  onChange(v: unknown): void;
  testId: string;
  lang: string;
  nodeId?: string;
  /** The component edited: the preview's sample rows follow its data mode. */
  node?: unknown;
}) {
  const { t } = useTranslation();
  const set = asRuleSet(props.value);
  const runtime = useComponentRuntime(props.nodeId ?? '');
  const live = rowsOf(runtime.data);
  const rows = live ?? [...(props.field.previewRows?.(props.node) ?? [])];
  const fields = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const keys = (props.field.options?.map((o) => o.value as RuleEffectKey) ?? ALL_EFFECTS).filter((k) =>
    ALL_EFFECTS.includes(k),
  );
  const labels = Object.fromEntries(
    (props.field.options ?? []).map((o) => [o.value, props.lang.startsWith('zh') ? o.label.zh : o.label.en]),
  );
  const errors = validateRules(set, fields);
  const change = (next: VisualRuleSet) => props.onChange(next);
  const setRule = (i: number, rule: VisualRule) =>
    change({ ...set, rules: set.rules.map((r, k) => (k === i ? rule : r)) });
  const numberOrUndefined = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

  return (
    <div className="tc-rules" data-testid={props.testId}>
      {set.rules.length === 0 && <div className="tc-rules-empty">{t('rules3d.empty')}</div>}
      {set.rules.map((rule, i) => (
        <div key={rule.id} className="tc-rule" data-testid={`${props.testId}-rule-${i}`}>
          <div className="tc-rule-head">
            <b>{t('rules3d.rule', { n: i + 1 })}</b>
            <Switch
              size="small"
              checked={!rule.disabled}
              onChange={(on) => setRule(i, { ...rule, disabled: on ? undefined : true })}
            />
            <Button
              size="small"
              type="link"
              danger
              data-testid={`${props.testId}-remove-${i}`}
              onClick={() => change({ ...set, rules: set.rules.filter((_, k) => k !== i) })}
            >
              {t('rules3d.remove')}
            </Button>
          </div>
          <Select
            size="small"
            showSearch
            data-testid={`${props.testId}-field-${i}`}
            value={rule.field}
            placeholder={t('rules3d.field')}
            options={[...new Set([...fields, rule.field])]
              .filter(Boolean)
              .map((f) => ({ value: f, label: f }))}
            onChange={(field: string) => setRule(i, { ...rule, field })}
            style={{ width: '100%' }}
          />
          <Select
            size="small"
            value={rule.match.kind}
            options={[
              { value: 'range', label: t('rules3d.range') },
              { value: 'category', label: t('rules3d.category') },
            ]}
            onChange={(kind: 'range' | 'category') =>
              setRule(i, { ...rule, match: kind === 'range' ? { kind } : { kind, values: [] } })
            }
            style={{ width: '100%' }}
          />
          {rule.match.kind === 'range' ? (
            <div className="tc-rule-range">
              <InputNumber
                size="small"
                data-testid={`${props.testId}-min-${i}`}
                placeholder={t('rules3d.min')}
                value={rule.match.min}
                onChange={(v) =>
                  setRule(i, { ...rule, match: { ...rule.match, kind: 'range', min: numberOrUndefined(v) } })
                }
              />
              <InputNumber
                size="small"
                data-testid={`${props.testId}-max-${i}`}
                placeholder={t('rules3d.max')}
                value={rule.match.max}
                onChange={(v) =>
                  setRule(i, { ...rule, match: { ...rule.match, kind: 'range', max: numberOrUndefined(v) } })
                }
              />
              <label>
                <Switch
                  size="small"
                  checked={rule.match.minExclusive === true}
                  onChange={(on) =>
                    setRule(i, {
                      ...rule,
                      match: {
                        ...rule.match,
                        kind: 'range',
                        minExclusive: on || undefined,
                        maxExclusive: on || undefined,
                      },
                    })
                  }
                />{' '}
                {t('rules3d.exclusive')}
              </label>
            </div>
          ) : (
            <Input
              size="small"
              placeholder={t('rules3d.values')}
              defaultValue={rule.match.values.join(',')}
              onBlur={(e) =>
                setRule(i, {
                  ...rule,
                  match: {
                    kind: 'category',
                    values: e.target.value
                      .split(',')
                      .map((v) => v.trim())
                      .filter(Boolean),
                  },
                })
              }
            />
          )}
          <EffectEditor
            effect={rule.effect}
            keys={keys}
            labels={labels}
            lang={props.lang}
            testId={`${props.testId}-effect-${i}`}
            onChange={(effect) => setRule(i, { ...rule, effect })}
          />
        </div>
      ))}
      <Button
        size="small"
        data-testid={`${props.testId}-add`}
        onClick={() =>
          change({
            ...set,
            rules: [
              ...set.rules,
              {
                id: newId('3D'),
                field: fields.find((f) => f === 'value') ?? fields[0] ?? 'value',
                match: { kind: 'range', min: 80, minExclusive: true },
                effect: { color: '#ff4d4fff', blink: true },
              },
            ],
          })
        }
      >
        {t('rules3d.add')}
      </Button>
      <div className="tc-rule-state">
        <b>{t('rules3d.noData')}</b>
        <EffectEditor
          effect={set.noData ?? {}}
          keys={keys.filter((k) => k === 'color' || k === 'visible')}
          labels={labels}
          lang={props.lang}
          testId={`${props.testId}-nodata`}
          optional
          onChange={(noData) => change({ ...set, noData })}
        />
        <b>{t('rules3d.stale')}</b>
        <EffectEditor
          effect={set.stale ?? {}}
          keys={keys.filter((k) => k === 'color' || k === 'blink')}
          labels={labels}
          lang={props.lang}
          testId={`${props.testId}-stale`}
          optional
          onChange={(stale) => change({ ...set, stale })}
        />
      </div>
      {errors.map((e) => (
        <div
          key={`${e.ruleId}-${e.code}`}
          className="tc-rule-error"
          role="alert"
          data-testid={`${props.testId}-error`}
        >
          {e.code === 'ruleFieldMissing'
            ? t('rules3d.fieldMissing', {
                n: set.rules.findIndex((r) => r.id === e.ruleId) + 1,
                field: e.field,
              })
            : t('rules3d.rangeInvalid', { n: set.rules.findIndex((r) => r.id === e.ruleId) + 1 })}
        </div>
      ))}
      <div className="tc-rule-preview" data-testid={`${props.testId}-preview`}>
        <b>{t('rules3d.preview', { source: live ? t('rules3d.live') : t('rules3d.sample') })}</b>
        {[...rows.slice(0, 5), null].map((row, k) => {
          const out = evaluateRules(set, row, live !== null && runtime.stale === true);
          const names = out.matched.map((id) =>
            t('rules3d.rule', { n: set.rules.findIndex((r) => r.id === id) + 1 }),
          );
          return (
            <div key={k} className="tc-rule-preview-row">
              <span className="tc-rule-swatch" style={{ background: out.effect.color ?? 'transparent' }} />
              <code>{row ? JSON.stringify(row).slice(0, 60) : '∅'}</code>
              <Tag color={out.state === 'ok' ? 'green' : 'default'}>
                {t(`rules3d.state${out.state === 'ok' ? 'Ok' : out.state === 'noData' ? 'NoData' : 'Stale'}`)}
              </Tag>
              {out.effect.blink && <Tag color="red">{labels.blink ?? 'blink'}</Tag>}
              {out.effect.visible === false && <Tag>{labels.visible ?? 'hidden'} ✕</Tag>}
              {out.effect.label && <span>{out.effect.label}</span>}
              <span className="tc-rule-matched">
                {names.length ? t('rules3d.matched', { rules: names.join(', ') }) : t('rules3d.none')}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}
