import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { manageApi } from './manageApi';
import { useManage } from './store';

/**
 * Folder copy and paste (docs/reference.md#workspace): the current folder is copied and the copy recorded. Ctrl/Cmd+C on the manager copies the current folder; Ctrl/Cmd+V pastes a copy of it.
 */
export function useFolderClipboard(): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
        return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const s = useManage.getState();
      if (e.key === 'c' && s.curFolderId) {
        s.setCopyFolder(s.curFolderId);
        void message.info(t('manage.folder.copiedToClipboard'));
      } else if (e.key === 'v' && s.copyFolderId) {
        void manageApi.copyFolder(s.copyFolderId).then(async () => {
          void message.success(t('manage.copied'));
          await s.loadFolders();
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [message, t]);
}
