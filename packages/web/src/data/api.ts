import type { Variable } from '@twincanvas/model';
import type { FilterChainResult } from '@twincanvas/sandbox';
import { ApiError, api } from '../app/api';
import { batcher, isBatchLine } from './batcher';
import type { Answer } from './cache';
import { encodeBase64Json, type ProxyPayload } from './params';

/** Typed data-binding calls; all through the one API client. */

export interface VariableRow extends Omit<Variable, 'projectFlag' | 'routerId'> {
  id: string;
  defaultValue: string;
  /** null: a global variable. */
  projectFlag: string | null;
  routerId?: string | null;
}

export interface RouterRow {
  id: string;
  name: string;
  routerType: number;
  projectFlag: string | null;
  groupManagementId: string | null;
  routerConfig: Record<string, unknown>;
  relationCount: number;
}

export interface FilterRow {
  id: string;
  name: string;
  code: string;
  deleted?: boolean;
}

export interface SourceRow {
  id: string;
  name: string;
  /** Source kind: api, mysql, postgreSQL, sqlServer, oracle, DAYU, file, socket. */
  type: string;
  typeCode: number | null;
  config: Record<string, unknown>;
}

export interface Page<T> {
  currentResult: T[];
  totalResult: number;
  totalPage: number;
  page: number;
}

export interface RelationEntry {
  projectFlag: string;
  sceneId?: string;
  pageId?: string;
  componentId: string;
  groupId?: string;
  /** A map item bound to the router (the component is then its map). */
  mapChildId?: string;
  routers?: { id: string; routerType: number }[];
}

export interface ProxyAnswer {
  data: unknown;
  meta?: { upstreamMs?: number; serverMs?: number; rows?: number; truncated?: boolean; columns?: string[] };
}

/**
 * The data proxy's requests made within a few milliseconds go as one call (data/batcher.ts), as a share
 * page's do: a page of many charts refreshing together would otherwise queue behind six connections.
 */
const proxyBatch = batcher<string, Answer>(async (items, deliver) => {
  try {
    await api.post<null>(
      'previewData/getData/batch',
      { items: items.map((data) => ({ data })) },
      {
        quiet: true,
        lines: (line) => {
          if (!isBatchLine(line)) return;
          const meta = line.meta as ProxyAnswer['meta'];
          deliver(
            line.i,
            line.code === '0'
              ? { code: '0', data: { data: line.data, meta } satisfies ProxyAnswer }
              : { code: line.code, data: { message: line.msg ?? '' } },
          );
        },
      },
    );
    return { code: '500', data: { message: '' } };
  } catch (err) {
    if (err instanceof ApiError) return { code: err.code, data: { message: err.message } };
    throw err;
  }
});

/** Runs one request through the data proxy; answers the envelope code and data instead of throwing. */
export function callProxy(payload: ProxyPayload): Promise<Answer> {
  return proxyBatch(encodeBase64Json(payload));
}

const quiet = { quiet: true } as const;

export const dataApi = {
  variables: (projectFlag: string) =>
    api.post<VariableRow[]>('project/variable/list', { projectFlag }, quiet),
  addVariable: (v: { projectFlag: string; name: string; defaultValue?: string; variableDescribe?: string }) =>
    api.post<{ id: string }>('project/variable/add', v),
  addVariables: (
    projectFlag: string,
    createBy: string | undefined,
    variableList: { name: string; defaultValue?: string; variableDescribe?: string }[],
  ) => api.post<string[]>('project/variable/addBatch', { projectFlag, createBy, variableList }),
  updateVariable: (v: {
    id: string;
    name?: string;
    defaultValue?: string;
    variableDescribe?: string;
    routerId?: string | null;
    routerField?: string;
    routerType?: number;
  }) => api.post<{ id: string }>('project/variable/update', v),
  deleteVariables: (ids: string[]) => api.post<unknown>('project/variable/delete', { ids }),

  projectRouters: (projectFlag: string, name?: string) =>
    api.post<Page<RouterRow>>(
      'project/router/queryPage/projectInfo',
      { projectFlag, name, limit: 10000 },
      quiet,
    ),
  globalRouters: (name?: string) =>
    api.post<Page<RouterRow>>(
      'remote/data/router/queryPage',
      { name, limit: 10000, groupManagementId: -1 },
      quiet,
    ),
  addProjectRouter: (projectFlag: string, name: string, routerConfig: Record<string, unknown>) =>
    api.post<{ id: string }>('project/router/add', { projectFlag, name, routerConfig }),
  updateProjectRouter: (id: string, change: { name?: string; routerConfig?: Record<string, unknown> }) =>
    api.post<{ id: string }>('project/router/update', { id, ...change }),
  deleteProjectRouters: (ids: string[]) => api.post<unknown>('project/router/delete', { ids }),
  /** A stamp of the group's global routers: a different one means they changed since it was read. */
  routerVersion: () =>
    api.post<{ version: string; count: number; updateTime: number | null }>(
      'remote/data/router/version',
      {},
      quiet,
    ),
  usedRouters: (projectFlag: string, globalRouterIds: string[], projectRouterIds: string[]) =>
    api.post<{ globalRouters: RouterRow[]; projectRouters: RouterRow[] }>(
      'project/router/used',
      { projectFlag, globalRouterIds, projectRouterIds },
      quiet,
    ),
  addRelations: (list: RelationEntry[]) =>
    api.post<{ added: number }>('project/router/relation/add', { proProjectComponentList: list }, quiet),
  deleteRelations: (list: RelationEntry[]) =>
    api.post<{ removed: number }>('project/router/relation/delete', { proProjectComponentList: list }, quiet),

  filters: (projectFlag: string) => api.post<FilterRow[]>('project/filter/list', { projectFlag }, quiet),
  filtersByIds: (projectFlag: string, filterIds: string[]) =>
    api.post<FilterRow[]>('project/filter/byIds', { projectFlag, filterIds }, quiet),
  addFilter: (projectFlag: string, change: { name?: string; code?: string } = {}) =>
    api.post<FilterRow>('project/filter/add', { projectFlag, ...change }),
  updateFilter: (id: string, change: { name?: string; code?: string }) =>
    api.post<FilterRow>('project/filter/update', { id, ...change }),
  deleteFilters: (ids: string[]) => api.post<unknown>('project/filter/delete', { ids }),
  runFiltersOnServer: (
    projectFlag: string,
    filterIds: string[],
    data: unknown,
    vars: Record<string, unknown>,
  ) => api.post<FilterChainResult>('project/filter/run', { projectFlag, filterIds, data, vars }),

  sources: (keyword?: string) =>
    api.post<{ list: SourceRow[]; totalResult: number }>(
      'remote/source/queryPage',
      { keyword, limit: 100 },
      quiet,
    ),
};
