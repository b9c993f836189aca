import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { findNode } from '@twincanvas/model';
import { useEditor } from '../store';
import { startCollab, type OverwriteNotice } from './controller';
import { propertyLabel } from './propertyLabel';
import './locales';

/** Live co-editing for the editor page: joins the project once its session (save queue) exists. */
export function useCollab(): void {
  const projectId = useEditor((s) => s.projectId);
  const queue = useEditor((s) => s.saveQueue);
  const { notification } = App.useApp();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    if (!projectId || !queue) return;
    const kindOf = (id: string) => {
      const doc = useEditor.getState().doc;
      const node = doc && id ? findNode(doc, id)?.node : undefined;
      return node?.componentType as string | number | undefined;
    };
    const notice: OverwriteNotice = (by, edits) =>
      notification.warning({
        key: 'collab-overwritten',
        message: t('collab.overwrittenTitle'),
        description: edits
          .map((e) =>
            t('collab.overwritten', {
              name: by,
              component: e.componentName || e.componentId || t('collab.project'),
              property: propertyLabel(kindOf(e.componentId), e.property, i18n.language),
            }),
          )
          .join('\n'),
        duration: 8,
      });
    return startCollab(projectId, queue, useEditor.getState().revision, notice);
  }, [projectId, queue, notification, t, i18n]);
}
