import { useEffect } from 'react';
import { useEditor } from '../store';
import { startCollab } from './controller';
import './locales';

/** Live co-editing for the editor page: joins the project once its session (save queue) exists. */
export function useCollab(): void {
  const projectId = useEditor((s) => s.projectId);
  const queue = useEditor((s) => s.saveQueue);
  useEffect(() => {
    if (!projectId || !queue) return;
    return startCollab(projectId, queue, useEditor.getState().revision);
  }, [projectId, queue]);
}
