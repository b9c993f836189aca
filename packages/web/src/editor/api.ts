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

const userId = (): string | undefined => useSession.getState().session?.user.userId;

/** Typed calls of the editor; all go through the one API client. */
export const editorApi = {
  load: (projectFlag: string) => api.post<LoadedDocument>('project/detail/v2/query', { projectFlag }),

  /** One save request (editor spec 4.5): ops in order, based on a revision; never throws. */
  save: async (projectId: string, ops: Operation[], baseRevision: number): Promise<SendResult> => {
    try {
      const data = await api.post<SaveAnswer>(
        'project/detail/v2/save',
        {
          projectId,
          baseRevision,
          opts: ops,
          time: Date.now(),
          goal: 'editor',
          userId: userId(),
          // Live co-editing: the server does not echo this tab's own ops back to it.
          clientId: realtimeClientId(),
        },
        { quiet: true },
      );
      if (data.subCode === 0) return { ok: true, revision: data.revision };
      // subCode 1 (an op could not be applied) or 2 (conflict): nothing was applied on the server; the
      // queue decides from the subCode and the server's revision whether sending again can succeed.
      const reason = data.reason
        ? i18n.language === 'en'
          ? data.reason.en
          : data.reason.zh
        : `subCode ${data.subCode}`;
      return { ok: false, reason, subCode: data.subCode, revision: data.revision };
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
