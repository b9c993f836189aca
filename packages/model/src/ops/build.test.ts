import { describe, expect, it } from 'vitest';
import { doc } from './doc.fixture.js';
import { applyOps } from './apply.js';
import { listAddOp, listDeleteOp, makeDeleteOp, makeUpdateOp, setOp, updateOp } from './build.js';
import { NoValueError } from './errors.js';
import { invertOps } from './invert.js';
import { listMoveOp, makeMoveOp } from './move.js';

/** The builders from held values (docs/architecture.md#edits) build what the document-walking ones do. */
describe('op builders from held values', () => {
  it('updateOp equals makeUpdateOp for the same current value, and inverts exactly', () => {
    const d = doc();
    const op = updateOp('E1', 'order', 1, 5);
    expect(op).toEqual(makeUpdateOp(d, 'E1', 'order', 5));
    expect(applyOps(applyOps(d, [op]), invertOps([op]))).toEqual(d);
  });

  it('listDeleteOp equals makeDeleteOp for a node at its position; listAddOp puts it back', () => {
    const d = doc();
    const e2 = { _id: 'E2' };
    const del = listDeleteOp('H1.groupModel.groupList', 0, e2);
    expect(del).toEqual(makeDeleteOp(d, 'E2'));
    const gone = applyOps(d, [del]);
    expect(applyOps(gone, [listAddOp('H1.groupModel.groupList', 0, e2)])).toEqual(d);
  });

  it('listMoveOp equals makeMoveOp for the same list', () => {
    expect(listMoveOp('D1.projectTwoComponentList', ['E1'], 3, -2)).toEqual(
      makeMoveOp('D1', 'projectTwoComponentList', ['E1'], 3, -2),
    );
  });

  it('setOp applies but carries no oldValue, so it does not invert', () => {
    const op = setOp('A1', 'projectName', 'q');
    expect(applyOps(doc(), [op]).projectName).toBe('q');
    expect('oldValue' in op.records).toBe(false);
    expect(() => invertOps([op])).toThrow(NoValueError);
  });
});
