import { evaluateRules, fillLabel, ownValue } from '@twincanvas/model';
import type { Component3D, RuleOutcome } from '@twincanvas/model';
import type { PlacardLook, PlacardShape } from '../../engine3d/objects/placards';
import { bool, isShown, num, props, rulesOf, str } from '../common3d/component';

/** The eight placard kinds; the first four are drawn batched, Image too, the rich three as HTML when near. */
export const PLACARD_KINDS = [
  'CommonPlacard',
  'LinePlacard',
  'IconPlacard',
  'ImagePlacard',
  'BarPlacard',
  'InfoPlacard',
  'VideoPlacard',
  'StreamingPlacard',
] as const;
export type PlacardKind = (typeof PLACARD_KINDS)[number];

export const RICH_KINDS: ReadonlySet<string> = new Set(['InfoPlacard', 'VideoPlacard', 'StreamingPlacard']);

/** The kind of a sign; the stored default subType ('CommonPlacards') and unknown values are Common. */
export function placardKind(c: Pick<Component3D, 'subType'>): PlacardKind {
  return (PLACARD_KINDS as readonly string[]).includes(c.subType ?? '')
    ? (c.subType as PlacardKind)
    : 'CommonPlacard';
}

const SHAPES: Readonly<Record<PlacardKind, PlacardShape>> = {
  CommonPlacard: 'common',
  LinePlacard: 'line',
  IconPlacard: 'icon',
  ImagePlacard: 'image',
  BarPlacard: 'bar',
  InfoPlacard: 'icon',
  VideoPlacard: 'icon',
  StreamingPlacard: 'icon',
};

const RICH_ICONS: Readonly<Record<string, string>> = {
  InfoPlacard: 'info',
  VideoPlacard: 'camera',
  StreamingPlacard: 'camera',
};

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The label a placard shows for a row: `labelTemplate` with {field}s, else name and value fields. */
export function rowLabel(c: Component3D, row: Readonly<Record<string, unknown>>): string {
  const template = str(c, 'labelTemplate', '');
  if (template) return fillLabel(template, row);
  const name = text(ownValue(row, str(c, 'labelField', 'name')));
  const value = text(ownValue(row, str(c, 'valueField', 'value')));
  const unit = text(ownValue(row, 'unit'));
  return [name, value === '' ? '' : `${value}${unit}`].filter(Boolean).join(' ');
}

/**
 * A placard's look from its properties, its current data row and its visual rules. `rows === undefined`
 * means the component is not bound (its own text shows); `null` means bound but no data yet.
 */
export function placardLook(
  c: Component3D,
  row: Readonly<Record<string, unknown>> | null | undefined,
  stale: boolean,
  selected: boolean,
): { look: PlacardLook; outcome: RuleOutcome | null } {
  const kind = placardKind(c);
  const rules = rulesOf(c);
  const bound = row !== undefined;
  const outcome =
    bound || (rules && rules.rules.length > 0) ? evaluateRules(rules, row ?? null, stale) : null;
  const effect = outcome?.effect ?? {};
  const p = props(c);
  const baseText = str(c, 'text', c.name ?? '');
  const label = effect.label ?? (row ? rowLabel(c, row) : bound ? baseText : baseText);
  const value = row ? Number(ownValue(row, str(c, 'valueField', 'value'))) : num(c, 'barValue', 0);
  const barMax = num(c, 'barMax', 100);
  const background =
    effect.color && kind !== 'BarPlacard' && kind !== 'IconPlacard'
      ? effect.color
      : str(c, 'background', 'rgba(0,40,80,0.85)');
  const look: PlacardLook = {
    shape: SHAPES[kind],
    text: label,
    textColor: str(c, 'textColor', '#ffffff'),
    background: selected ? '#d48806' : background,
    icon:
      kind === 'ImagePlacard'
        ? str(c, 'imageUrl', '')
        : (effect.icon ?? RICH_ICONS[kind] ?? str(c, 'icon', 'pin')),
    iconColor: effect.color ?? str(c, 'iconColor', '#1890ff'),
    barRatio: Number.isFinite(value) && barMax > 0 ? value / barMax : 0,
    barColor: effect.color ?? str(c, 'barColor', '#52c41a'),
    lineHeight: num(c, 'lineHeight', 40),
    fontPx: num(c, 'fontSize', 14),
    visible: isShown(c) && effect.visible !== false,
    blink: effect.blink === true || p.blink === true,
    onTop: !bool(c, 'occlusion', false),
    cluster: bool(c, 'cluster', true),
  };
  return { look, outcome };
}
