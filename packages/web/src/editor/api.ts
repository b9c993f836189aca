import type { DocNode, Operation } from '@twincanvas/model';
import { ApiError, api } from '../app/api';
import i18n from '../app/i18n';
import { realtimeClientId } from '../app/realtime';
import { useSession } from '../app/session';
import type { SendResult } from './save/saveQueue';

/** The assembled document as the query answers it: the tree plus server fields (projectId, revision…). */
export type LoadedDocument = DocNode & { projectId: string; projectFlag: string; revision: number };

interface SaveAnswer {
  subCode: 0 | 1 | 2;
  revision: number;
  reason?: { zh: string; en: string };
}

/** Wording of a subCode the save contract does not know ('returned subCode code wrong', docs/reference.md#saving). */
export const SUBCODE_WRONG = 'returned subCode code wrong';

/**
 * What a save answer means: subCode 0 saved; 1 (an op could not be applied) or 2 (conflict): nothing was
 * applied and the queue decides from the subCode and the server's revision whether sending again can
 * succeed; any other subCode is an error of its own, retried like a failed request.
 */
export function saveOutcome(data: {
  subCode: unknown;
  revision: number;
  reason?: { zh: string; en: string };
}): SendResult {
  if (data.subCode === 0) return { ok: true, revision: data.revision };
  if (data.subCode !== 1 && data.subCode !== 2) return { ok: false, reason: SUBCODE_WRONG };
  const reason = data.reason
    ? i18n.language === 'en'
      ? data.reason.en
      : data.reason.zh
    : `subCode ${data.subCode}`;
  return { ok: false, reason, subCode: data.subCode, revision: data.revision };
}

const userId = (): string | undefined => useSession.getState().session?.user.userId;

/** The save's goal: the distinct operation names of its edits, in order, within the 100 characters allowed. */
export function saveGoal(operations: readonly string[]): string {
  const names = [...new Set(operations)];
  let goal = names.join(',') || 'editor';
  while (goal.length > 100 && names.length > 1) {
    names.pop();
    goal = `${names.join(',')},…`;
  }
  return goal.slice(0, 100);
}

/** Typed calls of the editor; all go through the one API client. */
export const editorApi = {
  load: (projectFlag: string) => api.post<LoadedDocument>('project/detail/v2/query', { projectFlag }),

  /** One save request (docs/reference.md#saving): ops in order, based on a revision; never throws. */
  save: async (
    projectId: string,
    ops: Operation[],
    baseRevision: number,
    operations: string[] = [],
  ): Promise<SendResult> => {
    try {
      const data = await api.post<SaveAnswer>(
        'project/detail/v2/save',
        {
          projectId,
          baseRevision,
          opts: ops,
          time: Date.now(),
          // The goal names the edits (docs/reference.md#saving), so the server tells an undo (un_…) from an edit.
          goal: saveGoal(operations),
          userId: userId(),
          // Live co-editing: the server does not echo this tab's own ops back to it.
          clientId: realtimeClientId(),
        },
        { quiet: true },
      );
      return saveOutcome(data);
    } catch (err) {
      const reason = err instanceof ApiError ? err.message : String(err);
      return { ok: false, reason };
    }
  },

  updateSize: (projectId: string, canvasWidth: number, canvasHeight: number) =>
    api.post<{ revision: number }>('project/v2/update', {
      projectId,
      canvasWidth,
      canvasHeight,
      userId: userId(),
    }),
};
