import { useEffect } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMPONENTS_3D, pickText } from '../../components/registry';
import { usePlacing, type Placing } from './placing';
import './locales';

/**
 * Palette entries: every 3D kind once, and the placard kinds (docs/reference.md#type-codes: eight kinds of `sign`) each on
 * their own; kinds whose subtypes are variants (the api batch's placard look) start with their default.
 */
const ENTRIES = COMPONENTS_3D.flatMap((def) =>
  def.type === 'sign' && def.subTypes
    ? def.subTypes.map((s) => ({ def, subType: s.value as string | undefined, name: s.name }))
    : [{ def, subType: undefined as string | undefined, name: def.name }],
);

/**
 * The scene layer's palette (from the registry's 3D kinds): choosing one starts placing it; the next
 * click on the model surface (the engine's raycast on the BVH) adds it there. Esc cancels.
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
      <div className="tc-palette-grid">
        {ENTRIES.map(({ def, subType, name }) => {
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
              onClick={() => set(chosen ? null : pick)}
            >
              <Icon />
              <span>{label}</span>
            </button>
          );
        })}
      </div>
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
