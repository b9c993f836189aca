import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataSourceConfig } from '@twincanvas/model';
import { dataApi } from '../../../data/api';
import { invalidateDataCaches } from '../../../data/runtime';
import { useSession } from '../../../app/session';
import { setProperty } from '../../commands';
import type { Component2D } from '@twincanvas/model';

/** The lists the data panel and the variables/routers dialog read, cached per project. */
const KEY = 'dataBinding';

export function useVariableList(projectFlag: string) {
  return useQuery({
    queryKey: [KEY, 'variables', projectFlag],
    queryFn: () => dataApi.variables(projectFlag),
    enabled: projectFlag !== '',
  });
}

export function useRouterLists(projectFlag: string) {
  const project = useQuery({
    queryKey: [KEY, 'projectRouters', projectFlag],
    queryFn: () => dataApi.projectRouters(projectFlag).then((p) => p.currentResult),
    enabled: projectFlag !== '',
  });
  const global = useQuery({
    queryKey: [KEY, 'globalRouters'],
    queryFn: () => dataApi.globalRouters().then((p) => p.currentResult),
    retry: false,
  });
  return { project: project.data ?? [], global: global.data ?? [] };
}

export function useFilterList(projectFlag: string) {
  return useQuery({
    queryKey: [KEY, 'filters', projectFlag],
    queryFn: () => dataApi.filters(projectFlag),
    enabled: projectFlag !== '',
  });
}

export function useSourceList() {
  return useQuery({
    queryKey: [KEY, 'sources'],
    queryFn: () => dataApi.sources().then((r) => r.list),
    retry: false,
    // Sources are made on the data-source page (often another tab): coming back to the editor reloads.
    refetchOnWindowFocus: 'always',
  });
}

/** After a change of variables, routers or filters: lists reload and running components refetch codes. */
export function useRefreshLists() {
  const client = useQueryClient();
  return () => {
    invalidateDataCaches();
    void client.invalidateQueries({ queryKey: [KEY] });
  };
}

export const currentUserId = (): string => useSession.getState().session?.user.userId ?? '';

/**
 * THE way the data panel edits: one update op replacing the component's requestSource (undoable, saved
 * with the document like every other edit).
 */
export function commitRequestSource(node: Component2D, next: DataSourceConfig): void {
  setProperty(node, 'requestSource', next);
}

export function patchRequestSource(node: Component2D, change: Partial<DataSourceConfig>): void {
  commitRequestSource(node, { ...(node.requestSource ?? {}), ...change });
}
