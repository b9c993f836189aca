import { PerspectiveCamera, Scene } from 'three';
import type { Component3D, Page, Scene as DocScene } from '@twincanvas/model';
import { definition3DOf } from '../components/registry';
import { mergedById } from './componentChange';
import { areaPose, readCameraData, type CameraState } from './camera';
import { SectionPlanes } from './clipping';
import { CameraControls } from './controls';
import { Environment } from './environment';
import { LayerHost } from './layerHost';
import type { SceneLayerContext } from './layers';
import type { EngineOptions, EngineStats } from './engineTypes';
import type { LoadedModel, ModelError, ModelNode } from './model';
import { ModelSlot, modelUrlOf } from './modelSlot';
import { SlowFrameWatch, type Quality } from './quality';
import { Flights } from './flights';
import { FrameLoop } from './frameLoop';
import { boundPathOf, Picker, selectedPaths } from './picking';
import { Renderer } from './renderer';
import { isShowAction, RuntimeShown } from './runtimeShown';
import { readPage3D, withStyle } from './sceneData';
import type * as Data from './sceneData';
import { readTours, readViews, type CameraTour, type CameraView, type TourReach } from './tour';

export { modelUrlOf } from './modelSlot';
export type { EngineOptions, EngineStats } from './engineTypes';

/**
 * THE 3D engine behind the bridge (docs/3d.md): one renderer, scene, camera and frame loop per canvas,
 * rendering on demand. The editor, the viewer and the model editor all drive it through these calls.
 */
export class Engine {
  readonly scene = new Scene();
  readonly camera = new PerspectiveCamera(45, 1, 0.1, 20000);
  readonly renderer: Renderer;
  readonly layers: LayerHost;
  readonly controls: CameraControls;
  readonly picker: Picker;
  private readonly flights: Flights;
  private readonly env: Environment;
  private readonly clipping: SectionPlanes;
  private readonly slot: ModelSlot;
  private page: Data.Page3D = readPage3D(undefined);
  private components: Component3D[] = [];
  /** Show/hide set by interactions in the viewer, over the stored flags (never saved). */
  private readonly shownNow = new RuntimeShown();
  private styleId = '';
  private readonly loop = new FrameLoop((dt, now, changed) => this.drawFrame(dt, now, changed));
  private readonly started = performance.now();
  private readonly slow = new SlowFrameWatch();
  /** Whether the last frame asked for another (the next one then follows it straight away). */
  private running = false;
  private readonly ro: ResizeObserver;
  private disposed = false;

  constructor(
    readonly canvas: HTMLCanvasElement,
    private readonly options: EngineOptions = {},
  ) {
    this.scene.name = 'tc-scene';
    this.renderer = new Renderer(canvas, this.scene, this.camera, options.quality);
    this.env = new Environment(this.scene, this.renderer.gl);
    this.clipping = new SectionPlanes(this.scene, this.renderer.gl);
    const ctx: SceneLayerContext = {
      scene: this.scene,
      camera: this.camera,
      renderer: this.renderer.gl,
      mode: options.mode ?? 'edit',
      requestRender: () => this.requestRender(),
      emit: (e) => this.options.onEvent?.(e),
    };
    this.slot = new ModelSlot({
      onProgress: (f) => this.options.onProgress?.(f),
      attach: (model) => {
        this.scene.add(model.root);
        model.setShadows(this.renderer.settings.shadows);
        this.env.setShadows(this.renderer.settings.shadows);
        this.controls.floorY = model.floorY;
        this.applyEnvironment();
        this.applyStyle();
      },
      detach: (model) => this.scene.remove(model.root),
    });
    this.layers = new LayerHost(ctx, options.lookup ?? definition3DOf);
    this.scene.add(this.layers.root);
    this.controls = new CameraControls(
      this.camera,
      canvas,
      readCameraData(undefined),
      () => this.loop.request(false),
      (s) => this.options.onCameraChange?.(s),
    );
    this.flights = new Flights(
      this.controls,
      () => this.loop.request(false),
      () => this.options.onCameraChange?.(this.controls.getState()),
    );
    this.picker = new Picker(
      canvas,
      {
        camera: this.camera,
        layers: this.layers,
        model: () => this.model,
        modules: () => this.page.modules,
        components: () => this.components,
      },
      (e) => this.options.onEvent?.(e),
      (...click) => this.options.onModelPick?.(...click),
    );
    this.ro = new ResizeObserver(() => this.resize());
    this.ro.observe(canvas);
    // A window resize rescales the viewer's stage without changing the canvas' layout size.
    window.addEventListener('resize', this.resize);
    this.resize();
    this.env.apply(this.page.sky, null);
  }

  // ── The bridge (docs/3d.md, "Bridge") ──────────────────────────────────────────────────────────

