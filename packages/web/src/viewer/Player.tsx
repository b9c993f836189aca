import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { SCENE_TYPE_3D, type DocNode, type Project } from '@twincanvas/model';
import type { Engine } from '../engine3d';
import type { SceneLayerEvent } from '../engine3d/layers';
import { RuntimeEventsContext, type EmitEvent, type EventCode } from '../runtime/events';
import { runnable3D } from '../runtime/interactions/scene3d';
import { PageNavigatorContext, type PageNavigator } from '../runtime/navigation';
import type { VariableRow } from '../data/api';
import { currentValues, useVariables as useProjectVariables } from '../data/variables';
import { useRuntime } from '../runtime/store';
import { useVariables } from '../runtime/variables';
import { createViewerRunner, type Runner, type ViewerContext } from './interactions';
import { isField } from './keys';
import { openLink } from './links';
import { appVariablesFromUrl, listenAppVariables } from './appVariables';
import {
  findPage,
  pageLinkQuery,
  resolveStart,
  resolveTarget,
  stepPage,
  systemSceneOf,
  type PageRef,
} from './navigation';
import { PageLayer } from './PageLayer';
import { SceneBackdrop, effectiveBackground } from '../components/common/SceneBackdrop';
import { GenericEmitContext, LiveBindContext, type GenericEmit, type LiveBind } from './RuntimeNode';
import type { LiveModule, LiveOptions } from './live';
import { isScaleMode, renderLevel, stageLayout, type ScaleMode } from './scale';
import { Toolbar } from './Toolbar';
import type { ViewerMode } from './paths';
import { viewerThemeSource } from './scene3d/themeSource';
import { signedPost } from './share/client';
import { varsOf } from './shareTransport';
import { signedInPost } from './load';
import {
  ViewerServicesContext,
  type MapSignAnswer,
  type ViewerServices,
  type WeatherAnswer,
} from './services';

const SCALE_KEY = 'tc-viewer-scale';
/** The 3D scene layer and its engine load only for pages of a 3D scene. */
const Scene3DLayer = lazy(() => import('./scene3d/Scene3DLayer'));
/** A generic pointer event right after the renderer reported the same one (a bar click) is dropped. */
const SAME_EVENT_MS = 100;

/** The address's choice, else the viewer's own earlier choice, else the designer's (page settings). */
function initialScaleMode(designed: unknown): ScaleMode {
  const q = new URLSearchParams(window.location.search).get('scale');
  if (isScaleMode(q)) return q;
  const stored = localStorage.getItem(SCALE_KEY);
  if (isScaleMode(stored)) return stored;
  return isScaleMode(designed) ? designed : 'fit';
}

