import { useEffect, useMemo, useRef, useState } from 'react';
import type { Page, Scene } from '@twincanvas/model';
import type { Engine, EngineOptions } from './index';
import { readCameraData } from './camera';
import { removedOnly } from './componentChange';
import { readPage3D, readModules, readStyleData, type ModelModule, type ModelStyleData } from './sceneData';
import { readTours, readViews } from './tour';
import { withTheme, type SceneTheme, type SceneThemeSource } from './sceneTheme';

export interface LoadState {
  /** 0–1 while loading (0.4 once the page is read, then the model's download), null when done. */
  progress: number | null;
  error: { zh: string; en: string } | null;
}

/**
 * The modules and styles a page shows: the model's own (saved by the model editor with the library
 * resource and copied into the scene's model) with the page's additions; a page style overrides the
 * model style of the same id module by module. Every page stores a `_default` style (empty until edited
 * in the style menu), so replacing the whole style would hide the model editor's default on every page.
 */
export function modulesAndStyles(
  scene: Scene,
  page: Page,
): { modules: ModelModule[]; styles: ModelStyleData } {
  const editorJson = (scene.projectModel?.modelEditorJson ?? {}) as {
    modules?: unknown;
    styleList?: unknown;
  };
  const page3D = readPage3D(page.projectThreeComponent);
  const modules = [...readModules(editorJson.modules)];
  for (const m of page3D.modules) if (!modules.some((x) => x.id === m.id)) modules.push(m);
  const modelStyles = readStyleData({ styleList: editorJson.styleList }).styleList;
  const list = modelStyles.map((s) => {
    const own = page3D.styles.styleList.find((p) => p.id === s.id);
    return own ? { ...s, ...own, modules: { ...s.modules, ...own.modules } } : s;
  });
  for (const s of page3D.styles.styleList) if (!list.some((x) => x.id === s.id)) list.push(s);
  return { modules, styles: { currentId: page3D.styles.currentId, styleList: list } };
}

/**
 * One engine on a canvas for as long as the component lives, fed from a scene and page: the page (and
 * the model) load when they change; components, styles, modules, sky, section planes, views, tours,
 * camera and quality follow the document as it changes (edits, undo, co-editors).
 */
export function useScene3D(
  canvas: HTMLCanvasElement | null,
  scene: Scene | undefined,
  page: Page | undefined,
  quality: unknown,
  options: Omit<EngineOptions, 'quality' | 'onProgress'> & {
    /** Where the scene theme data of the scene's model comes from (none: the scene's own copy). */
    theme?: SceneThemeSource | null;
  },
): { engine: Engine | null; load: LoadState; scene: Scene | undefined } {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [load, setLoad] = useState<LoadState>({ progress: null, error: null });
  const opts = useRef(options);
  opts.current = options;

  useEffect(() => {
    if (!canvas) return;
    let alive = true;
    let made: Engine | null = null;
    void import('./index').then(({ createEngine }) => {
      if (!alive) return;
      made = createEngine(canvas, {
        quality,
        onEvent: (e) => opts.current.onEvent?.(e),
        onModelPick: (...click) => opts.current.onModelPick?.(...click),
        onCameraChange: (s) => opts.current.onCameraChange?.(s),
        onQualityDrop: (q) => opts.current.onQualityDrop?.(q),
        autoQuality: options.autoQuality,
        mode: options.mode,
        onProgress: (f) => setLoad((l) => (l.progress === null ? l : { ...l, progress: 0.5 + f * 0.45 })),
      });
      setEngine(made);
    });
    return () => {
      alive = false;
      made?.dispose();
      setEngine(null);
    };
    // The engine lives with its canvas; quality and options changes are applied below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canvas]);

  // The scene theme data of the scene's library model, read once per model while the hook lives.
  const [theme, setTheme] = useState<SceneTheme | null>(null);
  const themes = useRef(new Map<string, Promise<SceneTheme | null>>());
  const themed = useMemo(() => (scene ? withTheme(scene, theme) : undefined), [scene, theme]);

  const resourceId = scene?.projectModel?.resourceId;
  const modelKey = `${scene?.projectModel?.modelWebUrl ?? ''}|${scene?.projectModel?.modelHotFixPath ?? ''}|${resourceId ?? ''}`;
  useEffect(() => {
    if (!engine || !scene || !page) return;
    let alive = true;
    // Loading order of the page (docs/reference.md#scenes-3d): 0.4 once the page is read, then the theme and style
    // data, then the engine takes the page and the model.
    setLoad({ progress: 0.4, error: null });
    const source = opts.current.theme;
    const id = resourceId === undefined || resourceId === '' ? '' : String(resourceId);
    let asking = id && source ? themes.current.get(id) : Promise.resolve(null);
    if (!asking && id && source) {
      // A failed call leaves the scene's own copy in use: the page still shows.
      asking = source(id).catch(() => null);
      themes.current.set(id, asking);
    }
    void (asking ?? Promise.resolve(null))
      .then((got) => {
        if (!alive) return null;
        setTheme(got);
        const now = withTheme(scene, got);
        setLoad({ progress: 0.5, error: null });
        return engine.init3DPage(page, now).then(() => now);
      })
      .then((now) => {
        if (!alive || !now) return;
        const { modules, styles } = modulesAndStyles(now, page);
        engine.set3DModelModuleList(modules);
        engine.load3DModelStyle(styles);
        setLoad({ progress: null, error: null });
      })
      .catch((err: unknown) => {
        const text = (err as { text?: { zh: string; en: string } }).text ?? {
          zh: String(err),
          en: String(err),
        };
        if (alive) setLoad({ progress: null, error: text });
      });
    return () => {
      alive = false;
    };
    // Only a new page or a new model reloads; the effects below follow edits of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, page?._id, modelKey]);

  // A list that only lost components (a delete, an undone add) removes those; any other change hands
  // the engine the whole list (docs/3d.md, "Bridge").
  const shownList = useRef<{ engine: Engine; pageId: string; list: Page['components3D'] } | null>(null);
  useEffect(() => {
    if (!engine || !page) return;
    const last = shownList.current;
    const before = last?.engine === engine && last.pageId === page._id ? last.list : undefined;
    shownList.current = { engine, pageId: page._id, list: page.components3D };
    const gone = removedOnly(before, page.components3D);
    if (gone) void engine.remove3DComponent(gone);
    else void engine.set3DComponent(page.components3D ?? []);
  }, [engine, page?.components3D]); // eslint-disable-line react-hooks/exhaustive-deps

  const data = page?.projectThreeComponent;
  useEffect(() => {
    if (!engine || !themed || !page) return;
    const { modules, styles } = modulesAndStyles(themed, page);
    const page3D = readPage3D(data);
    engine.set3DModelModuleList(modules);
    engine.load3DModelStyle(styles);
    engine.setSky(page3D.sky);
    engine.selectSectionPlaneInfo(null, page3D.sectionPlanes);
    engine.setCameraViews(readViews(data?.configData?.cameraViews), readTours(data?.configData?.cameraTours));
  }, [engine, data, themed?.projectModel]); // eslint-disable-line react-hooks/exhaustive-deps

  // The stored camera is applied when it changes (a mode switch, an initial view, undo, a co-editor).
  const cameraJson = JSON.stringify(data?.configData?.cameraData ?? null);
  useEffect(() => {
    if (engine) engine.setCamera(readCameraData(JSON.parse(cameraJson)));
  }, [engine, cameraJson]);

  useEffect(() => {
    engine?.setQuality(quality);
  }, [engine, quality]);

  return { engine, load, scene: themed };
}
