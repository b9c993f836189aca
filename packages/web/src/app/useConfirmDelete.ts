import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmDelete {
  title: string;
  content: string;
  /** The delete call; the dialog shows its progress and stays open if it fails. */
  remove(): Promise<unknown>;
  /** What to refresh once it is gone. */
  after?(): unknown;
}

/** Every destructive action asks first: a danger confirmation, then the call, a toast and a refresh. */
export function useConfirmDelete(): (o: ConfirmDelete) => void {
  const { modal, message } = App.useApp();
  const { t } = useTranslation();
  return (o) => {
    modal.confirm({
      title: o.title,
      content: o.content,
      okButtonProps: { danger: true },
      onOk: async () => {
        await o.remove();
        void message.success(t('common.deleted'));
        await o.after?.();
      },
    });
  };
}
