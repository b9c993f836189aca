import {
  applyDataResult,
  applyVisibility,
  fillTemplate,
  switchChartData,
  switchDynamicPanel,
  type Component2D,
  type IndexStep,
  type RuntimeFlags,
} from '@twincanvas/model';
import { useRuntime, type ComponentRuntime } from '../store';
import { setVariableValue } from '../../data/variables';
import { useVariables } from '../variables';
import { mapBus } from '../../map/bus';
import { httpUrl } from './links';
import { findPageById, locate, pick, scenes, type Located } from './tree';
import type { InteractionAction, MapFlyToAction, ValueSource, VisibilityAction } from './types';
import type { InteractionContext } from './runner';

/** What one run of an event's actions sees. */
export interface RunScope {
  ctx: InteractionContext;
  /** The page on screen when the event fired. */
  pageId: string;
  payload: unknown;
  now: number;
  /** The component whose event runs these actions, and how to fire another event of it later. */
  source?: Component2D;
  fireLater?: (node: Component2D, code: string, payload: unknown) => void;
}

const runtimeOf = (id: string): ComponentRuntime | undefined => useRuntime.getState().byId[id];
const patch = (id: string, change: Partial<ComponentRuntime>) => useRuntime.getState().patch(id, change);

const visibleNow = (node: Component2D): boolean => runtimeOf(node._id)?.visible ?? node.initStatus !== false;

/** The state counter of docs/reference.md#visibility as it is now: the runtime's, else own state added to the parent's. */
function stateOf(node: Component2D, parentState: number): number {
  return runtimeOf(node._id)?.state ?? parentState + (visibleNow(node) ? 0 : -1);
}

/** The node as it runs: stored fields overlaid with the runtime's visibility and state, children too. */
function running(node: Component2D, parentState: number): Component2D {
  const state = stateOf(node, parentState);
  const next: Component2D = { ...node, initStatus: visibleNow(node), _state: state };
  const members = node.groupModel?.groupList;
  if (members && node.groupModel)
    next.groupModel = { ...node.groupModel, groupList: members.map((m) => running(m, state)) };
  return next;
}

function parentStateOf(at: Located): number {
  let s = 0;
  for (const a of at.ancestors) s = stateOf(a, s);
  return s;
}

function writeStates(node: Component2D): void {
  patch(node._id, { state: node._state ?? 0 });
  for (const m of node.groupModel?.groupList ?? []) writeStates(m);
}

function visibility(scope: RunScope, action: VisibilityAction): void {
  for (const id of action.targets ?? []) {
    const at = locate(scope.ctx.doc, scope.pageId, id);
    if (!at) {
      // A 3D component of the page on screen: the scene shows or hides it (docs/3d.md, "Interactions").
      if (on3DPage(scope, id)) scope.ctx.scene3D?.command(id, action.mode);
      continue;
    }
    const now = running(at.node, parentStateOf(at));
    const next = applyVisibility(now, action.mode, action.animateType);
    if (next === now) continue;
    writeStates(next);
    patch(id, {
      visible: next.initStatus !== false,
      ...(action.animateType !== undefined ? { animateType: action.animateType } : {}),
      ...(action.animateDuration !== undefined ? { animateDuration: action.animateDuration } : {}),
    });
  }
}

const on3DPage = (scope: RunScope, id: string): boolean =>
  !!findPageById(scope.ctx.doc, scope.pageId)?.page.components3D?.some((c) => c._id === id);

function dynamicPage(scope: RunScope, id: string, step: IndexStep, dynamicAni?: string, duration?: number) {
  const at = locate(scope.ctx.doc, scope.pageId, id);
  if (!at?.node.dynamicModel) return;
  const current = runtimeOf(id)?.dynamicPage ?? at.node.dynamicEvent ?? 0;
  const next = switchDynamicPanel({ ...at.node, dynamicEvent: current }, step);
  patch(id, {
    dynamicPage: next.dynamicEvent ?? 0,
    updateMethod: 'dynamic',
    ...(dynamicAni !== undefined ? { animateType: dynamicAni } : {}),
    ...(duration !== undefined ? { animateDuration: duration } : {}),
  });
}

function chartPage(scope: RunScope, id: string, step: IndexStep) {
  const at = locate(scope.ctx.doc, scope.pageId, id);
  if (!at) return;
  const model = at.node.chartModel ?? {};
  const current = runtimeOf(id)?.chartPage ?? model.chartDataInit ?? 0;
  const next = switchChartData({ ...at.node, chartModel: { ...model, chartDataInit: current } }, step);
  patch(id, { chartPage: next.chartModel?.chartDataInit ?? 0 });
}

/** Values for link templates: ~{} system constants, ${} custom variables, ^{} the app's variables. */
export function systemConstants(now: number): Record<string, unknown> {
  const d = new Date(now);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    timestamp: now,
    date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
    time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    year: d.getFullYear(),
    month: d.getMonth() + 1,
    day: d.getDate(),
    hour: d.getHours(),
    weekday: d.getDay(),
  };
}

