import { createContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Component2D } from '@twincanvas/model';
import { StaleBadge } from '../data/StaleBadge';
import type { VariableRow } from '../data/api';
import { DataRuntimeProvider, useDataRuntime, type DataMode } from '../data/useDataRuntime';
import { shareTransport } from './shareTransport';

/**
 * Live data for a running dashboard (loaded only when the document has a live source: the data runtime
 * brings the app's API client along, which a text-only share page must not download). Preview and case
 * use the signed-in data proxy; share pages use the signed share transport (shareTransport.ts), which
 * names only the component — the server runs its stored request with the owner's credentials.
 */
export interface LiveOptions {
  mode: DataMode;
  projectFlag: string;
  /** The share id (share mode). */
  shareId?: string;
  /** The project's variable definitions the viewer loaded with the document (not loaded twice). */
  variables?: VariableRow[];
}

export const LiveOptionsContext = createContext<LiveOptions | null>(null);

function Binder({ node, options }: { node: Component2D; options: LiveOptions }) {
  const transport = options.shareId ? shareTransport(options.shareId) : undefined;
  const own = useMemo(
    () => ({ mode: options.mode, projectFlag: options.projectFlag, transport }),
    [options.mode, options.projectFlag, transport],
  );
  useDataRuntime(node, own);
  // Rendered inside the component's frame: the stale badge (and the docs/reference.md#data-results flags of its last result).
  return <StaleBadge node={node} />;
}

function Provider({ options, children }: { options: LiveOptions; children: ReactNode }) {
  return (
    <DataRuntimeProvider
      value={{
        mode: options.mode,
        projectFlag: options.projectFlag,
        transport: options.shareId ? shareTransport(options.shareId) : undefined,
        variables: options.variables,
      }}
    >
      {children}
    </DataRuntimeProvider>
  );
}

export interface LiveModule {
  Provider: ComponentType<{ options: LiveOptions; children: ReactNode }>;
  Binder: ComponentType<{ node: Component2D; options: LiveOptions }>;
}

export const live: LiveModule = { Provider, Binder };
