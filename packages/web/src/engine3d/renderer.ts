import {
  ACESFilmicToneMapping,
  HalfFloatType,
  PCFShadowMap,
  SRGBColorSpace,
  Vector2,
  WebGLRenderTarget,
  WebGLRenderer,
  type Object3D,
  type PerspectiveCamera,
  type Scene,
} from 'three';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { OutlinePass } from 'three/addons/postprocessing/OutlinePass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/addons/postprocessing/UnrealBloomPass.js';
import { softwareWebgl } from '../app/softwareWebgl';
import { qualitySettings, type QualitySettings } from './quality';

/** The scene pass, remembering how many draw calls the scene itself took (without post-processing). */
class CountingRenderPass extends RenderPass {
  calls = 0;
  override render(...args: Parameters<RenderPass['render']>): void {
    const info = args[0].info.render;
    const before = info.calls;
    super.render(...args);
    this.calls = info.calls - before;
  }
}

export interface FrameStats {
  /** Draw calls of the whole frame, post-processing included. */
  calls: number;
  /** Draw calls of the scene alone. */
  sceneCalls: number;
  triangles: number;
  geometries: number;
  textures: number;
  programs: number;
  frames: number;
  /** How long the last frame took to submit (ms; software WebGL makes this the whole draw). */
  frameMs: number;
}

/**
 * The WebGL renderer with the quality's pixel ratio, shadows and post-processing (selection outline,
 * bloom through three/addons' EffectComposer). Counts are kept per frame (autoReset off) so a frame that
 * goes through several passes still reports all its draw calls.
 */
export class Renderer {
  readonly gl: WebGLRenderer;
  settings: QualitySettings;
  private composer: EffectComposer | null = null;
  private scenePass: CountingRenderPass | null = null;
  private outline: OutlinePass | null = null;
  private outlined: Object3D[] = [];
  private width = 1;
  private height = 1;
  private displayScale = 1;
  readonly stats: FrameStats = {
    calls: 0,
    sceneCalls: 0,
    triangles: 0,
    geometries: 0,
    textures: 0,
    programs: 0,
    frames: 0,
    frameMs: 0,
  };

  constructor(
    canvas: HTMLCanvasElement,
    private readonly scene: Scene,
    private readonly camera: PerspectiveCamera,
    quality: unknown,
  ) {
    this.gl = new WebGLRenderer({
      canvas,
      antialias: false,
      alpha: true,
      powerPreference: 'high-performance',
    });
    this.gl.outputColorSpace = SRGBColorSpace;
    this.gl.toneMapping = ACESFilmicToneMapping;
    this.gl.shadowMap.type = PCFShadowMap;
    // The sun's shadow camera is fitted to the model, not to the view, so its 2048² depth map changes only
    // when the scene does: it is drawn on the frames the engine says so (render's `sceneChanged`), not on
    // every frame of an orbit or flight, nor again for each extra pass of the selection outline.
    this.gl.shadowMap.autoUpdate = false;
    this.gl.info.autoReset = false;
    this.settings = qualitySettings(quality, this.screenRatio(), softwareWebgl());
    this.build();
  }

  setQuality(quality: unknown): QualitySettings {
    this.settings = qualitySettings(quality, this.screenRatio(), softwareWebgl());
    this.build();
    return this.settings;
  }

  /**
   * Screen pixels per layout pixel of the canvas: the device pixel ratio times the scale the page puts
   * on the canvas (the viewer scales a 1920-wide stage to the window). The quality caps apply to this,
   * so a stage shown at half size draws a quarter of the pixels, and a small preview stays cheap.
   */
  private screenRatio(): number {
    return (window.devicePixelRatio || 1) * this.displayScale;
  }

  /** The canvas is shown at `scale` × its layout size (CSS transforms of its ancestors). */
  setDisplayScale(scale: number): void {
    const next = Number.isFinite(scale) && scale > 0 ? Math.min(4, Math.max(0.1, scale)) : 1;
    if (Math.abs(next - this.displayScale) < 0.01) return;
    this.displayScale = next;
    this.settings = qualitySettings(this.settings.quality, this.screenRatio(), softwareWebgl());
    this.gl.setPixelRatio(this.settings.pixelRatio);
    this.resize(this.width, this.height);
  }

