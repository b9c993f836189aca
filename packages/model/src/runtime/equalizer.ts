import type { Equalizer, EqualizerEntry } from '../types/index.js';

/**
 * The equalizer runtime (docs/reference.md#data-binding): receipt, distribute and args come from the enabled entries
 * of the project's equalizer, and clearing empties them again. An entry is enabled when its state is truthy (true or 1).
 */
export interface EqualizerRuntime {
  receipt: EqualizerEntry[];
  distribute: EqualizerEntry[];
  /** Variable values keyed by their alias (`as`), falling back to the original name. */
  args: Record<string, unknown>;
}

const enabled = (e: EqualizerEntry) => e.state === true || e.state === 1;

export function initEqualizer(config: Partial<Equalizer> | null | undefined): EqualizerRuntime {
  const receipt = (config?.receipt ?? []).filter(enabled);
  const distribute = (config?.distribute ?? []).filter(enabled);
  const args: Record<string, unknown> = {};
  for (const entry of [...receipt, ...distribute]) {
    for (const v of entry.vars ?? []) args[v.as || v.original] = v.value ?? '';
  }
  return { receipt, distribute, args };
}

export function clearEqualizer(): EqualizerRuntime {
  return { receipt: [], distribute: [], args: {} };
}
