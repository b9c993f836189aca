import { describe, expect, it } from 'vitest';
import { checkedCodes, codesFromKeys, hasAny, PERM, toTreeData, type PermNode } from './perms';

const tree: PermNode[] = [
  {
    tag: 'projectList',
    name: '项目列表',
    nameEn: 'Projects',
    checked: false,
    childs: [
      {
        tag: 'projectList',
        name: '查看项目',
        nameEn: 'View projects',
        code: '1010105',
        checked: true,
        childs: [],
      },
      {
        tag: 'projectList',
        name: '删除项目',
        nameEn: 'Delete projects',
        code: '1010103',
        checked: false,
        childs: [],
      },
    ],
  },
  {
    tag: 'authorityManage',
    name: '权限管理',
    nameEn: 'Authority',
    childs: [{ tag: 'authorityManage', name: '查看角色', nameEn: 'View roles', code: '1080105', childs: [] }],
  },
];

describe('permission helpers', () => {
  it('hasAny is false until codes are loaded and true when one wanted code is held', () => {
    expect(hasAny(null, [PERM.userView])).toBe(false);
    expect(hasAny(['1010105'], [PERM.userView, PERM.roleView])).toBe(false);
    expect(hasAny(['1080105'], [PERM.userView, PERM.roleView])).toBe(true);
  });

  it('toTreeData labels by language, keys leaves by code and disables what the caller cannot grant', () => {
    const data = toTreeData(tree, 'en', new Set(['1010105']));
    expect(data[0]).toMatchObject({
      key: 'tag:projectList',
      title: 'Projects',
      children: [
        { key: '1010105', title: 'View projects' },
        { key: '1010103', title: 'Delete projects', disabled: true },
      ],
    });
    expect(data[0]?.disabled).toBeUndefined();
    // A tag whose leaves are all out of reach is disabled as a whole.
    expect(data[1]).toMatchObject({ key: 'tag:authorityManage', title: 'Authority', disabled: true });
    expect(toTreeData(tree, 'zh-CN', null)[0]?.children?.[1]).toEqual({ key: '1010103', title: '删除项目' });
  });

  it('checkedCodes collects checked leaves; codesFromKeys drops tag keys and duplicates', () => {
    expect(checkedCodes(tree)).toEqual(['1010105']);
    expect(codesFromKeys(['tag:projectList', '1010105', '1010103', '1010105'])).toEqual([
      '1010103',
      '1010105',
    ]);
  });
});
