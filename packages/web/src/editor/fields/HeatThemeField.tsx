import { useMemo, useState } from 'react';
import { Button, Select, Tooltip } from 'antd';
import { AppstoreOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HEAT_THEMES } from '../../engine3d/objects/idw';
import { heatCss, readHeatTheme, type HeatGradient } from '../../engine3d/objects/heatThemes';
import { HeatThemeLibrary, useHeatThemes } from '../panels/library/HeatThemeLibrary';
import { ColorField } from './Fields';
import './locales';

const bar = (value: unknown, height = 10) => (
  <span
    style={{ display: 'inline-block', width: 64, height, borderRadius: 2, background: heatCss(value) }}
    aria-hidden
  />
);

/** The select's value for a stored theme: a built-in id, a library theme, or none for a custom gradient. */
export function heatChoiceOf(value: unknown, library: readonly { id: string }[]): string | undefined {
  if (typeof value === 'string') return `builtin:${readHeatTheme(value).id}`;
  const g = readHeatTheme(value);
  return library.some((t) => t.id === g.id) ? `lib:${g.id}` : undefined;
}

/** A gradient edited in the panel: custom from then on, stops kept while there is one per colour. */
export function editedGradient(value: unknown, colors: string[]): HeatGradient {
  const g = readHeatTheme(value);
  return { id: 'custom', colors, ...(g.stops?.length === colors.length ? { stops: g.stops } : {}) };
}

/**
 * A heat map's colour theme (path `propertyData.theme`): a built-in theme, one of the group's library
 * heat themes (its gradient is copied in, so viewers and shares need no library), or the gradient's
 * colours edited here (then it is the component's own).
 */
export function HeatThemeField(props: { value: unknown; onChange(v: unknown): void; testId?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [managing, setManaging] = useState(false);
  const themes = useHeatThemes().data;
  const library = useMemo<HeatGradient[]>(
    () => (themes ?? []).map((x) => ({ ...readHeatTheme(x), id: x.id, name: x.name })),
    [themes],
  );
  const gradient = readHeatTheme(props.value);
  const set = (colors: string[]) => props.onChange(editedGradient(props.value, colors));
  return (
    <div className="tc-wide-field" style={{ display: 'grid', gap: 4 }} data-testid={props.testId}>
      <Select
        size="small"
        value={heatChoiceOf(props.value, library)}
        placeholder={t('fields.heatCustom')}
        data-testid={props.testId ? `${props.testId}-pick` : undefined}
        options={[
          {
            label: t('fields.heatBuiltIn'),
            options: HEAT_THEMES.map((h) => ({
              value: `builtin:${h.id}`,
              label: (
                <span>
                  {bar(h.id)} {h.name[lang]}
                </span>
              ),
            })),
          },
          ...(library.length > 0
            ? [
                {
                  label: t('fields.heatLibrary'),
                  options: library.map((h) => ({
                    value: `lib:${h.id}`,
                    label: (
                      <span>
                        {bar(h)} {h.name}
                      </span>
                    ),
                  })),
                },
              ]
            : []),
        ]}
        onChange={(choice: string) => {
          if (choice.startsWith('builtin:')) props.onChange(choice.slice('builtin:'.length));
          const chosen = library.find((h) => `lib:${h.id}` === choice);
          if (chosen) props.onChange({ ...chosen, colors: [...chosen.colors] });
        }}
      />
      <div data-testid={props.testId ? `${props.testId}-preview` : undefined} style={{ lineHeight: 0 }}>
        {bar(props.value, 12)}
      </div>
      <span style={{ fontSize: 12, opacity: 0.7 }}>{t('fields.heatColors')}</span>
      {gradient.colors.map((c, i) => (
        <div key={i} className="tc-color-row">
          <ColorField
            value={c}
            testId={props.testId ? `${props.testId}-color-${i}` : undefined}
            onChange={(next) => set(gradient.colors.map((x, j) => (j === i ? next : x)))}
          />
          <Tooltip title={t('fields.listRemove')}>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              disabled={gradient.colors.length <= 2}
              onClick={() => set(gradient.colors.filter((_, j) => j !== i))}
            />
          </Tooltip>
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={gradient.colors.length >= 20}
        onClick={() => set([...gradient.colors, gradient.colors[gradient.colors.length - 1]!])}
      >
        {t('fields.listAdd')}
      </Button>
      <Button
        size="small"
        icon={<AppstoreOutlined />}
        onClick={() => setManaging(true)}
        data-testid={props.testId ? `${props.testId}-library` : undefined}
      >
        {t('fields.heatManage')}
      </Button>
      <HeatThemeLibrary
        open={managing}
        current={props.value}
        onClose={() => setManaging(false)}
        onPick={(theme) => {
          props.onChange(theme);
          setManaging(false);
        }}
      />
    </div>
  );
}
