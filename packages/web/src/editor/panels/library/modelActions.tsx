import type { App } from 'antd';
import type { TFunction } from 'i18next';
import type { PreparedModel } from '@twincanvas/model';
import { basePath } from '../../../app/config';
import { openWindow } from '../../../app/desktopHost';
import { libraryApi, type Resource } from './libraryApi';
import { ModelBudgetReportView } from './ModelReport';

type AppApi = ReturnType<typeof App.useApp>;

/** The prepared-model part of a 3D resource's body, when the server prepared it. */
export const preparedModel = (r: Resource): PreparedModel | undefined =>
  (r.body?.model as PreparedModel | undefined) ?? undefined;

/** Opens the model editor on a library model (a new tab: the editor may hold unsaved work). */
export function openModelEditor(resourceId: string): void {
  openWindow(`${basePath()}ModelEditor?id=${encodeURIComponent(resourceId)}`, 'noopener');
}

/** Asks for a model file and uploads it as the new version of `r` (its modules and styles stay). */
export function replaceModelFile(
  r: Resource,
  done: () => void,
  ui: Pick<AppApi, 'message'> & { t: TFunction },
): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = '.glb,.gltf,.zip';
  input.onchange = () => {
    const file = input.files?.[0];
    if (!file) return;
    const key = `model-replace-${r.id}`;
    const show = (p: number) =>
      void ui.message.open({
        key,
        type: 'loading',
        duration: 0,
        content: p < 100 ? ui.t('library.uploading', { percent: p }) : ui.t('models.preparing'),
      });
    show(0);
    libraryApi.uploadModel(file, file.name, { resourceId: r.id }, show).then(
      () => (void ui.message.open({ key, type: 'success', content: ui.t('models.uploaded') }), done()),
      () => ui.message.destroy(key),
    );
  };
  input.click();
}

/** Menu entries of a 3D resource: its budget report, the model editor, a new version of the file. */
export function modelActions(
  r: Resource,
  reload: () => void,
  ui: Pick<AppApi, 'modal' | 'message'> & { t: TFunction },
) {
  const { t, modal } = ui;
  const prepared = preparedModel(r);
  return [
    {
      key: 'report',
      label: t('models.report'),
      onClick: () =>
        modal.info({
          title: t('models.reportOf', { name: r.name }),
          width: 520,
          content: prepared ? <ModelBudgetReportView report={prepared.report} /> : t('models.noReport'),
        }),
    },
    { key: 'modelEditor', label: t('models.openEditor'), onClick: () => openModelEditor(r.id) },
    { key: 'replace', label: t('models.replace'), onClick: () => replaceModelFile(r, reload, ui) },
  ];
}
