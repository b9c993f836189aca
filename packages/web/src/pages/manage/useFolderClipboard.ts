import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { manageApi } from './manageApi';
import { useManageRefresh } from './manageQueries';
import { useManage } from './store';

/**
 * Folder copy and paste (docs/reference.md#workspace): the current folder is copied and the copy recorded. Ctrl/Cmd+C on the manager copies the current folder; Ctrl/Cmd+V pastes a copy of it.
 */
export function useFolderClipboard(curFolderId: string | null): void {
  const { message } = App.useApp();
  const { t } = useTranslation();
  const { folders: foldersChanged } = useManageRefresh();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
        return;
      if (!(e.ctrlKey || e.metaKey)) return;
      const s = useManage.getState();
      if (e.key === 'c' && curFolderId) {
        s.setCopyFolder(curFolderId);
        void message.info(t('manage.folder.copiedToClipboard'));
      } else if (e.key === 'v' && s.copyFolderId) {
        void manageApi.copyFolder(s.copyFolderId).then(async () => {
          void message.success(t('manage.copied'));
          await foldersChanged();
        });
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [message, t, curFolderId, foldersChanged]);
}
