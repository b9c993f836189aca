import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Component2D, Component3D, Page } from '@twincanvas/model';
import { CARRIED_TYPES } from '../../components/trail/definition';
import { setProperty } from '../commands';
import { listOwner } from '../docModel';
import { LabelledRow } from '../fields/LabelledRow';
import { useEditor } from '../store';
import './trailLocales';

/**
 * A trail's selected point (`generalData.selectId`): the placard or object of the page that moves along
 * the trail in place of its default mover (docs/3d.md, "Trails"). One undoable property edit; deleting
 * the chosen component clears it in the same step.
 */
export function TrailRider3D({ trail }: { trail: Component3D }) {
  const { t } = useTranslation();
  const candidates = useEditor((s) => {
    const page = s.doc ? (listOwner(s.doc, s.pageId) as Page | undefined) : undefined;
    return page?.components3D ?? [];
  });
  const options = candidates
    .filter((c) => c._id !== trail._id && CARRIED_TYPES.includes(String(c.type)))
    .map((c) => ({ value: c._id, label: String(c.name || c._id) }));
  const chosen = trail.generalData?.selectId;
  const value = typeof chosen === 'string' && options.some((o) => o.value === chosen) ? chosen : '';
  return (
    <LabelledRow label={t('trail3d.rider')}>
      <Select
        size="small"
        style={{ width: '100%' }}
        value={value}
        title={t('trail3d.riderHint')}
        data-testid="prop3d-trail-rider"
        options={[{ value: '', label: t('trail3d.riderNone') }, ...options]}
        onChange={(id: string) => {
          if (id === value) return;
          setProperty(trail as unknown as Component2D, 'generalData.selectId', id === '' ? undefined : id);
        }}
      />
    </LabelledRow>
  );
}
