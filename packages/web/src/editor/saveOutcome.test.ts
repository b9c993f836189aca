import { describe, expect, it } from 'vitest';
import { SUBCODE_WRONG, saveOutcome } from './api';

describe('saveOutcome', () => {
  it('reads subCode 0 as saved, 1 and 2 as refusals the queue handles', () => {
    expect(saveOutcome({ subCode: 0, revision: 4 })).toEqual({ ok: true, revision: 4 });
    expect(saveOutcome({ subCode: 2, revision: 5, reason: { zh: '冲突', en: 'conflict' } })).toMatchObject({
      ok: false,
      subCode: 2,
      revision: 5,
    });
  });

  it("gives 'returned subCode code wrong' for any other subCode", () => {
    for (const subCode of [3, -1, '0', null, undefined])
      expect(saveOutcome({ subCode, revision: 1 })).toEqual({ ok: false, reason: SUBCODE_WRONG });
  });
});