export function valueOf(scope: RunScope, source: ValueSource): unknown {
  if (source.source === 'payload') return pick(scope.payload, source.key);
  if (source.source === 'variable') return useVariables.getState().values[source.key ?? ''];
  return source.value;
}

function changePage(scope: RunScope, sceneId: string | undefined, pageId: string | undefined): void {
  const doc = scope.ctx.doc;
  const current = scope.ctx.current();
  // Resolve here too, so an unknown target never reaches the viewer and "already there" stays a no-op.
  const byPage = pageId ? findPageById(doc, pageId) : null;
  const scene = byPage?.scene ?? (sceneId ? scenes(doc).find((s) => s._id === sceneId) : undefined);
  if (!scene) return;
  const page = byPage?.page ?? scene.projectPageList?.[0];
  if (!page) return;
  if (page._id === current.pageId && scene._id === current.sceneId) return;
  scope.ctx.changePage({ sceneId: scene._id, pageId: page._id });
}

const finite = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Flies a map of the page on screen; coordinates out of range (or missing) fly nowhere. */
function mapFlyTo(scope: RunScope, action: MapFlyToAction): void {
  if (typeof action.target !== 'string' || !locate(scope.ctx.doc, scope.pageId, action.target)) return;
  const fromPayload = action.from === 'payload';
  const lng = finite(fromPayload ? pick(scope.payload, action.lngKey || 'lng') : action.lng);
  const lat = finite(fromPayload ? pick(scope.payload, action.latKey || 'lat') : action.lat);
  if (lng === undefined || lat === undefined || Math.abs(lng) > 180 || Math.abs(lat) > 85.06) return;
  const zoom = finite(action.zoom);
  const pitch = finite(action.pitch);
  const bearing = finite(action.bearing);
  mapBus.flyTo(action.target, {
    center: [lng, lat],
    ...(zoom !== undefined ? { zoom: Math.min(24, Math.max(0, zoom)) } : {}),
    ...(pitch !== undefined ? { pitch: Math.min(85, Math.max(0, pitch)) } : {}),
    ...(bearing !== undefined ? { bearing } : {}),
  });
}

/** Runs one action; anything malformed is skipped (a dashboard keeps running). */
export function runAction(scope: RunScope, action: InteractionAction): void {
  switch (action.type) {
    case 'visibility':
      return visibility(scope, action);
    case 'dynamicPage':
      return dynamicPage(scope, action.target, action.step, action.dynamicAni, action.animateDuration);
    case 'chartPage':
      return chartPage(scope, action.target, action.step);
    case 'changePage':
      return changePage(scope, action.sceneId, action.pageId);
    case 'link': {
      if (typeof action.url !== 'string') return;
      const filled = fillTemplate(action.url, {
        system: systemConstants(scope.now),
        custom: useVariables.getState().values,
        app: scope.ctx.appVariables ?? {},
      });
      const url = httpUrl(filled);
      if (url) scope.ctx.openLink(url, action.newWindow !== false);
      return;
    }
    case 'variable': {
      if (typeof action.name !== 'string' || action.name === '') return;
      const value = valueOf(scope, action);
      useVariables.getState().set(action.name, value);
      // A project variable of that name changes too (its id key in the same store), so requests
      // using it see the new value.
      setVariableValue(action.name, value);
      return;
    }
    case 'componentData': {
      // Only components on screen (system scene or the current page) receive event data.
      if (!locate(scope.ctx.doc, scope.pageId, action.target)) return;
      const data = valueOf(scope, action);
      const flags = applyDataResult<RuntimeFlags>({}, data, 'event', scope.now);
      patch(action.target, {
        data,
        updateTime: flags._updateTime,
        updateMethod: 'event',
        mistake: flags._mistakeResult,
      });
      return;
    }
    case 'camera3D': {
      const camera = scope.ctx.scene3D;
      if (!camera) return;
      if (action.stop) camera.stopTour();
      else if (typeof action.tourId === 'string') {
        // The tour's stops are "reach" events (50101) of the component that started it.
        const { source, fireLater } = scope;
        camera.playTour(
          action.tourId,
          source && fireLater ? (reach) => fireLater(source, '50101', reach) : undefined,
        );
      } else if (typeof action.viewId === 'string') camera.flyTo(action.viewId);
      return;
    }
    case 'component3D':
      if (
        typeof action.target === 'string' &&
        typeof action.action === 'string' &&
        on3DPage(scope, action.target)
      )
        scope.ctx.scene3D?.command(action.target, action.action, action.args);
      return;
    case 'mapFlyTo':
      return mapFlyTo(scope, action);
    case 'wander':
      for (const id of action.targets ?? []) {
        const at = locate(scope.ctx.doc, scope.pageId, id);
        if (!at || !visibleNow(at.node)) continue;
        if (at.node.dynamicModel) dynamicPage(scope, id, '+', undefined, action.animateDuration);
        else if (at.node.chartModel) chartPage(scope, id, '+');
      }
      return;
  }
}
