import {
  DataTexture,
  DynamicDrawUsage,
  FloatType,
  Float32BufferAttribute,
  InstancedBufferGeometry,
  InstancedInterleavedBuffer,
  InterleavedBufferAttribute,
  Mesh,
  NearestFilter,
  RGBAFormat,
  ShaderMaterial,
  Vector2,
} from 'three';
import type { Texture } from 'three';
import type { AtlasCell } from './atlas';

/** Anchor texture width: anchors are fetched by index in the vertex shader. */
const ANCHOR_ROW = 256;

/** Flag bits of an anchor (stored as a float in the anchor texture's w). */
export const ANCHOR_VISIBLE = 1;
export const ANCHOR_BLINK = 2;
/** Drawn over the model instead of being hidden behind it (placards without occlusion). */
export const ANCHOR_ON_TOP = 4;

/**
 * World anchors of many screen-facing things (placards), one texel each: moving or hiding a placard
 * rewrites four floats, not every glyph and card drawn for it.
 */
export class AnchorStore {
  texture: DataTexture;
  data: Float32Array;
  private capacity = 0;

  constructor(initial = 256) {
    this.data = new Float32Array(0);
    this.texture = this.allocate(initial);
  }

  private allocate(capacity: number): DataTexture {
    const rows = Math.max(1, Math.ceil(capacity / ANCHOR_ROW));
    const data = new Float32Array(rows * ANCHOR_ROW * 4);
    data.set(this.data.subarray(0, Math.min(this.data.length, data.length)));
    this.data = data;
    this.capacity = rows * ANCHOR_ROW;
    const texture = new DataTexture(data, ANCHOR_ROW, rows, RGBAFormat, FloatType);
    texture.magFilter = NearestFilter;
    texture.minFilter = NearestFilter;
    texture.needsUpdate = true;
    return texture;
  }

  /** Grows to hold `count` anchors; returns true when the texture object changed. */
  ensure(count: number): boolean {
    if (count <= this.capacity) return false;
    const old = this.texture;
    this.texture = this.allocate(Math.max(count, this.capacity * 2));
    old.dispose();
    return true;
  }

  set(index: number, x: number, y: number, z: number, flags: number): void {
    const o = index * 4;
    this.data[o] = x;
    this.data[o + 1] = y;
    this.data[o + 2] = z;
    this.data[o + 3] = flags;
  }

  flags(index: number): number {
    return this.data[index * 4 + 3] ?? 0;
  }

  setFlags(index: number, flags: number): void {
    this.data[index * 4 + 3] = flags;
  }

  commit(): void {
    this.texture.needsUpdate = true;
  }

  dispose(): void {
    this.texture.dispose();
  }
}

const VERTEX = /* glsl */ `
uniform sampler2D uAnchors;
uniform vec2 uViewport;
uniform float uTime;
attribute float iAnchor;
attribute vec2 iOffset;
attribute vec2 iSize;
attribute vec4 iUv;
attribute vec4 iColor;
varying vec2 vUv;
varying vec4 vColor;
void main() {
  int idx = int(iAnchor + 0.5);
  vec4 a = texelFetch(uAnchors, ivec2(idx % ${ANCHOR_ROW}, idx / ${ANCHOR_ROW}), 0);
  float visible = mod(a.w, 2.0);
  float blink = mod(floor(a.w / 2.0), 2.0);
  float onTop = mod(floor(a.w / 4.0), 2.0);
  vec4 clip = projectionMatrix * modelViewMatrix * vec4(a.xyz, 1.0);
  vec2 px = iOffset + position.xy * iSize;
  clip.xy += px * 2.0 / uViewport * clip.w;
  if (onTop > 0.5) clip.z = -0.999 * clip.w;
  // Hidden anchors and unused slots (size 0) collapse outside the clip volume: no fragments.
  if (visible < 0.5 || iSize.x <= 0.0 || clip.w <= 0.0) clip = vec4(2.0, 2.0, 2.0, 1.0);
  gl_Position = clip;
  vUv = mix(iUv.xy, iUv.zw, position.xy);
  vColor = iColor;
  if (blink > 0.5) vColor.a *= 0.2 + 0.8 * step(0.5, fract(uTime * 1.5));
}`;

const FRAGMENT = /* glsl */ `
uniform sampler2D uAtlas;
varying vec2 vUv;
varying vec4 vColor;
void main() {
  vec4 t = texture2D(uAtlas, vUv);
  gl_FragColor = vec4(vColor.rgb * t.rgb, vColor.a * t.a);
  if (gl_FragColor.a < 0.02) discard;
}`;

/** Shared uniforms of every billboard batch of a layer (viewport and clock set once per frame). */
export interface BillboardUniforms {
  uViewport: { value: Vector2 };
  uTime: { value: number };
  uAnchors: { value: Texture };
}

export function billboardUniforms(anchors: AnchorStore): BillboardUniforms {
  return {
    uViewport: { value: new Vector2(1280, 720) },
    uTime: { value: 0 },
    uAnchors: { value: anchors.texture },
  };
}

/** Floats per slot: anchor 1, offset 2, size 2, uv 4, colour 4. */
const STRIDE = 13;