  private build(): void {
    const s = this.settings;
    this.gl.setPixelRatio(s.pixelRatio);
    this.gl.shadowMap.enabled = s.shadows;
    this.composer?.dispose();
    this.composer = null;
    this.scenePass = null;
    this.outline = null;
    if (s.postProcessing) {
      const size = this.gl.getDrawingBufferSize(new Vector2());
      const target = new WebGLRenderTarget(Math.max(1, size.x), Math.max(1, size.y), {
        type: HalfFloatType,
        samples: s.samples,
      });
      const composer = new EffectComposer(this.gl, target);
      this.scenePass = new CountingRenderPass(this.scene, this.camera);
      composer.addPass(this.scenePass);
      if (s.outline) {
        this.outline = new OutlinePass(new Vector2(this.width, this.height), this.scene, this.camera);
        this.outline.edgeStrength = 4;
        this.outline.visibleEdgeColor.set('#36c5ff');
        this.outline.hiddenEdgeColor.set('#1a6080');
        this.outline.selectedObjects = this.outlined;
        composer.addPass(this.outline);
      }
      if (s.bloom)
        composer.addPass(new UnrealBloomPass(new Vector2(this.width, this.height), 0.35, 0.4, 0.85));
      composer.addPass(new OutputPass());
      this.composer = composer;
    }
    this.resize(this.width, this.height);
    // Materials compiled with the other shadow setting need recompiling.
    this.scene.traverse((o) => {
      const m = (o as { material?: { needsUpdate: boolean } | { needsUpdate: boolean }[] }).material;
      for (const x of Array.isArray(m) ? m : m ? [m] : []) x.needsUpdate = true;
    });
  }

  /** Sizes the drawing to the canvas' layout size and to the scale it is shown at. */
  fitCanvas(canvas: HTMLCanvasElement): void {
    // A scaled ancestor (the viewer's stage) shows the canvas smaller or larger than its layout size.
    const shown = canvas.getBoundingClientRect().width;
    if (canvas.clientWidth && shown) this.setDisplayScale(shown / canvas.clientWidth);
    this.resize(canvas.clientWidth || canvas.width, canvas.clientHeight || canvas.height);
  }

  resize(width: number, height: number): void {
    this.width = Math.max(1, Math.round(width));
    this.height = Math.max(1, Math.round(height));
    this.gl.setSize(this.width, this.height, false);
    this.composer?.setPixelRatio(this.settings.pixelRatio);
    this.composer?.setSize(this.width, this.height);
    this.camera.aspect = this.width / this.height;
    this.camera.updateProjectionMatrix();
  }

  /** Objects drawn with the selection outline (high and medium quality). */
  setOutlined(objects: Object3D[]): void {
    this.outlined = objects;
    if (this.outline) this.outline.selectedObjects = objects;
  }

  /** Draws a frame; `sceneChanged` redraws the shadow map too (false when only the camera moved). */
  render(dt: number, sceneChanged = true): void {
    const t0 = performance.now();
    if (sceneChanged) this.gl.shadowMap.needsUpdate = true;
    const info = this.gl.info;
    info.reset();
    if (this.composer && this.scenePass) {
      // Outline costs extra passes only while something is selected.
      if (this.outline) this.outline.enabled = this.outlined.length > 0;
      this.composer.render(dt);
      this.stats.sceneCalls = this.scenePass.calls;
    } else {
      this.gl.render(this.scene, this.camera);
      this.stats.sceneCalls = info.render.calls;
    }
    this.stats.calls = info.render.calls;
    this.stats.triangles = info.render.triangles;
    this.stats.geometries = info.memory.geometries;
    this.stats.textures = info.memory.textures;
    this.stats.programs = info.programs?.length ?? 0;
    this.stats.frames++;
    this.stats.frameMs = performance.now() - t0;
  }

  dispose(): void {
    this.composer?.dispose();
    this.gl.dispose();
  }
}
