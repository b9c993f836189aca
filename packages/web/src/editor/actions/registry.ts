import {
  alignBottomAction,
  alignCenterAction,
  alignLeftAction,
  alignMiddleAction,
  alignRightAction,
  alignTopAction,
} from './align';
import { combineAction } from './combine';
import { copyAction } from './copy';
import { cutAction } from './cut';
import { deleteAction } from './delete';
import { distributeHAction, distributeVAction } from './distribute';
import {
  addDynamicPageAction,
  deleteDynamicPageAction,
  nextDynamicPageAction,
  prevDynamicPageAction,
  switchDynamicPageAction,
} from './dynamicPage';
import { enterDynamicPanelAction, leaveDynamicPanelAction } from './dynamicPanel';
import { enterGroupAction, leaveGroupAction } from './group';
import { redoAction, undoAction } from './history';
import { MAP_ACTIONS } from '../map/actions';
import { ACTIONS_3D } from '../components3d/actions';
import { lockAction } from './lock';
import { nudgeDownAction, nudgeLeftAction, nudgeRightAction, nudgeUpAction } from './nudge';
import { pasteAction } from './paste';
import { selectAllAction } from './selectAll';
import { bottomAction, nextAction, prevAction, topAction } from './stack';
import { toggleShowAction } from './toggleShow';
import type { EditorAction } from './types';
import { unCombineAction } from './unCombine';

/** THE list of editor actions: the keyboard dispatcher, the toolbar, menus and the help panel read it. */
export const ACTIONS: readonly EditorAction[] = [
  copyAction,
  pasteAction,
  cutAction,
  deleteAction,
  undoAction,
  redoAction,
  selectAllAction,
  combineAction,
  unCombineAction,
  enterGroupAction,
  leaveGroupAction,
  enterDynamicPanelAction,
  leaveDynamicPanelAction,
  nextDynamicPageAction,
  prevDynamicPageAction,
  switchDynamicPageAction,
  addDynamicPageAction,
  deleteDynamicPageAction,
  lockAction,
  toggleShowAction,
  prevAction,
  nextAction,
  topAction,
  bottomAction,
  alignLeftAction,
  alignCenterAction,
  alignRightAction,
  alignTopAction,
  alignMiddleAction,
  alignBottomAction,
  distributeHAction,
  distributeVAction,
  nudgeLeftAction,
  nudgeRightAction,
  nudgeUpAction,
  nudgeDownAction,
  // The map editing context's actions share keys with the 2D ones above; their predicates exclude each
  // other (map items are never in the 2D list), and the dispatcher runs the one that applies.
  ...MAP_ACTIONS,
  // The scene layer's copy3D, paste and delete: only in 3D mode, where the 2D ones find no selection.
  ...ACTIONS_3D,
];

export const actionById = (id: string): EditorAction | undefined => ACTIONS.find((a) => a.id === id);
