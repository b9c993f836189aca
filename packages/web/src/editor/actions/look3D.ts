import type { AreaInteraction, ModelStyleData, SectionPlane, SkyData } from '../../engine3d/sceneData';
import { areaInteractionOps, qualityOps, sectionPlaneOps, skyOps, styleOps } from '../scene3d/ops3d';
import { onEdited3DPage } from './edit3D';
import { defineEdit } from './types';

/**
 * How the edited 3D page looks: sky, model styles, section planes, area interaction framing, and the
 * project's render quality. Edits from sliders, colour pickers and typed fields pass a state key, so a run
 * of them within 600 ms is one undo step.
 */

export const setSkyEdit = defineEdit(
  'setSky3D',
  onEdited3DPage(
    'updatePage3D',
    (page, sky: SkyData) => skyOps(page, sky),
    (page) => `${page._id}.sky`,
  ),
);

export const setStylesEdit = defineEdit(
  'setStyles3D',
  onEdited3DPage(
    'update3DStyle',
    (page, styles: ModelStyleData, _stateKey?: string) => styleOps(page, styles),
    (_page, _styles, stateKey) => stateKey,
  ),
);

export const setSectionPlanesEdit = defineEdit(
  'setSectionPlanes3D',
  onEdited3DPage(
    'update3DStyle',
    (page, planes: SectionPlane[], _stateKey?: string) => sectionPlaneOps(page, planes),
    (_page, _planes, stateKey) => stateKey,
  ),
);

export const setAreaInteractionEdit = defineEdit(
  'setAreaInteraction3D',
  onEdited3DPage(
    'updateAreaInteractionData',
    (page, area: AreaInteraction) => areaInteractionOps(page, area),
    (page) => `${page._id}.area`,
  ),
);

export const setQualityEdit = defineEdit('setQuality3D', (state, quality: number) => ({
  ops: qualityOps(state.doc, quality),
  operation: 'update3D',
}));
