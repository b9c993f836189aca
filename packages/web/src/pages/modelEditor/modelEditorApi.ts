import type { ModelEditorJson, ModelNodeInfo, PreparedModel } from '@twincanvas/model';
import { api } from '../../app/api';
import type { Resource } from '../../editor/panels/library/libraryApi';

/** A library model with the server's preparation (absent for models uploaded before it existed). */
export interface LibraryModel extends Resource {
  body: Resource['body'] & { model?: PreparedModel; modelEditorJson?: unknown };
}

export const modelEditorApi = {
  get: (id: string) => api.post<LibraryModel>('resource/source/get', { id }),
  list: (keyword?: string) =>
    api.post<{ currentResult: LibraryModel[] }>('resource/source/list', {
      type: '9',
      keyword: keyword || undefined,
      page: 1,
      limit: 100,
    }),
  /** The node list written at upload (a plain stored file, same origin). */
  async nodes(url: string): Promise<ModelNodeInfo[]> {
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${res.status}`);
    return (await res.json()) as ModelNodeInfo[];
  },
  save: (id: string, modelEditorJson: ModelEditorJson) =>
    api.post<LibraryModel>('model/editor/save', { id, modelEditorJson }),
};