  /**
   * Shows a page of a 3D scene: its model (kept when the scene's model is the one already shown), camera,
   * environment, styles, section planes, views, tours and 3D components. Resolves when the model is in.
   */
  async init3DPage(page: Page, scene: Pick<DocScene, 'projectModel'>): Promise<void> {
    const data = page.projectThreeComponent;
    this.page = readPage3D(data);
    const config = data?.configData;
    this.setCameraViews(readViews(config?.cameraViews), readTours(config?.cameraTours));
    this.flights.stop();
    this.controls.setState(readCameraData(config?.cameraData));
    this.styleId = this.page.styles.currentId;
    void this.set3DComponent(page.components3D ?? []);
    await this.loadModel(modelUrlOf(scene.projectModel));
    if (this.disposed) return;
    this.applyEnvironment();
    this.applyStyle();
    this.applySectionPlanes();
    this.requestRender();
  }

  /** The page's 3D components (whole list), or changed ones merged in by `_id`. */
  set3DComponent(
    components: Component3D | readonly Component3D[],
    whole = Array.isArray(components),
  ): Promise<void> {
    const list = Array.isArray(components) ? (components as Component3D[]) : [components as Component3D];
    this.components = whole ? [...list] : mergedById(this.components, list);
    return this.layers.set(this.shownNow.over(this.components));
  }

  select3DComponent(ids: readonly string[]): void {
    this.layers.setSelected(ids);
    const chosen = this.components.filter((c) => ids.includes(c._id));
    this.outlinePaths(selectedPaths(chosen, this.page.modules));
  }

  remove3DComponent(ids: string | readonly string[]): Promise<void> {
    const gone = new Set(typeof ids === 'string' ? [ids] : ids);
    this.components = this.components.filter((c) => !gone.has(c._id));
    for (const id of gone) this.shownNow.forget(id);
    return this.layers.set(this.shownNow.over(this.components));
  }

  /** The page's style list (and the style to show, by default its current one). */
  load3DModelStyle(styles: Data.ModelStyleData, styleId = styles.currentId): void {
    this.page = { ...this.page, styles };
    this.styleId = styleId;
    this.applyStyle();
  }

  set3DModelModuleList(modules: readonly Data.ModelModule[]): void {
    this.page = { ...this.page, modules: [...modules] };
    this.applyStyle();
  }

  /** Leaves the pipeline drawing tool of the pipeline layer. */
  EndPipelineEdit(): void {
    this.layers.endEdit();
  }

  /** Shows one style (an edit of it when `style` is given, before it is saved). */
  update3DModelStyle(styleId: string, style?: Data.ModelStyle): void {
    if (style) this.page = { ...this.page, styles: withStyle(this.page.styles, style) };
    this.styleId = styleId;
    this.applyStyle();
  }

  /** Section planes of the page, and which one is selected (shown with a helper); null clears it. */
  selectSectionPlaneInfo(id: string | null, planes?: readonly Data.SectionPlane[]): void {
    if (planes) this.page = { ...this.page, sectionPlanes: [...planes] };
    this.applySectionPlanes(id);
  }

  // ── Camera, environment, quality ───────────────────────────────────────────────────────────────

  setCamera(state: CameraState): void {
    this.flights.stop();
    this.controls.setState(state);
  }

  getCamera(): CameraState {
    return this.controls.getState();
  }

  /** Animated flight to a saved view. */
  flyTo(view: CameraView | string, seconds?: number): boolean {
    return this.flights.flyTo(view, seconds);
  }

  /** Flies the orbit camera to frame the whole model (0 seconds: at once, as the model editor opens). */
  frameModel(seconds?: number): boolean {
    return this.model ? this.flights.frame(this.model.bounds, seconds) : false;
  }

  /**
   * Flies to a 3D component (where its layer says it is, or the model node it is bound to), framed the
   * way area interactions are (distance 12 and pitch 30 by default).
   */
  flyToComponent(id: string): boolean {
    const c = this.components.find((x) => x._id === id);
    if (!c) return false;
    const path = boundPathOf(c);
    const focus = this.layers.focusOf(c) ?? (path ? this.model?.focusOf(path) : null);
    if (!focus) return false;
    const distance = Math.max(this.page.area.distance, focus.radius * 2.5);
    const pose = areaPose({ x: focus.x, y: focus.y, z: focus.z }, distance, this.page.area.pitch);
    return this.flights.flyTo({ id, name: id, ...pose });
  }

  /**
   * An interaction action aimed at a 3D component: fly-to and show/hide/toggle here (the same visibility
   * flags the editor saves, set for this run only), the rest in the component's layer.
   */
  command3D(id: string, action: string, args?: Readonly<Record<string, unknown>>): boolean {
    if (action === 'flyTo') return this.flyToComponent(id);
    const c = this.components.find((x) => x._id === id);
    if (!c) return false;
    if (isShowAction(action)) {
      if (this.shownNow.apply(c, action)) void this.layers.set(this.shownNow.over(this.components));
      return true;
    }
    return this.layers.command(c, action, args);
  }

