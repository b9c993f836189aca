import { describe, expect, it } from 'vitest';
import {
  ID_PREFIXES,
  isIdKind,
  kindFromType,
  kindOfId,
  newId,
  randomIdPart,
  randomTablePageId,
} from './ids.js';
import type { IdKind } from './ids.js';

describe('identifiers (docs/reference.md#identifiers)', () => {
  it('"The first letter gives the kind: A project, B scene, C systemScene, D page, E 2D, F 3D, G dynamic, H group, I gis, M webMap, J lvm, Z dynamicPage"', () => {
    expect(ID_PREFIXES).toEqual({
      project: 'A',
      scene: 'B',
      systemScene: 'C',
      page: 'D',
      '2D': 'E',
      '3D': 'F',
      dynamic: 'G',
      group: 'H',
      gis: 'I',
      webMap: 'M',
      lvm: 'J',
      dynamicPage: 'Z',
    });
    for (const [kind, prefix] of Object.entries(ID_PREFIXES)) {
      expect(kindOfId(`${prefix}abc`)).toBe(kind);
      expect(newId(kind as IdKind).startsWith(prefix)).toBe(true);
    }
  });

  it('"A new identifier is the prefix plus a random unique string with plus signs replaced by dashes and slashes by underscores"', () => {
    const ids = new Set(Array.from({ length: 2000 }, () => newId('2D')));
    expect(ids.size).toBe(2000);
    for (const id of ids) expect(id).toMatch(/^E[A-Za-z0-9_-]{22}$/); // 128 bits = 22 base64 characters
    expect(randomIdPart()).not.toMatch(/[+/=]/);
  });

  it('"An empty kind or an unknown kind is an error"', () => {
    expect(() => newId('' as IdKind)).toThrow(/unknown identifier kind/);
    expect(() => newId('widget' as IdKind)).toThrow(/unknown identifier kind/);
    expect(isIdKind('page')).toBe(true);
    expect(isIdKind(3)).toBe(false);
  });

  it('"The kind derived from a component type: none gives 3D; 5001 group; 4901 dynamic; 4501 or 4601 web map; 4520-4600 and 4620-4700 lvm; anything else 2D"', () => {
    expect(kindFromType(undefined)).toBe('3D');
    expect(kindFromType(null)).toBe('3D');
    expect(kindFromType('')).toBe('3D');
    expect(kindFromType('5001')).toBe('group');
    expect(kindFromType(4901)).toBe('dynamic');
    expect(kindFromType('4501')).toBe('webMap');
    expect(kindFromType('4601')).toBe('webMap');
    for (const code of [4520, 4560, 4600, 4620, 4680, 4700]) expect(kindFromType(code)).toBe('lvm');
    for (const code of [4519, 4610, 4701, 1007, 13001]) expect(kindFromType(code)).toBe('2D');
  });

  it('"Reading the kind of an identifier uses its first letter; an empty identifier means project"', () => {
    expect(kindOfId('')).toBe('project');
    expect(kindOfId(undefined)).toBe('project');
    expect(kindOfId(null)).toBe('project');
    expect(kindOfId('Hxyz')).toBe('group');
    expect(kindOfId('Qxyz')).toBeNull();
  });

  it('"The random table page id has length 32"', () => {
    const id = randomTablePageId();
    expect(id).toHaveLength(32);
    expect(id).toMatch(/^[A-Za-z0-9]+$/);
    expect(randomTablePageId()).not.toBe(id);
    expect(randomTablePageId(5)).toHaveLength(5);
  });
});
