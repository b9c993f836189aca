import { useEffect, useState } from 'react';
import { ApiError } from '../app/api';
import { licenceBlockOf, type LicenceBlock } from '../pages/deploy/licenceBlock';
import { LicenceBlocked } from '../pages/deploy/LicenceBlocked';
import { Button, ConfigProvider, Modal, Result, Spin, Tabs, type ThemeConfig } from 'antd';
import { FLOATING_PANEL_INDEX_START } from '@twincanvas/model';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { useTitle } from '../app/useTitle';
import { COMPONENT_RUNTIMES } from '../components/registry';
import { editorApi, type LoadedDocument } from './api';
import { Canvas } from './canvas/Canvas';
import { collabSender, useCollab } from './collab';
import { useKeyboard } from './keyboard';
import { HelpPanel } from './layout/HelpPanel';
import { antdThemeFor, useEditorTheme } from './layout/theme';
import { PagePath } from './layout/PagePath';
import { TopBar } from './layout/TopBar';
import './locales';
import { LayerList } from './panels/LayerList';
import { LayersOrMap, PropertiesOrMapItem } from './map/EditorMapContext';
import { Palette } from './panels/Palette';
import { PropertyPanel } from './panels/PropertyPanel';
import { RightPanel } from './panels/data/RightPanel';
import { SceneTree } from './panels/SceneTree';
import { LibraryPanel } from './panels/library/LibraryPanel';
import { Scene3DStage } from './scene3d/Scene3DStage';
import { LayerList3D } from './components3d/LayerList3D';
import { Palette3D } from './components3d/Palette3D';
import { Properties3D } from './components3d/Properties3D';
import { useFocusSaveLock } from './save/focusLock';
import { startSession, useEditor } from './store';
import { usedTypeCodes } from './docModel';
import './editor.css';
import '../components/common/stageFont.css';

/**
 * Renderers are lazy chunks. The kinds the document uses are loaded before the editor counts as ready,
 * so the first paint is the whole page (not boxes filling in later); the rest load when the tab is idle,
 * so the palette's first drop is immediate without competing with the opening for the main thread.
 */
async function preloadRenderers(doc: LoadedDocument): Promise<void> {
  const used = usedTypeCodes(doc);
  const needed = COMPONENT_RUNTIMES.filter((d) => d.typeCodes.some((code) => used.has(String(code))));
  await Promise.all(needed.map((d) => d.preload().catch(() => undefined)));
  const later = () => COMPONENT_RUNTIMES.forEach((d) => void d.preload().catch(() => undefined));
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 5000 });
  else setTimeout(later, 2000);
}

/**
 * Asks before leaving while edits are not yet saved (docs/reference.md#saving): closing or reloading the tab (the
 * browser's own prompt) and navigating inside the app (a confirm dialog; staying keeps the retries going).
 */
function useUnsavedGuard(): void {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && useEditor.getState().unsaved > 0,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title: t('editor.leaveTitle'),
      content: t('editor.leaveWarning'),
      okText: t('editor.leaveAnyway'),
      okButtonProps: { danger: true },
      cancelText: t('editor.stay'),
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);
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

/**
 * The editor's floating panels (dialogs and drawers: data management, filters, help, rename…) stack from
 * index 25 (docs/reference.md#routes); antd stacks one opened from another above it. Menus, tooltips, messages and
 * confirmations keep antd's own higher indexes, so they stay above any panel.
 */
const FLOATING_PANELS: ThemeConfig = {
  components: {
    Modal: { zIndexPopupBase: FLOATING_PANEL_INDEX_START },
    Drawer: { zIndexPopupBase: FLOATING_PANEL_INDEX_START },
  },
};

/** The `/project/{id}` editor: load the document, then the editing layout around the canvas. */
export function EditorPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [block, setBlock] = useState<LicenceBlock | null>(null);
  const name = useEditor((s) => (s.doc ? String(s.doc.projectName ?? '') : ''));
  const mode = useEditor((s) => s.mode);
  const theme = useEditorTheme();
  useTitle(name || t('pages.project'));
  useKeyboard();
  useUnsavedGuard();
  useFocusSaveLock();
  useCollab();

  useEffect(() => {
    let alive = true;
    setState('loading');
    editorApi
      .load(id)
      .then(async (doc) => {
        await preloadRenderers(doc);
        return doc;
      })
      .then(
        (doc) => {
          if (!alive) return;
          startSession(
            doc,
            doc.revision,
            collabSender((ops, base, operations) => editorApi.save(doc.projectId, ops, base, operations)),
          );
          setState('ready');
        },
        (e: unknown) => {
          if (!alive) return;
          setBlock(e instanceof ApiError ? licenceBlockOf(e.data, e.message) : null);
          setState('failed');
        },
      );
    return () => {
      alive = false;
    };
  }, [id]);

  if (state === 'loading') return <Spin size="large" tip={t('editor.loading')} fullscreen />;
  if (state === 'failed' && block)
    return <LicenceBlocked block={block} lang={i18n.language === 'en' ? 'en' : 'zh'} />;
  if (state === 'failed')
    return (
      <Result
        status="warning"
        title={t('editor.loadFailed')}
        extra={<Button onClick={() => navigate('/manage')}>{t('editor.back')}</Button>}
      />
    );
  return (
    <ConfigProvider theme={antdThemeFor(theme, FLOATING_PANELS)}>
      <div className={`tc-editor tc-theme-${theme}`} data-testid="editor" data-theme={theme}>
        <TopBar />
        <aside className="tc-left">
          <Tabs
            size="small"
            items={[
              {
                key: 'layers',
                label: t('editor.panels.layers'),
                children: mode === '3D' ? <LayerList3D /> : <LayersOrMap layers={<LayerList />} />,
              },
              { key: 'scenes', label: t('editor.panels.scenes'), children: <SceneTree /> },
              { key: 'library', label: t('library.title'), children: <LibraryPanel /> },
            ]}
          />
          <div className="tc-panel-head">{t('editor.panels.components')}</div>
          {mode === '3D' ? <Palette3D /> : <Palette />}
        </aside>
        <main className="tc-center">
          {mode === '3D' ? <Scene3DStage /> : <Canvas />}
          <PagePath />
        </main>
        <aside className="tc-right">
          <RightPanel
            title={t('editor.panels.properties')}
            properties={
              mode === '3D' ? <Properties3D /> : <PropertiesOrMapItem properties={<PropertyPanel />} />
            }
          />
        </aside>
        <HelpPanel />
      </div>
    </ConfigProvider>
  );
}