function useViewSize(el: HTMLElement | null) {
  const [size, setSize] = useState({ width: window.innerWidth, height: window.innerHeight });
  useEffect(() => {
    if (!el) return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return size;
}

/**
 * The running dashboard: the current page with the system scene on top, scaled to the screen, with page
 * and scene navigation, full screen and the interaction runner. One runtime for preview, share and case.
 */
export function Player({
  doc,
  mode,
  shareId,
  caseFlag,
  live,
  variables,
}: {
  doc: DocNode;
  mode: ViewerMode;
  shareId?: string;
  caseFlag?: string;
  live?: LiveModule | null;
  /** The project's variable definitions, loaded with the document (viewer/variables.ts). */
  variables?: VariableRow[];
}) {
  const project = doc as unknown as Project;
  const [ref, setRef] = useState<PageRef | null>(() => {
    const q = new URLSearchParams(window.location.search);
    return resolveStart(doc, q.get('scene'), q.get('page'));
  });
  const refNow = useRef(ref);
  refNow.current = ref;
  const [scaleMode, setScaleMode] = useState<ScaleMode>(() => initialScaleMode(project.scaleMode));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const view = useViewSize(root);

  const changePage = useCallback(
    (target: { sceneId?: string; pageId?: string }) => {
      const next = resolveTarget(doc, target);
      const cur = refNow.current;
      if (!next || (cur && next.pageId === cur.pageId && next.sceneId === cur.sceneId)) return;
      setRef(next);
    },
    [doc],
  );

  // The interaction runner lives as long as the document; its emitter is wrapped to drop the generic
  // pointer event a renderer already reported with its own payload.
  const engine3D = useRef<Engine | null>(null);
  // ^{name} values: the address's own parameters, then whatever the embedding page sends.
  const appVariables = useRef<Record<string, unknown>>(appVariablesFromUrl(window.location.search));
  useEffect(() => listenAppVariables(appVariables.current), []);
  const ctx = useMemo<ViewerContext>(
    () => ({
      doc,
      current: () => refNow.current ?? { sceneId: '', pageId: '' },
      changePage,
      openLink,
      appVariables: appVariables.current,
      scene3D: {
        flyTo: (id) => engine3D.current?.flyTo(id) ?? false,
        playTour: (id, onReach) => engine3D.current?.playTour(id, onReach) ?? false,
        stopTour: () => engine3D.current?.stopTour(),
        command: (id, action, args) => engine3D.current?.command3D(id, action, args) ?? false,
      },
    }),
    [doc, changePage],
  );
  const lastSpecific = useRef(new Map<string, number>());
  // Created in an effect (not during render) so its timers start and stop with the mounted player.
  const runner = useRef<Runner | null>(null);
  useEffect(() => {
    const r = createViewerRunner(ctx);
    runner.current = r;
    return () => {
      r.dispose();
      if (runner.current === r) runner.current = null;
    };
  }, [ctx]);
  // A page's timer events stop the moment another page is shown.
  useEffect(() => runner.current?.pageShown(), [ref]);
  const emit = useMemo<EmitEvent>(
    () => (node, code, payload) => {
      lastSpecific.current.set(`${node._id}:${code}`, performance.now());
      runner.current?.emit(node, code, payload);
    },
    [],
  );
  const generic = useMemo<GenericEmit>(
    () => (node, code) => {
      const at = lastSpecific.current.get(`${node._id}:${code}`);
      if (at !== undefined && performance.now() - at < SAME_EVENT_MS) return;
      runner.current?.emit(node, code);
    },
    [],
  );

  // Live data: one options object for the whole dashboard, and a binder each component with a source mounts.
  const liveOptions = useMemo<LiveOptions>(
    () => ({
      mode,
      projectFlag: String(project.projectFlag ?? project._id ?? ''),
      shareId,
      caseFlag,
      variables,
    }),
    [mode, project.projectFlag, project._id, shareId, caseFlag, variables],
  );
  const bind = useMemo<LiveBind | null>(() => {
    if (!live) return null;
    const Binder = live.Binder;
    return function LiveBinder({ node }) {
      return <Binder node={node} options={liveOptions} />;
    };
  }, [live, liveOptions]);

  // Share pages have no member sign-in: components reach the server through signed share calls. A case
  // viewer may lack project rights: its maps sign through the case.
  const services = useMemo<ViewerServices | null>(() => {
    if (mode === 'case' && caseFlag)
      return {
        mode: 'case',
        // An address from a map item's data names the item: the case checks its stored twins request.
        mapSign: (url, from) =>
          signedInPost<MapSignAnswer['data']>(
            'project/case/v2/map/sign',
            from ? { caseFlag, url, componentId: from.componentId } : { caseFlag, url },
          ),
      };
    if (mode !== 'share' || !shareId) return null;
    return {
      mode: 'share',
      weather: (cities) =>
        signedPost<WeatherAnswer>(shareId, 'weather', { cities }).then(
          (r) => (r.code === '0' ? r.data : null),
          () => null,
        ),
      // An address from a map item's data names the item, with the values its data call sends.
      mapSign: (url, from) =>
        signedPost<MapSignAnswer['data']>(
          shareId,
          'map/sign',
          from
            ? { url, componentId: from.componentId, vars: varsOf(from.requestSource, currentValues()) }
            : { url },
        ),
    };
  }, [mode, shareId, caseFlag]);

  // The navigation bar (4301) marks the page on screen and switches pages like an interaction does.
  const navigator = useMemo<PageNavigator>(() => ({ current: ref, navigate: changePage }), [ref, changePage]);

  // The link in the address bar follows the page (project flag + six characters of scene and page).
  useEffect(() => {
    if (!ref) return;
    const q = new URLSearchParams(window.location.search);
    const link = new URLSearchParams(pageLinkQuery(ref));
    q.set('scene', link.get('scene') ?? '');
    q.set('page', link.get('page') ?? '');
    window.history.replaceState(window.history.state, '', `${window.location.pathname}?${q.toString()}`);
    lastSpecific.current.clear();
  }, [ref]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const cur = refNow.current;
      if (!cur || isField(e.target)) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') setRef(stepPage(doc, cur, 1));
      if (e.key === 'ArrowLeft' || e.key === 'PageUp') setRef(stepPage(doc, cur, -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doc]);

  // Leaving the viewer forgets every runtime entry (the system scene's too) and the variables.
  useEffect(
    () => () => {
      useRuntime.getState().reset();
      useVariables.getState().reset();
      useProjectVariables.getState().reset();
    },
    [],
  );

  const chooseScale = (m: ScaleMode) => {
    setScaleMode(m);
    localStorage.setItem(SCALE_KEY, m);
    // A link that named a mode now names the chosen one, so a reload keeps what the viewer chose.
    const q = new URLSearchParams(window.location.search);
    if (q.has('scale')) {
      q.set('scale', m);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}?${q.toString()}`);
    }
  };

  // One event bus: a 3D pick runs the 3D component's interactions like a 2D component's.
  const on3DEvent = useCallback(
    (e: SceneLayerEvent) => {
      const node = refNow.current ? runnable3D(doc, refNow.current.pageId, e.componentId) : null;
      if (node) runner.current?.emit(node, e.eventCode as EventCode, e.data);
    },
    [doc],
  );
  const onEngine = useCallback((e: Engine | null) => void (engine3D.current = e), []);
  const theme3D = useMemo(
    () => viewerThemeSource(mode, String(project.projectFlag ?? ''), shareId),
    [mode, project.projectFlag, shareId],
  );

  const canvas = { width: project.canvasWidth ?? 1920, height: project.canvasHeight ?? 1080 };
  const layout = stageLayout(scaleMode, view, canvas);
  const level = renderLevel(view.width * (window.devicePixelRatio || 1));
  const found = ref ? findPage(doc, ref) : null;
  const system = systemSceneOf(doc);
  const stageStyle: CSSProperties = {
    width: canvas.width,
    height: canvas.height,
    transform: `scale(${layout.scaleX}, ${layout.scaleY})`,
    left: layout.left,
    top: layout.top,
    ['--tc-render-level' as string]: level,
  };

  const stage = (
    <div className="tc-viewer-stage" style={stageStyle} data-render-level={level} data-testid="viewer-stage">
      <SceneBackdrop background={effectiveBackground(found?.scene, found?.page)} />
      {found && Number(found.scene.scenesType) === SCENE_TYPE_3D ? (
        <Suspense fallback={null}>
          <Scene3DLayer
            scene={found.scene}
            page={found.page}
            quality={project.engine?.quality}
            onEvent={on3DEvent}
            onEngine={onEngine}
            theme={theme3D}
          />
        </Suspense>
      ) : null}
      {found ? (
        <PageLayer key={found.page._id} list={found.page.projectTwoComponentList} layer="page" />
      ) : null}
      {system?.isShow !== false && system?.projectTwoComponentList?.length ? (
        <PageLayer key={system._id} list={system.projectTwoComponentList} layer="system" />
      ) : null}
    </div>
  );

  return (
    <div
      className={`tc-viewer tc-viewer-${scaleMode}`}
      ref={setRoot}
      data-testid="viewer"
      data-mode={mode}
      data-page={ref?.pageId ?? ''}
      data-scene={ref?.sceneId ?? ''}
    >
      <div
        className="tc-viewer-scroll"
        style={{ width: layout.left * 2 + layout.width, height: layout.top * 2 + layout.height }}
      >
        <ViewerServicesContext.Provider value={services}>
          <LiveBindContext.Provider value={bind}>
            <PageNavigatorContext.Provider value={navigator}>
              <RuntimeEventsContext.Provider value={emit}>
                <GenericEmitContext.Provider value={generic}>
                  {live ? <live.Provider options={liveOptions}>{stage}</live.Provider> : stage}
                </GenericEmitContext.Provider>
              </RuntimeEventsContext.Provider>
            </PageNavigatorContext.Provider>
          </LiveBindContext.Provider>
        </ViewerServicesContext.Provider>
      </div>
      <Toolbar
        doc={doc}
        current={ref}
        onPage={setRef}
        scaleMode={scaleMode}
        onScaleMode={chooseScale}
        root={root}
      />
    </div>
  );
}