/**
 * Screen-facing quads of fixed pixel size in one draw call: each slot is a quad at an anchor, offset and
 * sized in pixels, textured from one atlas cell and tinted. Slots are written in place into a CPU copy
 * (no allocation on update); `compact` then packs the slots worth drawing (sized, anchor shown) at the
 * front of the GPU buffer, so hidden, clustered and off-screen placards cost no vertices at all.
 */
export class BillboardBatch {
  readonly mesh: Mesh<InstancedBufferGeometry, ShaderMaterial>;
  private master = new Float32Array(0);
  private gpu!: InstancedInterleavedBuffer;
  capacity = 0;
  /** Slots in use (written), drawn or not. */
  slotCount = 0;

  constructor(atlas: Texture, uniforms: BillboardUniforms, renderOrder: number) {
    const geometry = new InstancedBufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute([0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0], 3));
    geometry.setIndex([0, 1, 2, 0, 2, 3]);
    const material = new ShaderMaterial({
      vertexShader: VERTEX,
      fragmentShader: FRAGMENT,
      uniforms: { ...uniforms, uAtlas: { value: atlas } },
      transparent: true,
      depthWrite: false,
    });
    this.mesh = new Mesh(geometry, material);
    this.mesh.frustumCulled = false;
    this.mesh.renderOrder = renderOrder;
    this.grow(64);
    geometry.instanceCount = 0;
  }

  private grow(capacity: number): void {
    const g = this.mesh.geometry;
    const master = new Float32Array(capacity * STRIDE);
    master.set(this.master);
    this.master = master;
    const gpu = new InstancedInterleavedBuffer(new Float32Array(capacity * STRIDE), STRIDE, 1);
    gpu.setUsage(DynamicDrawUsage);
    if (this.gpu) gpu.array.set(this.gpu.array);
    this.gpu = gpu;
    g.setAttribute('iAnchor', new InterleavedBufferAttribute(gpu, 1, 0));
    g.setAttribute('iOffset', new InterleavedBufferAttribute(gpu, 2, 1));
    g.setAttribute('iSize', new InterleavedBufferAttribute(gpu, 2, 3));
    g.setAttribute('iUv', new InterleavedBufferAttribute(gpu, 4, 5));
    g.setAttribute('iColor', new InterleavedBufferAttribute(gpu, 4, 9));
    this.capacity = capacity;
  }

  /** Makes room for `slots` slots (doubling, so a growing batch reallocates rarely). */
  ensure(slots: number): void {
    if (slots > this.capacity) this.grow(Math.max(slots, this.capacity * 2));
    if (slots > this.slotCount) this.slotCount = slots;
  }

  /** Instances drawn (after the last compaction). */
  get count(): number {
    return this.mesh.geometry.instanceCount;
  }

  write(
    slot: number,
    anchor: number,
    x: number,
    y: number,
    w: number,
    h: number,
    cell: AtlasCell,
    rgba: ArrayLike<number>,
  ): void {
    const m = this.master;
    const o = slot * STRIDE;
    m[o] = anchor;
    m[o + 1] = x;
    m[o + 2] = y;
    m[o + 3] = w;
    m[o + 4] = h;
    m[o + 5] = cell.u0;
    m[o + 6] = cell.v0;
    m[o + 7] = cell.u1;
    m[o + 8] = cell.v1;
    m[o + 9] = rgba[0] ?? 1;
    m[o + 10] = rgba[1] ?? 1;
    m[o + 11] = rgba[2] ?? 1;
    m[o + 12] = rgba[3] ?? 1;
  }

  clear(slot: number): void {
    this.master[slot * STRIDE + 3] = 0;
    this.master[slot * STRIDE + 4] = 0;
  }

  /** Reads back a slot's pixel rectangle (offset and size) for picking. */
  rect(slot: number, out: Float32Array): Float32Array {
    const o = slot * STRIDE;
    out[0] = this.master[o + 1] ?? 0;
    out[1] = this.master[o + 2] ?? 0;
    out[2] = this.master[o + 3] ?? 0;
    out[3] = this.master[o + 4] ?? 0;
    return out;
  }

  /**
   * Packs the slots to draw at the front of the GPU buffer: sized slots whose anchor `show` marks (all
   * sized slots when `show` is null). Copies floats in place; uploads only the packed range.
   */
  compact(show: Uint8Array | null): number {
    const m = this.master;
    const g = this.gpu.array as Float32Array;
    let k = 0;
    for (let slot = 0; slot < this.slotCount; slot++) {
      const o = slot * STRIDE;
      if (!(m[o + 3]! > 0) || (show && !show[m[o]!])) continue;
      const d = k * STRIDE;
      for (let f = 0; f < STRIDE; f++) g[d + f] = m[o + f]!;
      k++;
    }
    this.mesh.geometry.instanceCount = k;
    this.gpu.clearUpdateRanges();
    this.gpu.addUpdateRange(0, Math.max(1, k) * STRIDE);
    this.gpu.needsUpdate = true;
    return k;
  }

  dispose(): void {
    this.mesh.geometry.dispose();
    this.mesh.material.dispose();
  }
}
