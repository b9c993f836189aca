import { describe, expect, it } from 'vitest';
import { emptyModelEditorJson, resolveNodeStyles, type ModelNodeInfo } from '@twincanvas/model';
import {
  addModule,
  addStyle,
  changeModuleNodes,
  deleteModule,
  refsOf,
  remapReferences,
  setModuleStyle,
} from './edit';

const nodes = new Map<string, ModelNodeInfo>([
  ['F/Tank_01', { path: 'F/Tank_01', name: 'Tank_01', depth: 1, fingerprint: 'fa' }],
  ['F/Tank_02', { path: 'F/Tank_02', name: 'Tank_02', depth: 1, fingerprint: 'fa' }],
  ['F/Pump', { path: 'F/Pump', name: 'Pump', depth: 1, fingerprint: 'fb' }],
  ['F', { path: 'F', name: 'F', depth: 0 }],
]);

describe('model editor edits', () => {
  it('makes a module with fingerprinted references, styles it and resolves styles per node', () => {
    const made = addModule(emptyModelEditorJson(), '储罐', refsOf(['F/Tank_01', 'F'], nodes));
    expect(made.json.modules[0]!.nodes).toEqual([{ path: 'F/Tank_01', fingerprint: 'fa' }, { path: 'F' }]);
    let json = changeModuleNodes(made.json, made.id, refsOf(['F/Tank_02'], nodes));
    json = setModuleStyle(json, '_default', made.id, { color: '#FF0000', opacity: 0.5 });
    json = setModuleStyle(json, '_default', made.id, { opacity: undefined });
    const styles = resolveNodeStyles(json, '_default');
    expect(styles.get('F/Tank_02')).toEqual({ color: '#FF0000' });
    expect(styles.has('F/Pump')).toBe(false);

    const s = addStyle(json, '告警');
    expect(resolveNodeStyles(s.json, s.id).size).toBe(0);
    json = changeModuleNodes(json, made.id, refsOf(['F'], nodes), true);
    expect(json.modules[0]!.nodes.map((r) => r.path)).toEqual(['F/Tank_01', 'F/Tank_02']);
    const gone = deleteModule(json, made.id);
    expect(gone.modules).toEqual([]);
    expect(gone.styleList[0]!.modules).toEqual({});
  });

  it('applies remap choices: a new node with its fingerprint, or the reference removed', () => {
    const made = addModule(emptyModelEditorJson(), 'm', [
      { path: 'F/Old', fingerprint: 'zz' },
      { path: 'F/Gone' },
    ]);
    const json = remapReferences(
      made.json,
      [
        { moduleId: made.id, from: 'F/Old', to: 'F/Pump' },
        { moduleId: made.id, from: 'F/Gone', to: null },
      ],
      nodes,
    );
    expect(json.modules[0]!.nodes).toEqual([{ path: 'F/Pump', fingerprint: 'fb' }]);
  });
});
