import { applyColourPlanOps, type ColourPlan } from '../../components/chartKit/theme';
import { defineEdit } from './types';

/** Restyles every chart of the project with a colour plan: one update2D step, so one undo. */
export const applyColourPlanEdit = defineEdit('applyColourPlan', (state, plan: ColourPlan) => ({
  ops: applyColourPlanOps(state.doc, plan),
  operation: 'update2D',
}));
