import type { AreaInteraction, ModelStyleData, SectionPlane, SkyData } from '../../engine3d/sceneData';
import { areaInteractionOps, qualityOps, sectionPlaneOps, skyOps, styleOps } from '../scene3d/ops3d';
import { edited3DScene } from './edit3D';
import { defineEdit } from './types';

/**
 * How the edited 3D page looks: sky, model styles, section planes, area interaction framing, and the
 * project's render quality. Edits from sliders, colour pickers and typed fields pass a state key, so a run
 * of them within 600 ms is one undo step.
 */

export const setSkyEdit = defineEdit('setSky3D', (state, sky: SkyData) => {
  const at = edited3DScene(state);
  return at ? { ops: skyOps(at.page, sky), operation: 'updatePage3D', stateKey: `${at.page._id}.sky` } : {};
});

export const setStylesEdit = defineEdit('setStyles3D', (state, styles: ModelStyleData, stateKey?: string) => {
  const at = edited3DScene(state);
  return at
    ? { ops: styleOps(at.page, styles), operation: 'update3DStyle', ...(stateKey ? { stateKey } : {}) }
    : {};
});

export const setSectionPlanesEdit = defineEdit(
  'setSectionPlanes3D',
  (state, planes: SectionPlane[], stateKey?: string) => {
    const at = edited3DScene(state);
    return at
      ? {
          ops: sectionPlaneOps(at.page, planes),
          operation: 'update3DStyle',
          ...(stateKey ? { stateKey } : {}),
        }
      : {};
  },
);

export const setAreaInteractionEdit = defineEdit('setAreaInteraction3D', (state, area: AreaInteraction) => {
  const at = edited3DScene(state);
  return at
    ? {
        ops: areaInteractionOps(at.page, area),
        operation: 'updateAreaInteractionData',
        stateKey: `${at.page._id}.area`,
      }
    : {};
});

export const setQualityEdit = defineEdit('setQuality3D', (state, quality: number) => ({
  ops: qualityOps(state.doc, quality),
  operation: 'update3D',
}));
