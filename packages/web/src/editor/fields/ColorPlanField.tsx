import { Button, Select, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { COLOUR_PLANS, cssColor, readPlan, type ColourPlan } from '../../components/chartKit/theme';
import { ColorField } from './Fields';
import './locales';

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <span style={{ display: 'inline-flex', gap: 2, verticalAlign: 'middle' }}>
      {colors.slice(0, 8).map((c, i) => (
        <span key={i} style={{ width: 10, height: 10, borderRadius: 2, background: cssColor(c) }} />
      ))}
    </span>
  );
}

/** A colour plan: pick a built-in one, then adjust its series, text and axis colours. */
export function ColorPlanField(props: { value: unknown; onChange(v: ColourPlan): void; testId?: string }) {
  const { t } = useTranslation();
  const plan = readPlan(props.value);
  const set = (change: Partial<ColourPlan>) =>
    props.onChange({ ...plan, ...change, id: change.id ?? 'custom' });
  const builtIn = COLOUR_PLANS.some((p) => p.id === plan.id);
  return (
    <div className="tc-wide-field" style={{ display: 'grid', gap: 4 }} data-testid={props.testId}>
      <Select
        size="small"
        value={builtIn ? plan.id : undefined}
        placeholder={t('fields.planPick')}
        options={COLOUR_PLANS.map((p) => ({
          value: p.id,
          label: (
            <span>
              <Swatches colors={p.colors} /> {p.name}
            </span>
          ),
        }))}
        onChange={(id) => {
          const chosen = COLOUR_PLANS.find((p) => p.id === id);
          if (chosen) props.onChange({ ...chosen, colors: [...chosen.colors] });
        }}
      />
      <span style={{ fontSize: 12, opacity: 0.7 }}>{t('fields.planColors')}</span>
      {plan.colors.map((c, i) => (
        <div key={i} className="tc-color-row">
          <ColorField
            value={c}
            onChange={(next) => set({ colors: plan.colors.map((x, j) => (j === i ? next : x)) })}
          />
          <Tooltip title={t('fields.listRemove')}>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={plan.colors.length <= 1}
              onClick={() => set({ colors: plan.colors.filter((_, j) => j !== i) })}
            />
          </Tooltip>
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        onClick={() => set({ colors: [...plan.colors, plan.colors[0] ?? '#3BA4FFFF'] })}
      >
        {t('fields.listAdd')}
      </Button>
      <span style={{ fontSize: 12, opacity: 0.7 }}>{t('fields.planText')}</span>
      <ColorField value={plan.textColor} onChange={(textColor) => set({ textColor })} />
      <span style={{ fontSize: 12, opacity: 0.7 }}>{t('fields.planAxis')}</span>
      <ColorField value={plan.axisColor} onChange={(axisColor) => set({ axisColor })} />
    </div>
  );
}
