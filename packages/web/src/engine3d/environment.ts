import {
  AmbientLight,
  Color,
  DataTexture,
  DirectionalLight,
  Fog,
  Group,
  MathUtils,
  PMREMGenerator,
  RGBAFormat,
  SRGBColorSpace,
  Vector3 as V3,
  type Box3,
  type Scene,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/addons/environments/RoomEnvironment.js';
import { Sky } from 'three/addons/objects/Sky.js';
import { toColour } from './objects/colour';
import type { SkyData } from './sceneData';

const GRADIENT_STEPS = 64;

/**
 * Sky, lights and fog of a page (docs/3d.md, "Environment"): a plain colour, a vertical gradient, or the
 * procedural sky of three/addons (nothing downloaded), with an ambient light, a sun that casts shadows
 * at the higher qualities, and optional distance fog.
 */
export class Environment {
  readonly root = new Group();
  private readonly ambient = new AmbientLight();
  private readonly sun = new DirectionalLight();
  private sky: Sky | null = null;
  private gradient: DataTexture | null = null;
  private readonly reflections: Texture;

  constructor(
    private readonly scene: Scene,
    renderer: WebGLRenderer,
  ) {
    this.root.name = 'tc-environment';
    // Metallic materials (glTF's default is fully metallic) need something to reflect: a procedural
    // room, prefiltered once, lights them without downloading an environment map.
    const pmrem = new PMREMGenerator(renderer);
    this.reflections = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
    pmrem.dispose();
    scene.environment = this.reflections;
    scene.environmentIntensity = 0.25;
    this.sun.name = 'tc-sun';
    this.root.add(this.ambient, this.sun, this.sun.target);
    scene.add(this.root);
  }

  apply(data: SkyData, bounds: Box3 | null): void {
    toColour(data.ambientColor, this.ambient.color);
    this.ambient.intensity = data.ambientIntensity;
    toColour(data.sunColor, this.sun.color);
    this.sun.intensity = data.sunIntensity;
    const sunDir = new V3().setFromSphericalCoords(
      1,
      MathUtils.degToRad(90 - data.sunElevation),
      MathUtils.degToRad(data.sunAzimuth),
    );
    const size = bounds && !bounds.isEmpty() ? bounds.getSize(new V3()).length() : 200;
    const center = bounds && !bounds.isEmpty() ? bounds.getCenter(new V3()) : new V3();
    this.sun.position.copy(center).addScaledVector(sunDir, size);
    this.sun.target.position.copy(center);
    const cam = this.sun.shadow.camera;
    cam.left = cam.bottom = -size / 2;
    cam.right = cam.top = size / 2;
    cam.near = 0.1;
    cam.far = size * 2.5;
    cam.updateProjectionMatrix();
    this.sun.shadow.mapSize.set(2048, 2048);
    this.sun.shadow.bias = -0.0005;

    this.clearBackground();
    if (data.type === 'color') this.scene.background = toColour(data.color);
    else if (data.type === 'gradient') {
      this.gradient = gradientTexture(data.topColor, data.bottomColor);
      this.scene.background = this.gradient;
    } else {
      const sky = new Sky();
      sky.name = 'tc-sky';
      sky.scale.setScalar(10000);
      const u = sky.material.uniforms as Record<string, { value: unknown }>;
      u.turbidity!.value = data.turbidity;
      u.rayleigh!.value = 2;
      u.mieCoefficient!.value = 0.005;
      u.mieDirectionalG!.value = 0.8;
      (u.sunPosition!.value as V3).copy(sunDir);
      this.sky = sky;
      this.root.add(sky);
      this.scene.background = null;
    }
    this.scene.fog = data.fog.on ? new Fog(data.fog.color, data.fog.near, data.fog.far) : null;
  }

  setShadows(on: boolean): void {
    this.sun.castShadow = on;
  }

  private clearBackground(): void {
    if (this.sky) {
      this.root.remove(this.sky);
      this.sky.geometry.dispose();
      this.sky.material.dispose();
      this.sky = null;
    }
    this.gradient?.dispose();
    this.gradient = null;
  }

  dispose(): void {
    this.clearBackground();
    this.reflections.dispose();
    this.scene.remove(this.root);
  }
}

/** A vertical gradient as a tiny texture (top row first), stretched over the background. */
function gradientTexture(top: string, bottom: string): DataTexture {
  const a = toColour(top);
  const b = toColour(bottom);
  const data = new Uint8Array(GRADIENT_STEPS * 4);
  const c = new Color();
  const rgb = { r: 0, g: 0, b: 0 };
  for (let i = 0; i < GRADIENT_STEPS; i++) {
    // DataTexture rows go bottom-up: row 0 is the bottom colour. Bytes are sRGB, as the texture says.
    c.copy(b)
      .lerp(a, i / (GRADIENT_STEPS - 1))
      .getRGB(rgb, SRGBColorSpace);
    data.set([rgb.r * 255, rgb.g * 255, rgb.b * 255, 255], i * 4);
  }
  const tex = new DataTexture(data, 1, GRADIENT_STEPS, RGBAFormat);
  tex.colorSpace = SRGBColorSpace;
  tex.needsUpdate = true;
  return tex;
}
