/*
 * `zustand` as the web tests see it (vitest.config.ts aliases the bare import here). The test files share
 * one module graph (`isolate: false`: importing antd and the app once per worker instead of once per file),
 * so a store one file changed would still hold that state in the next file. Every store made through
 * `create` is recorded, and src/test/setup.ts puts each back to its initial state before a file runs.
 */
import type { StateCreator, StoreApi } from 'zustand/vanilla';
import { create as createStore } from 'zustand/react';

export * from 'zustand/vanilla';
export * from 'zustand/react';

const stores = new Set<Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>>();

function recorded<S extends Pick<StoreApi<unknown>, 'setState' | 'getInitialState'>>(store: S): S {
  stores.add(store);
  return store;
}

// Both of zustand's forms: create(initializer) and create<T>()(initializer).
// The typed overloads are zustand's own (the cast); this body only records what each form makes.
type Initializer = StateCreator<unknown>;
export const create = ((initializer?: Initializer) =>
  initializer
    ? recorded(createStore(initializer))
    : (later: Initializer) => recorded(createStore(later))) as unknown as typeof createStore;

/** Every store back to the state it was made with. */
export function resetStores(): void {
  for (const store of stores) store.setState(store.getInitialState(), true);
}
