import type { ModelBudgetReport } from '@twincanvas/model';
import { api, upload } from '../../../app/api';

/** Resource type codes of docs/reference.md#library. */
export type ResourceType = '0' | '1' | '2' | '4' | '5' | '9';

export interface Resource {
  id: string;
  type: ResourceType;
  name: string;
  fileUrl: string;
  thumbnailUrl: string;
  groupManagementId: string | null;
  body: Record<string, unknown>;
  updatedAt: string;
}

export interface ResourcePage {
  currentResult: Resource[];
  totalPage: number;
  totalResult: number;
}

export interface ResourceGroup {
  id: string;
  name: string;
  groupType: number;
  resourceCount: number;
}

export interface Uploaded {
  fileUrl: string;
  uploadId: string;
  name: string;
  path: string;
}

export interface ThemeRecord {
  id: string;
  name: string;
  kind?: string;
  colors: string[];
  textColor?: string;
  axisColor?: string;
}

/**
 * A heat theme of the group's library: colours cold to hot and where each sits (0..1), and how many heat
 * maps (in how many live projects) copied it in.
 */
export type HeatThemeRecord = ThemeRecord & {
  stops?: number[];
  usedBy?: { components: number; projects: number };
};

/** Page size of resource and chart lists, from page 1 (docs/reference.md#limits). */
export const PAGE_SIZE = 20;
/** Collected-component list: page 1, size 10000, cached 3 minutes (docs/reference.md#limits). */
export const COLLECT_CACHE_MS = 180_000;

/** Limit category (docs/reference.md#accounts) each resource type counts against; images and other sources have none. */
export const CATEGORY_OF: Partial<Record<ResourceType, string>> = {
  '0': 'CHART',
  '1': 'COMPONENT_COLLECTION',
  '2': 'TTF',
  '9': 'MODEL',
};

export interface ResourceNumber {
  type: string;
  total: number;
  used: number;
  free: number;
}

/** Group type holding each resource type (5 font, docs/reference.md#data-source-codes; the others are the library's own). */
export const GROUP_TYPE: Record<ResourceType, number> = { '0': 0, '1': 1, '2': 5, '4': 4, '5': 4, '9': 9 };

/** Upload folder (`type` of the key) per resource type. */
const UPLOAD_TYPE: Record<ResourceType, string> = {
  '0': 'chart',
  '1': 'collect',
  '2': 'font',
  '4': 'image',
  '5': 'source',
  '9': 'model',
};

