import type { EditingContext } from '../../components/types';
import { enterMapAction } from '../map/actions';
import { enterDynamicPanelAction } from './dynamicPanel';
import type { EditorAction } from './types';

/**
 * The action opening each editing context a component kind declares (`opens` in its definition): a
 * double-click on such a component runs it, as Enter does on the selected one.
 */
export const OPEN_CONTEXT: Readonly<Record<EditingContext, EditorAction>> = {
  panelPages: enterDynamicPanelAction,
  mapLayers: enterMapAction,
};
