import { BOX_FIELDS } from '../../components/common/box';
import { editingOf } from '../../components/editingRegistry';
import { pickText } from '../../components/registry';
import type { Bilingual, PropertyField } from '../../components/types';

/**
 * The name a person knows a property by, for the co-edit overwrite notice: the label the property panel
 * shows for that field, not the stored path. The panel's box fields are terse because they sit under
 * the "position and size" heading ("X", "W"); out of that context the notice says which group they
 * belong to. A path below a field (one series of a chart, one border side) is named by that field; a
 * path the panel does not show keeps its stored name, which is still exact.
 */
const CONTEXT: Record<string, Bilingual> = {
  componentName: { zh: '名称', en: 'Name' },
  'componentRect.componentLeft': { zh: '位置 X', en: 'Position X' },
  'componentRect.componentTop': { zh: '位置 Y', en: 'Position Y' },
  'componentRect.componentWidth': { zh: '宽度', en: 'Width' },
  'componentRect.componentHeight': { zh: '高度', en: 'Height' },
  componentRect: { zh: '位置与尺寸', en: 'Position and size' },
};

/** The fields the property panel shows for a kind: its own first, then the common box fields. */
function fieldsOf(componentType: string | number | undefined): readonly PropertyField[] {
  const own = editingOf(componentType)?.propertySchema ?? [];
  return [...own, ...BOX_FIELDS.filter((f) => !own.some((o) => o.path === f.path))];
}

export function propertyLabel(
  componentType: string | number | undefined,
  property: string,
  lang: string,
): string {
  const known = CONTEXT[property];
  if (known) return pickText(known, lang);
  const fields = fieldsOf(componentType);
  const exact = fields.find((f) => f.path === property);
  if (exact) return pickText(exact.label, lang);
  // The deepest field the property lies inside.
  const outer = fields
    .filter((f) => property.startsWith(`${f.path}.`))
    .sort((a, b) => b.path.length - a.path.length)[0];
  if (outer) return pickText(outer.label, lang);
  return property;
}
