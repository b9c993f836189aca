import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENTS_3D, PALETTE_3D, type Palette3DEntry } from '../../components/editingRegistry';
import { pickText } from '../../components/registry';
import { usePlacing, type Placing } from './placing';
import './locales';

/**
 * The palette's groups: the kinds without sub-kinds together first, then one titled group per kind with
 * sub-kinds (its entries as the definition declares them, see PALETTE_3D).
 */
const GROUPS: readonly { title?: Palette3DEntry['name']; type: string; entries: Palette3DEntry[] }[] = [
  { type: 'single', entries: PALETTE_3D.filter((e) => e.subType === undefined) },
  ...COMPONENTS_3D.filter((def) => def.subTypes?.length).map((def) => ({
    title: def.name,
    type: def.type,
    entries: PALETTE_3D.filter((e) => e.definition === def),
  })),
];

/**
 * The scene layer's palette (from the editing registry's 3D kinds and their sub-kinds): choosing one
 * starts placing it; the next click on the model surface (the engine's raycast on the BVH) adds it there.
 * Esc cancels.
 */
export function Palette3D() {
  const { t, i18n } = useTranslation();
  const placing = usePlacing((s) => s.placing);
  const set = usePlacing((s) => s.set);
  useEffect(() => {
    if (!placing) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && set(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [placing, set]);
  useEffect(() => () => set(null), [set]);
  return (
    <div className="tc-palette" data-testid="palette-3d">
      {GROUPS.map((group) => (
        <section key={group.type} data-testid={`palette3d-group-${group.type}`}>
          {group.title ? (
            <div className="tc-palette-family">{pickText(group.title, i18n.language)}</div>
          ) : null}
          <div className="tc-palette-grid">
            {group.entries.map(({ definition: def, subType, name }) => {
              const key = subType ? `${def.type}-${subType}` : def.type;
              const Icon = def.icon;
              const label = pickText(name, i18n.language);
              const chosen = placing?.kind === def.type && placing.subType === subType;
              const pick: Placing = { kind: def.type, subType, name: label };
              return (
                <button
                  key={key}
                  type="button"
                  className={`tc-palette-item${chosen ? ' tc-palette-item-on' : ''}`}
                  data-testid={`palette3d-${key}`}
                  aria-pressed={chosen}
                  title={label}
                  onClick={() => set(chosen ? null : pick)}
                >
                  <Icon />
                  <span>{label}</span>
                </button>
              );
            })}
          </div>
        </section>
      ))}
      {placing ? (
        <div className="tc-c3d-placing" data-testid="placing-hint">
          <span>{t('c3d.place', { name: placing.name })}</span>
          <Button size="small" type="link" onClick={() => set(null)}>
            {t('c3d.cancel')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
