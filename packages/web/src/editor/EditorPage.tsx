import { useEffect, useState } from 'react';
import { Button, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useTitle } from '../app/useTitle';
import { COMPONENTS } from '../components/registry';
import { editorApi } from './api';
import { Canvas } from './canvas/Canvas';
import { collabSender, useCollab } from './collab';
import { useKeyboard } from './keyboard';
import { HelpPanel } from './layout/HelpPanel';
import { TopBar } from './layout/TopBar';
import './locales';
import { LayerList } from './panels/LayerList';
import { Palette } from './panels/Palette';
import { PropertyPanel } from './panels/PropertyPanel';
import { RightPanel } from './panels/data/RightPanel';
import { SceneTree } from './panels/SceneTree';
import { LibraryPanel } from './panels/library/LibraryPanel';
import { startSession, useEditor } from './store';
import './editor.css';

// Renderers are lazy chunks; start fetching them with the document so the first paint has them.
const preloadRenderers = () => COMPONENTS.forEach((d) => void d.preload());

/** Asks before leaving while edits are not yet saved (editor spec 4.5). */
function useUnsavedGuard(): void {
  const { t } = useTranslation();
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (useEditor.getState().unsaved === 0) return;
      e.preventDefault();
      e.returnValue = t('editor.leaveWarning');
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [t]);
}

/** The `/project/{id}` editor: load the document, then the editing layout around the canvas. */
export function EditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const name = useEditor((s) => (s.doc ? String(s.doc.projectName ?? '') : ''));
  useTitle(name || t('pages.project'));
  useKeyboard();
  useUnsavedGuard();
  useCollab();

  useEffect(() => {
    let alive = true;
    setState('loading');
    preloadRenderers();
    editorApi.load(id).then(
      (doc) => {
        if (!alive) return;
        startSession(
          doc,
          doc.revision,
          collabSender((ops, base) => editorApi.save(doc.projectId, ops, base)),
        );
        setState('ready');
      },
      () => alive && setState('failed'),
    );
    return () => {
      alive = false;
    };
  }, [id]);

  if (state === 'loading') return <Spin size="large" tip={t('editor.loading')} fullscreen />;
  if (state === 'failed')
    return (
      <Result
        status="warning"
        title={t('editor.loadFailed')}
        extra={<Button onClick={() => navigate('/manage')}>{t('editor.back')}</Button>}
      />
    );
  return (
    <div className="tc-editor" data-testid="editor">
      <TopBar />
      <aside className="tc-left">
        <Tabs
          size="small"
          items={[
            { key: 'layers', label: t('editor.panels.layers'), children: <LayerList /> },
            { key: 'scenes', label: t('editor.panels.scenes'), children: <SceneTree /> },
            { key: 'library', label: t('library.title'), children: <LibraryPanel /> },
          ]}
        />
        <div className="tc-panel-head">{t('editor.panels.components')}</div>
        <Palette />
      </aside>
      <main className="tc-center">
        <Canvas />
      </main>
      <aside className="tc-right">
        <RightPanel title={t('editor.panels.properties')} properties={<PropertyPanel />} />
      </aside>
      <HelpPanel />
    </div>
  );
}
