import { create } from 'zustand';
import { clearEqualizer, initEqualizer, type Equalizer, type EqualizerRuntime } from '@twincanvas/model';

/**
 * Values an interaction reads and writes while a dashboard runs: response variables (set by event
 * results, docs/reference.md#actions), the project's custom variables (by id and by name) and the equalizer
 * (docs/reference.md#data-results). Like the component runtime store, it never changes the document.
 */
export interface VariablesState {
  /** Custom and response variables, keyed by name (and by id for project variables). */
  values: Record<string, unknown>;
  equalizer: EqualizerRuntime;
  set(name: string, value: unknown): void;
  setMany(values: Record<string, unknown>): void;
  /** Builds receipt, distribute and args from the enabled entries of the project's equalizer config. */
  initEqualizer(config: Partial<Equalizer> | null | undefined): void;
  reset(): void;
}

export const useVariables = create<VariablesState>((set) => ({
  values: {},
  equalizer: clearEqualizer(),
  set: (name, value) => set((s) => ({ values: { ...s.values, [name]: value } })),
  setMany: (values) => set((s) => ({ values: { ...s.values, ...values } })),
  initEqualizer: (config) => set({ equalizer: initEqualizer(config) }),
  reset: () => set({ values: {}, equalizer: clearEqualizer() }),
}));

/** One variable's value; re-renders only when it changes. */
export const useVariable = (name: string): unknown => useVariables((s) => s.values[name]);
