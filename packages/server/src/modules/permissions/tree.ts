import {
  PERMISSION_TAGS,
  PERMISSIONS,
  type PermissionDef,
  type PermissionTag,
} from '../../http/permissionCodes.js';

/**
 * The permission tree of the role screens (docs/reference.md#permissions): a menu tree merged with a data tree by
 * tag. Here both come from the one catalogue: "data" permissions are the view codes (action 05: what a
 * role may see), "function" permissions every other action; the menu tree is the seven tags. Merging by
 * tag gives, under each tag, the data leaves followed by the function leaves.
 */
export interface PermNode {
  tag: PermissionTag;
  name: string;
  nameEn: string;
  code?: string;
  checked?: boolean;
  childs: PermNode[];
}

export type TreeKind = 'menu' | 'func' | 'data';

export const TAG_NAMES: Record<PermissionTag, { zh: string; en: string }> = {
  projectList: { zh: '项目列表', en: 'Projects' },
  resourceManage: { zh: '资源管理', en: 'Resources' },
  dataManage: { zh: '数据管理', en: 'Data sources' },
  authorityManage: { zh: '权限管理', en: 'Authority' },
  caseManage: { zh: '案例管理', en: 'Cases' },
  deployManage: { zh: '部署管理', en: 'Deployment' },
  recycleManage: { zh: '回收站', en: 'Recycle bin' },
};

export const isDataCode = (code: string): boolean => code.endsWith('05');

export function codesOfKind(kind: TreeKind): string[] {
  const all = Object.values(PERMISSIONS) as PermissionDef[];
  return all.filter((p) => kind === 'menu' || (kind === 'data') === isDataCode(p.code)).map((p) => p.code);
}

function treeOf(kind: 'func' | 'data', held?: ReadonlySet<string>): PermNode[] {
  const all = Object.values(PERMISSIONS) as PermissionDef[];
  return PERMISSION_TAGS.map((tag) => ({
    tag,
    name: TAG_NAMES[tag].zh,
    nameEn: TAG_NAMES[tag].en,
    childs: all
      .filter((p) => p.tag === tag && isDataCode(p.code) === (kind === 'data'))
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((p) => ({
        tag,
        name: p.zh,
        nameEn: p.en,
        code: p.code,
        ...(held ? { checked: held.has(p.code) } : {}),
        childs: [],
      })),
  }));
}

/** Merges trees by tag: children of equal tags are concatenated; a top node is checked if all leaves are. */
export function mergeByTag(...trees: PermNode[][]): PermNode[] {
  return PERMISSION_TAGS.map((tag) => {
    const nodes = trees.flatMap((t) => t.filter((n) => n.tag === tag));
    const childs = nodes.flatMap((n) => n.childs);
    const first = nodes[0];
    const node: PermNode = {
      tag,
      name: first?.name ?? TAG_NAMES[tag].zh,
      nameEn: first?.nameEn ?? TAG_NAMES[tag].en,
      childs,
    };
    if (childs.some((c) => c.checked !== undefined)) node.checked = childs.every((c) => c.checked);
    return node;
  });
}

export const funcTree = (held?: ReadonlySet<string>) => treeOf('func', held);
export const dataTree = (held?: ReadonlySet<string>) => treeOf('data', held);

export function permissionTree(kind: TreeKind, held?: ReadonlySet<string>): PermNode[] {
  if (kind === 'func') return mergeByTag(funcTree(held));
  if (kind === 'data') return mergeByTag(dataTree(held));
  return mergeByTag(dataTree(held), funcTree(held));
}

/** The caller's codes grouped by tag, as user/getUserPer answers them. */
export function codesByTag(held: ReadonlySet<string>): { tag: PermissionTag; codes: string[] }[] {
  const all = Object.values(PERMISSIONS) as PermissionDef[];
  return PERMISSION_TAGS.map((tag) => ({
    tag,
    codes: all.filter((p) => p.tag === tag && held.has(p.code)).map((p) => p.code),
  }));
}