export const libraryApi = {
  list: (q: { type: ResourceType; keyword?: string; page: number; groupManagementId?: string }) =>
    api.post<ResourcePage>('resource/source/list', { ...q, limit: PAGE_SIZE }),
  add: (v: {
    type: ResourceType;
    name: string;
    fileUrl?: string;
    thumbnailUrl?: string;
    groupManagementId?: string;
    body?: object;
  }) => api.post<Resource>('resource/source/add', v),
  update: (v: { id: string; name?: string; fileUrl?: string; thumbnailUrl?: string; body?: object }) =>
    api.post<Resource>('resource/source/update', v),
  remove: (ids: string[]) => api.post('resource/source/delete', { ids }),
  copy: (ids: string[], groupManagementId?: string) =>
    api.post<Resource[]>('resource/source/copy', { ids, groupManagementId }),
  fonts: () =>
    api.post<(Resource & { fontRealName: string; fontUrl: string })[]>('resource/font/list', {
      ifPaging: false,
    }),

  groups: (groupType: number) => api.post<ResourceGroup[]>(`group-management/queryAll/${groupType}`, {}),
  addGroup: (groupType: number, name: string) =>
    api.post<ResourceGroup>(`group-management/add/${groupType}`, { name }),
  renameGroup: (groupType: number, id: string, name: string) =>
    api.post(`group-management/update/${groupType}`, { id, name }),
  copyGroup: (groupType: number, id: string) =>
    api.post<ResourceGroup>(`group-management/group/copy/${groupType}`, { groupManagementId: id }),
  deleteGroup: (groupType: number, id: string) => api.post(`group-management/delete/${groupType}`, { id }),
  moveTo: (dataType: ResourceType, ids: string[], groupManagementId: string | null) =>
    api.post(`group-management/move/${dataType}`, { ids, groupManagementId }),
  copyTo: (dataType: ResourceType, ids: string[], groupManagementId: string | null) =>
    api.post<Resource[]>(`group-management/copy/${dataType}`, { ids, groupManagementId }),
  /** Total, used and free of the group's limit categories (docs/reference.md#accounts). */
  resourceNumber: () => api.post<ResourceNumber[]>('group/resource-number', {}),

  /** Uploads a file into the group's folder of its type; progress in percent. */
  upload: (type: ResourceType, file: Blob, name: string, onProgress?: (p: number) => void) =>
    upload<Uploaded>(
      'file/upload',
      { id: crypto.randomUUID(), type: UPLOAD_TYPE[type], target: '1' },
      file,
      name,
      onProgress,
    ),

  /**
   * Uploads a model (glb, gltf or zip): the server prepares it and adds it as a 3D resource (or gives
   * `resourceId` a new file); progress in percent of the bytes sent, then the server's preparation.
   */
  uploadModel: (
    file: Blob,
    name: string,
    where: { groupManagementId?: string | undefined; resourceId?: string | undefined },
    onProgress?: (p: number) => void,
  ) =>
    upload<{ resource: Resource; report: ModelBudgetReport }>(
      'model/upload',
      Object.fromEntries(Object.entries(where).filter(([, v]) => v !== undefined)) as Record<string, string>,
      file,
      name,
      onProgress,
    ),

  /** Collected components of a collect group (the list reads them through react-query, cached 3 minutes). */
  collected: (collectGroupId: string) =>
    api.post<ResourcePage>('resource/collect/list', { collectGroupId, page: 1, limit: 10_000 }),
  /** Collects into collect groups (the list then reads those groups again, docs/reference.md#library). */
  collect: (v: {
    collectGroupId: string[];
    name: string;
    components: object[];
    filters: object[];
    paramVars: object[];
  }) => api.post<Resource[]>('resource/collect/add', v),
  removeCollected: (ids: string[]) => api.post('resource/collect/delete', { ids }),

  themes: () => api.post<ThemeRecord[]>('theme/list', {}),
  /** The group's heat themes (colours cold to hot, optional stops): offered by the heat map's panel. */
  heatThemes: () => api.post<HeatThemeRecord[]>('heat-theme/list', {}),
  addHeatTheme: (name: string, body: { colors: string[]; stops: number[] }) =>
    api.post<HeatThemeRecord>('heat-theme/add', { name, body }),
  /** Renames a heat theme and replaces its ramp (heat maps that chose it keep the copy they took). */
  updateHeatTheme: (id: string, name: string, body: { colors: string[]; stops: number[] }) =>
    api.post<HeatThemeRecord>('heat-theme/update', { id, name, body }),
  /**
   * Deletes a heat theme. One that heat maps use is refused by the server unless `confirmInUse` (the user
   * saw how many use it); those heat maps keep the colours they copied.
   */
  removeHeatTheme: (id: string, confirmInUse = false) =>
    api.post('heat-theme/delete', confirmInUse ? { id, confirmInUse } : { id }),
  addTheme: (name: string, colors: string[]) =>
    api.post<ThemeRecord>('theme/add', { name, body: { colors } }),
  /** Renames a theme and replaces its colours, keeping the rest of its body (text and axis colours…). */
  updateTheme: (theme: ThemeRecord, name: string, colors: string[]) => {
    const { id, name: _name, kind: _kind, ...rest } = theme;
    return api.post<ThemeRecord>('theme/update', { id, name, body: { ...rest, colors } });
  },
  removeTheme: (id: string) => api.post('theme/delete', { id }),
};