  /**
   * Plays a tour of this page's saved views; false when no such tour or it has no reachable view.
   * `onReach` hears each stop the camera lands on (what the interaction that started it fires as 50101).
   */
  playTour(tour: CameraTour | string, onReach?: (reach: TourReach) => void): boolean {
    return this.flights.playTour(tour, onReach);
  }

  stopTour(): void {
    this.flights.stop();
  }

  get touring(): boolean {
    return this.flights.playing;
  }

  /** The saved views and tours flights and tours go through (the page's, or an edit of them). */
  setCameraViews(views: CameraView[], tours: CameraTour[]): void {
    this.flights.views = views;
    this.flights.tours = tours;
  }

  setSky(sky: Data.SkyData): void {
    this.page = { ...this.page, sky };
    this.applyEnvironment();
  }

  setQuality(quality: unknown): Quality {
    const s = this.renderer.setQuality(quality);
    this.model?.setShadows(s.shadows);
    this.env.setShadows(s.shadows);
    this.requestRender();
    return s.quality;
  }

  /** Loads the scene's model (shared by the scene's pages); null when the scene has none. */
  loadModel(url: string | null): Promise<LoadedModel | null> {
    return this.slot.load(url);
  }

  private get model(): LoadedModel | null {
    return this.slot.model;
  }

  /** Why the model could not be shown (null while it loads or once it is in). */
  get error(): ModelError | null {
    return this.slot.error;
  }

  /** Centre of a model node (or of one instance of a batch), in world space; null when unknown. */
  nodeCenter(path: string): { x: number; y: number; z: number } | null {
    const f = this.model?.focusOf(path);
    return f ? { x: f.x, y: f.y, z: f.z } : null;
  }

  modelTree(): ModelNode[] {
    return this.model?.tree() ?? [];
  }

  /** Draws the selection outline around model nodes, tinting instances of batches (the model editor's selection). */
  outlinePaths(paths: readonly string[]): void {
    this.renderer.setOutlined(this.model ? this.model.highlight(paths) : []);
    this.requestRender();
  }

  stats(): EngineStats {
    return {
      ...this.renderer.stats,
      firstModelFrameMs: this.slot.firstFrameMs,
      quality: this.renderer.settings.quality,
      mode: this.controls.mode,
      engineMode: this.options.mode ?? 'edit',
      modelUrl: this.model ? this.slot.url : null,
      modelMeshes: this.model?.meshCount ?? 0,
      modelPaths: this.model?.pathCount ?? 0,
      modelTriangles: Math.round(this.model?.triangles ?? 0),
      overrideMaterials: this.model?.overrideMaterials ?? 0,
      styledMeshes: this.model?.styledCount ?? 0,
      layers: this.layers.loadedTypes(),
      clippingPlanes: this.renderer.gl.clippingPlanes.length,
      sky: this.page.sky.type,
    };
  }

  // ── Frame loop ─────────────────────────────────────────────────────────────────────────────────

  /**
   * A frame for any change of the scene (the shadow map is redrawn with it); camera moves ask the loop.
   * After dispose the stopped loop ignores it.
   */
  requestRender(): void {
    this.loop.request();
  }

  /** One frame: camera, flights and layers move, the renderer draws; true while anything still moves. */
  private drawFrame(dt: number, now: number, sceneChanged: boolean): boolean {
    let again = this.controls.update(dt);
    if (this.flights.update(now)) again = true;
    // An animating layer may move what a model module shows, so its frames count as scene changes.
    let changed = sceneChanged;
    if (this.layers.tick(dt, (now - this.started) / 1000)) again = changed = true;
    this.renderer.render(dt, changed);
    this.slot.framed();
    if (this.options.autoQuality) {
      const { frameMs } = this.renderer.stats;
      const down = this.slow.record(now, frameMs, this.renderer.settings.quality, this.running);
      if (down) this.options.onQualityDrop?.(this.setQuality(down));
    }
    this.running = again;
    return again;
  }

  readonly resize = (): void => {
    this.renderer.fitCanvas(this.canvas);
    this.requestRender();
  };

  // ── Applying page data ─────────────────────────────────────────────────────────────────────────

  private applyEnvironment(): void {
    this.env.apply(this.page.sky, this.model?.bounds ?? null);
    this.requestRender();
  }

  private applyStyle(): void {
    const style = this.page.styles.styleList.find((s) => s.id === this.styleId);
    this.model?.applyStyle(style, this.page.modules);
    this.requestRender();
  }

  private applySectionPlanes(selected: string | null = null): void {
    this.clipping.apply(this.page.sectionPlanes, selected, this.model?.bounds ?? null);
    this.requestRender();
  }

  dispose(): void {
    this.disposed = true;
    this.loop.stop();
    this.ro.disconnect();
    window.removeEventListener('resize', this.resize);
    this.picker.dispose();
    this.controls.dispose();
    this.layers.dispose();
    this.env.dispose();
    this.clipping.dispose();
    this.slot.dispose();
    this.renderer.dispose();
  }
}
