/**
 * The interaction runner (docs/reference.md#events, docs/reference.md#conditions, docs/reference.md#visibility): turns a component's events into the results its
 * interactions describe. The viewer (preview, share, case) creates one per loaded document:
 *
 *   const runner = createInteractionRunner({
 *     doc,                                   // the project document being shown (never modified)
 *     current: () => ({ sceneId, pageId }),  // the page on screen now
 *     changePage: ({ sceneId, pageId }) => …,// go there (called only for a known, different page)
 *     openLink: (url, newWindow) => …,       // url is already checked: http or https only
 *     appVariables: { … },                   // optional: values for ^{name} link templates
 *   });
 *   <RuntimeEventsContext.Provider value={runner.emit}> … </RuntimeEventsContext.Provider>
 *   runner.pageShown();                      // after the page on screen changed: moves the timers
 *   runner.dispose();                        // on unmount: stops every timer
 *
 * Results go to the runtime stores, not the document: runtime/store.ts (visibility, group state, dynamic
 * panel page, chart data page, event data) and runtime/variables.ts (response variables, equalizer).
 * Timer events (40107) of the system scene and the page on screen run while that page is shown: the
 * viewer tells the runner when another page is shown (a page's timers must not fire on the next page,
 * not even once), and dispose() clears them all.
 */
import { evaluateEvent, type Component2D, type DocNode, type Interaction } from '@twincanvas/model';
import type { EmitEvent, EventCode } from '../events';
import { useVariables } from '../variables';
import { runAction, type RunScope } from './actions';
import { resolver } from './conditions';
import { locate, onScreen } from './tree';
import {
  DEFAULT_TIMER_MS,
  MAX_CHAIN_DEPTH,
  MIN_TIMER_MS,
  SPECIAL_MOVEMENT,
  isAction,
  type InteractionAction,
} from './types';

export interface PageRef {
  sceneId: string;
  pageId: string;
}

/** What camera actions can ask of the 3D scene on screen. */
export interface Scene3DCamera {
  flyTo(viewId: string): boolean;
  /** `onReach` hears each stop the camera lands on (docs/3d.md, "Views and tours"). */
  playTour(tourId: string, onReach?: (reach: unknown) => void): boolean;
  stopTour(): void;
  /** An action a 3D component of the page performs (flyTo, highlight, setStyle…). */
  command(componentId: string, action: string, args?: Record<string, unknown>): boolean;
}

export interface InteractionContext {
  doc: DocNode;
  current(): PageRef;
  changePage(target: { sceneId?: string; pageId?: string }): void;
  openLink(url: string, newWindow: boolean): boolean | void;
  appVariables?: Record<string, unknown>;
  /** The 3D scene on screen, for camera actions (absent on pages without one). */
  scene3D?: Scene3DCamera;
  /** Clock for tests; Date.now by default. */
  now?: () => number;
}

export interface InteractionRunner {
  emit: EmitEvent;
  /** Moves the timer events to the page `current()` now answers (no-op when it is the armed one). */
  pageShown(): void;
  /** Stops every timer. */
  dispose(): void;
}

/** The event code an entry answers: its eventId, else a realizeMovement that is an event code. */
export function eventCodeOf(entry: Interaction): string {
  if (entry.eventId !== undefined && entry.eventId !== '') return String(entry.eventId);
  return entry.realizeMovement && entry.realizeMovement !== SPECIAL_MOVEMENT ? entry.realizeMovement : '';
}

export function timerIntervalOf(entry: Interaction): number {
  const ms = Number(entry.timerInterval ?? entry.interval);
  return Number.isFinite(ms) && ms > 0 ? Math.max(ms, MIN_TIMER_MS) : DEFAULT_TIMER_MS;
}

export function createInteractionRunner(ctx: InteractionContext): InteractionRunner {
  const now = ctx.now ?? Date.now;
  useVariables.getState().initEqualizer((ctx.doc as { equalizer?: never }).equalizer);
  let disposed = false;

  /** Runs one entry: conditions in order, first true wins, else branch otherwise; then its chains. */
  function runEntry(entry: Interaction, node: Component2D, payload: unknown, depth: number): void {
    const page = ctx.current();
    const scope: RunScope = { ctx, pageId: page.pageId, payload, now: now(), source: node, fireLater };
    const outcome = evaluateEvent(entry, resolver(scope, node._id));
    for (const action of outcome.actions) if (isAction(action)) runAction(scope, action as InteractionAction);
    if (entry.realizeMovement === SPECIAL_MOVEMENT && (entry.scenesId || entry.pageId))
      runAction(scope, { type: 'changePage', sceneId: entry.scenesId, pageId: entry.pageId });
    if (depth >= MAX_CHAIN_DEPTH) return;
    for (const link of entry.linkId1 ?? []) {
      for (const id of [link.chainId, link.chainNext]) {
        if (!id) continue;
        if (link.chainPage && link.chainPage !== page.pageId) continue;
        const at = locate(ctx.doc, page.pageId, id);
        const code = link.chainType ? String(link.chainType) : eventCodeOf(entry);
        if (at) fire(at.node, code, payload, depth + 1);
      }
    }
  }

  /** An event of a component some time after the one that ran (a tour reaching a stop it started). */
  function fireLater(node: Component2D, code: string, payload: unknown): void {
    const at = locate(ctx.doc, ctx.current().pageId, node._id);
    fire(at?.node ?? node, code, payload, 0);
  }

  function fire(node: Component2D, code: string, payload: unknown, depth: number): void {
    if (disposed) return;
    for (const entry of node.projectInteractionList ?? []) {
      if (eventCodeOf(entry) !== code) continue;
      if (entry.triggerId && entry.triggerId !== node._id) continue;
      try {
        runEntry(entry, node, payload, depth);
      } catch {
        // One broken entry must not stop the others or the dashboard.
      }
    }
  }

  // Timers of 40107 entries: armed for what is on screen, re-armed when the page changes.
  let timers: ReturnType<typeof setInterval>[] = [];
  let armedFor = '';
  function armTimers(): void {
    for (const t of timers) clearInterval(t);
    timers = [];
    const page = ctx.current();
    armedFor = page.pageId;
    for (const { node } of onScreen(ctx.doc, page.pageId)) {
      for (const entry of node.projectInteractionList ?? []) {
        if (eventCodeOf(entry) !== '40107') continue;
        timers.push(setInterval(() => fire(node, '40107', undefined, 0), timerIntervalOf(entry)));
        break; // one timer per component; fire() runs all its 40107 entries
      }
    }
  }
  armTimers();

  return {
    emit: (node: Component2D, eventCode: EventCode, payload?: unknown) => {
      // The stored node may be newer than the rendered one: read entries from the document on screen.
      const at = locate(ctx.doc, ctx.current().pageId, node._id);
      fire(at?.node ?? node, eventCode, payload, 0);
    },
    pageShown: () => {
      if (!disposed && ctx.current().pageId !== armedFor) armTimers();
    },
    dispose: () => {
      disposed = true;
      for (const t of timers) clearInterval(t);
      timers = [];
    },
  };
}
