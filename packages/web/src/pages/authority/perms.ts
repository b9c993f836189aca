/**
 * Permission codes the web checks before showing a menu entry or a button (docs/reference.md#permissions; the
 * server's catalogue is the source of truth and answers 403 whatever the UI shows).
 */
export const PERM = {
  roleView: '1080105',
  roleEdit: '1080101',
  userView: '1080205',
  userEdit: '1080201',
  userGroupView: '1080305',
  userGroupEdit: '1080301',
} as const;

export type PermCode = (typeof PERM)[keyof typeof PERM];

/** The authority area is shown to whoever may see roles, users or user groups. */
export const AUTHORITY_VIEW_CODES: readonly string[] = [PERM.roleView, PERM.userView, PERM.userGroupView];

export function hasAny(codes: readonly string[] | null, wanted: readonly string[]): boolean {
  return codes !== null && wanted.some((c) => codes.includes(c));
}

/** A node of `perm-menu/tree/{type}/{roleId}`: the seven tags on top, catalogue codes as leaves. */
export interface PermNode {
  tag: string;
  name: string;
  nameEn: string;
  code?: string;
  checked?: boolean;
  childs: PermNode[];
}

export interface TreeItem {
  key: string;
  title: string;
  disabled?: boolean;
  children?: TreeItem[];
}

const TAG_KEY = 'tag:';

/**
 * Turns the server tree into antd Tree data. Leaves the caller does not hold are disabled: the server
 * refuses to let anyone but a super administrator grant a code they lack, so offering it would only fail.
 */
export function toTreeData(
  nodes: readonly PermNode[],
  lang: string,
  grantable: ReadonlySet<string> | null,
): TreeItem[] {
  const label = (n: PermNode) => (lang === 'en' ? n.nameEn : n.name);
  return nodes.map((n) => {
    if (n.code) {
      const item: TreeItem = { key: n.code, title: label(n) };
      if (grantable && !grantable.has(n.code)) item.disabled = true;
      return item;
    }
    const children = toTreeData(n.childs, lang, grantable);
    const item: TreeItem = { key: TAG_KEY + n.tag, title: label(n), children };
    if (children.length === 0 || children.every((c) => c.disabled)) item.disabled = true;
    return item;
  });
}

/** The codes a tree marks as held (leaves only; a checked tag just means all its leaves are). */
export function checkedCodes(nodes: readonly PermNode[]): string[] {
  return nodes.flatMap((n) => [...(n.code && n.checked ? [n.code] : []), ...checkedCodes(n.childs)]);
}

/** antd reports tag nodes among the checked keys; only 7-digit leaf codes are sent to the server. */
export function codesFromKeys(keys: readonly (string | number | bigint)[]): string[] {
  return [...new Set(keys.map(String).filter((k) => /^\d{7}$/.test(k)))].sort();
}
