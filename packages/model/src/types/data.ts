/** Variable (docs/reference.md#data-binding). status 10001 means active; routerType 1 global, otherwise project. */
export interface Variable {
  id: string;
  name: string;
  defaultValue?: unknown;
  variableDescribe?: string;
  projectFlag?: string;
  groupId?: string;
  status?: number;
  routerId?: string;
  routerField?: string;
  routerType?: number;
}

/** Parameter variable inside requestSource; id has the form `{userId}_{varId}`. */
export interface ParamVariable {
  id: string;
  name: string;
  value?: unknown;
  des?: string;
  used?: boolean;
  createBy?: string;
  variableType?: string | number;
  routerType?: number;
  routerId?: string;
  routerField?: string;
}

export interface RouterAssociation {
  projectFlag?: string;
  folderId?: string;
  targetId?: string;
  sceneId?: string;
  pageId?: string;
  componentId?: string;
  groupId?: string;
  dynamicPanelId?: string;
  innerComponentId?: string;
  innerGroupId?: string;
  dynamicPanelPageId?: string;
  mapChildId?: string;
  routers?: unknown[];
}

export interface Router {
  id: string;
  name: string;
  groupManagementId?: string;
  routerType?: number;
}

export interface Filter {
  id: string;
  used?: boolean;
  code: string;
  name?: string;
}

export type DataSourceType = 'api' | 'file' | 'twins' | 'router' | 'static';

/** Data-source config of docs/reference.md#data-binding (requestSource). */
export interface DataSourceConfig {
  type?: DataSourceType;
  url?: string;
  param?: unknown;
  header?: unknown;
  requestType?: string;
  enable?: boolean;
  authenticationType?: number;
  tokenUid?: string;
  appKey?: string;
  appSecret?: string;
  createBy?: string;
  password?: string;
  port?: number | string;
  db?: string;
  userName?: string;
  executeSql?: string;
  oracleContent?: string;
  oracleFlag?: string | number;
  filters?: Filter[] | string[];
  filterOn?: boolean;
  fileView?: unknown;
  sourceId?: string;
  effect?: unknown;
  relate?: unknown;
  paramVars?: ParamVariable[];
  routerType?: number;
  projectFlag?: string;
  id?: string;
  sqlOptions?: { url?: string; routers?: unknown[]; paramVars?: ParamVariable[]; [extra: string]: unknown };
  [extra: string]: unknown;
}

export interface EqualizerVar {
  original: string;
  as: string;
  value?: unknown;
}

export interface EqualizerEntry {
  state: boolean | number;
  url: string;
  vars: EqualizerVar[];
}

export interface Equalizer {
  receipt: EqualizerEntry[];
  distribute: EqualizerEntry[];
  args?: Record<string, unknown>;
  updateTarget?: unknown;
  loadIframe?: boolean;
  secretIframe?: boolean;
  updating?: boolean;
}
