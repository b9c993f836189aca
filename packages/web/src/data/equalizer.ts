import { initEqualizer, type Equalizer, type EqualizerEntry } from '@twincanvas/model';
import { useVariables as useRunningValues } from '../runtime/variables';
import { currentValues, setVariableValue } from './variables';

/**
 * The equalizer (docs/reference.md#data-binding, docs/reference.md#data-results): a running dashboard exchanges variable values with other pages
 * through `window.postMessage`.
 *
 * - receipt: a message is accepted only when its origin is EXACTLY the origin of an enabled receipt
 *   entry's url (never '*'); for each of the entry's vars present in the message (`original` key), the
 *   project variable `as` (or `original` when `as` is empty) takes the value, and the equalizer's args too.
 * - distribute: for each enabled distribute entry, the values of its vars (variable `original`, sent
 *   under `as`) go to every iframe of the page whose src has the entry url's origin and to the embedding
 *   page, each with targetOrigin = that origin, so no other origin can read them. They are sent at start,
 *   whenever one of those values changes, and when such an iframe (re)loads.
 *
 * Message shape, both ways: `{ type: 'twincanvas:equalizer', vars: { name: value } }`; a plain object of
 * name → value is accepted on receipt too (pages written for other builders send that).
 */
export const EQUALIZER_MESSAGE = 'twincanvas:equalizer';

export interface EqualizerTarget {
  /** Where to post (an iframe's contentWindow, or the parent window). */
  win: Pick<Window, 'postMessage'>;
  origin: string;
}

export interface EqualizerOptions {
  /** The dashboard's window (tests pass a happy-dom Window). */
  win?: Window;
  /** Who receives distributed values; default: the page's iframes and the embedding page. */
  targets?: (origin: string) => EqualizerTarget[];
}

/** The origin of an entry's url, or null when the url is not an absolute http(s) address. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url.trim());
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

const nameOf = (v: { original: string; as: string }) => (v.as || v.original).trim();

/** The values a message carries: its `vars` object, or the message itself when it is a plain object. */
export function messageVars(data: unknown): Record<string, unknown> | null {
  let d = data;
  if (typeof d === 'string') {
    try {
      d = JSON.parse(d) as unknown;
    } catch {
      return null;
    }
  }
  if (!d || typeof d !== 'object' || Array.isArray(d)) return null;
  const o = d as Record<string, unknown>;
  if (o.type === EQUALIZER_MESSAGE)
    return o.vars && typeof o.vars === 'object' && !Array.isArray(o.vars)
      ? (o.vars as Record<string, unknown>)
      : null;
  return o;
}

/** What a distribute entry sends now: its vars' current values under their `as` names. */
export function distributePayload(entry: EqualizerEntry): { type: string; vars: Record<string, unknown> } {
  const { byName, byId } = currentValues();
  const vars: Record<string, unknown> = {};
  for (const v of entry.vars ?? []) {
    const key = v.original.trim();
    if (!key) continue;
    vars[nameOf(v)] = key in byName ? byName[key] : key in byId ? byId[key] : (v.value ?? '');
  }
  return { type: EQUALIZER_MESSAGE, vars };
}

function defaultTargets(win: Window): (origin: string) => EqualizerTarget[] {
  return (origin) => {
    const out: EqualizerTarget[] = [];
    for (const frame of Array.from(win.document.querySelectorAll('iframe'))) {
      const src = frame.getAttribute('src');
      if (!src || !frame.contentWindow) continue;
      let frameOrigin: string;
      try {
        frameOrigin = new URL(src, win.location.href).origin;
      } catch {
        continue;
      }
      if (frameOrigin === origin) out.push({ win: frame.contentWindow, origin });
    }
    if (win.parent && win.parent !== win) out.push({ win: win.parent, origin });
    return out;
  };
}

/**
 * Starts the equalizer of a running dashboard from the project's config; answers the function that stops
 * it and clears the equalizer state (docs/reference.md#data-binding).
 */
export function startEqualizer(
  config: Partial<Equalizer> | null | undefined,
  opts: EqualizerOptions = {},
): () => void {
  const win = opts.win ?? window;
  const store = useRunningValues.getState();
  store.initEqualizer(config);
  const { receipt, distribute } = initEqualizer(config);
  const receiptByOrigin = new Map<string, EqualizerEntry[]>();
  for (const entry of receipt) {
    const origin = originOf(entry.url);
    if (origin) receiptByOrigin.set(origin, [...(receiptByOrigin.get(origin) ?? []), entry]);
  }

  const onMessage = (e: MessageEvent) => {
    const entries = receiptByOrigin.get(e.origin);
    if (!entries) return;
    const incoming = messageVars(e.data);
    if (!incoming) return;
    const args: Record<string, unknown> = {};
    for (const entry of entries)
      for (const v of entry.vars ?? []) {
        const key = v.original.trim();
        if (!key || !Object.prototype.hasOwnProperty.call(incoming, key)) continue;
        args[nameOf(v)] = incoming[key];
      }
    if (Object.keys(args).length === 0) return;
    for (const [name, value] of Object.entries(args)) setVariableValue(name, value);
    useRunningValues.setState((s) => ({
      equalizer: { ...s.equalizer, args: { ...s.equalizer.args, ...args } },
    }));
  };
  if (receiptByOrigin.size > 0) win.addEventListener('message', onMessage as EventListener);

  const targets = opts.targets ?? defaultTargets(win);
  const lastSent = new Map<EqualizerEntry, string>();
  const send = (force: boolean) => {
    for (const entry of distribute) {
      const origin = originOf(entry.url);
      if (!origin) continue;
      const payload = distributePayload(entry);
      const text = JSON.stringify(payload);
      if (!force && lastSent.get(entry) === text) continue;
      lastSent.set(entry, text);
      for (const t of targets(origin)) {
        try {
          t.win.postMessage(payload, t.origin);
        } catch {
          // a window that is not (yet) at that origin: the browser would drop the message silently
        }
      }
    }
  };
  let unsubscribe = () => undefined as void;
  const onFrameLoad = (e: Event) => {
    if ((e.target as Element | null)?.tagName === 'IFRAME') send(true);
  };
  if (distribute.length > 0) {
    send(true);
    unsubscribe = useRunningValues.subscribe((s, prev) => {
      if (s.values !== prev.values) send(false);
    });
    // Load events of iframes do not bubble: listen in the capture phase.
    win.document.addEventListener('load', onFrameLoad, true);
  }

  return () => {
    win.removeEventListener('message', onMessage as EventListener);
    win.document.removeEventListener('load', onFrameLoad, true);
    unsubscribe();
    useRunningValues.getState().initEqualizer(null);
  };
}
