import { createContext, useMemo, type ComponentType, type ReactNode } from 'react';
import type { Component2D } from '@twincanvas/model';
import { StaleBadge } from '../data/StaleBadge';
import type { VariableRow } from '../data/api';
import { DataRuntimeProvider, useDataRuntime, type DataMode } from '../data/useDataRuntime';
import type { DataTransport } from '../data/runtime';
import { caseTransport } from './caseTransport';
import { shareTransport } from './shareTransport';

/**
 * Live data for a running dashboard (loaded only when the document has a live source: the data runtime
 * brings the app's API client along, which a text-only share page must not download). Preview and case
 * use the signed-in data proxy (a case's twins requests go through the case: caseTransport.ts); share pages use the signed share transport (shareTransport.ts), which
 * names only the component — the server runs its stored request with the owner's credentials.
 */
export interface LiveOptions {
  mode: DataMode;
  projectFlag: string;
  /** The share id (share mode). */
  shareId?: string;
  /** The case flag (case mode): twins requests go through the case (caseTransport.ts). */
  caseFlag?: string;
  /** The project's variable definitions the viewer loaded with the document (not loaded twice). */
  variables?: VariableRow[];
}

export const LiveOptionsContext = createContext<LiveOptions | null>(null);

/** Share pages sign every call; a case view sends its twins requests through the case; else the member's. */
function transportOf(options: LiveOptions): DataTransport | undefined {
  if (options.shareId) return shareTransport(options.shareId);
  if (options.mode === 'case' && options.caseFlag)
    return caseTransport(options.caseFlag, options.projectFlag);
  return undefined;
}

function Binder({ node, options }: { node: Component2D; options: LiveOptions }) {
  const transport = transportOf(options);
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
        transport: transportOf(options),
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
