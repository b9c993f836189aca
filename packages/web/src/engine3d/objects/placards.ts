import { Group, Vector3 } from 'three';
import type { Camera, Raycaster, WebGLRenderer } from 'three';
import { GlyphAtlas } from './atlas';
import {
  ANCHOR_BLINK,
  ANCHOR_ON_TOP,
  ANCHOR_VISIBLE,
  AnchorStore,
  BillboardBatch,
  billboardUniforms,
} from './billboards';
import type { BillboardUniforms } from './billboards';
import { ScreenClusters } from './cluster';
import { CARD_SLOTS, GLYPH_SLOTS, layoutBadge, layoutPlacard, type PlacardLook } from './placardLayout';
import { SpriteAtlas } from './sprites';
import { ViewWatch } from './viewWatch';

export { CARD_SLOTS, GLYPH_SLOTS, TEXT_MAX } from './placardLayout';
export type { PlacardLook, PlacardShape } from './placardLayout';

const _v = new Vector3();
const _pointer = new Vector3();

/**
 * Every simple placard of a layer in two draw calls: one billboard batch for cards, stems, bars, icons and
 * images (sprite atlas), one for the glyphs of all labels (glyph atlas). A placard is an anchor index;
 * its slots in both batches are fixed (index × slots), so rewriting one placard touches only its slots.
 */
export class PlacardBatch {
  readonly root = new Group();
  readonly anchors = new AnchorStore();
  readonly glyphs = new GlyphAtlas();
  readonly sprites: SpriteAtlas;
  readonly cards: BillboardBatch;
  readonly text: BillboardBatch;
  readonly uniforms: BillboardUniforms;
  readonly clusters = new ScreenClusters();
  /** The view the batch was last laid out for (viewport size, camera). */
  readonly view = new ViewWatch();
  /** Distance (m) beyond which overlapping placards may cluster. */
  clusterDistance = 60;
  clusterCellPx = 56;

  private free: number[] = [];
  private blinking = 0;
  private size = 0;
  private baseFlags = new Uint8Array(64);
  private canCluster = new Uint8Array(64);
  private clusterHidden = new Uint8Array(64);
  private badge = new Int32Array(64);
  /** Pixel bounds of each placard around its anchor: minX, minY, maxX, maxY (picking, badges). */
  private bounds = new Float32Array(64 * 4);
  private xs = new Float32Array(64);
  private ys = new Float32Array(64);
  private eligible = new Uint8Array(64);
  /** Per anchor: drawn now (shown, not inside a cluster, on screen); what the batches pack. */
  private show = new Uint8Array(64);
  private onScreen = new Uint8Array(64).fill(1);

  constructor(requestRender: () => void = () => undefined) {
    this.sprites = new SpriteAtlas(requestRender);
    this.uniforms = billboardUniforms(this.anchors);
    this.cards = new BillboardBatch(this.sprites.texture, this.uniforms, 10);
    this.text = new BillboardBatch(this.glyphs.texture, this.uniforms, 11);
    this.cards.mesh.name = 'placard-cards';
    this.text.mesh.name = 'placard-text';
    this.root.add(this.cards.mesh, this.text.mesh);
  }

  /** Anchors in use (the highest allocated index + 1). */
  get count(): number {
    return this.size;
  }

  private ensure(n: number): void {
    if (this.anchors.ensure(n)) this.uniforms.uAnchors.value = this.anchors.texture;
    if (n > this.baseFlags.length) {
      const cap = Math.max(n, this.baseFlags.length * 2);
      const grow8 = (a: Uint8Array) => {
        const b = new Uint8Array(cap);
        b.set(a);
        return b;
      };
      this.baseFlags = grow8(this.baseFlags);
      this.canCluster = grow8(this.canCluster);
      this.clusterHidden = grow8(this.clusterHidden);
      this.eligible = new Uint8Array(cap);
      this.show = new Uint8Array(cap);
      const onScreen = new Uint8Array(cap).fill(1);
      onScreen.set(this.onScreen);
      this.onScreen = onScreen;
      const badge = new Int32Array(cap);
      badge.set(this.badge);
      this.badge = badge;
      const bounds = new Float32Array(cap * 4);
      bounds.set(this.bounds);
      this.bounds = bounds;
      this.xs = new Float32Array(cap);
      this.ys = new Float32Array(cap);
    }
    this.cards.ensure(n * CARD_SLOTS);
    this.text.ensure(n * GLYPH_SLOTS);
  }

  alloc(): number {
    const index = this.free.pop() ?? this.size++;
    this.ensure(this.size);
    return index;
  }

  release(index: number): void {
    for (let s = 0; s < CARD_SLOTS; s++) this.cards.clear(index * CARD_SLOTS + s);
    for (let s = 0; s < GLYPH_SLOTS; s++) this.text.clear(index * GLYPH_SLOTS + s);
    this.anchors.setFlags(index, 0);
    if ((this.baseFlags[index] ?? 0) & ANCHOR_BLINK) this.blinking--;
    this.baseFlags[index] = 0;
    this.canCluster[index] = 0;
    this.free.push(index);
  }

  setPosition(index: number, x: number, y: number, z: number): void {
    this.anchors.set(index, x, y, z, this.anchors.flags(index));
  }

  position(index: number, out: Vector3): Vector3 {
    const d = this.anchors.data;
    return out.set(d[index * 4] ?? 0, d[index * 4 + 1] ?? 0, d[index * 4 + 2] ?? 0);
  }

  private applyFlags(index: number): void {
    let flags = this.baseFlags[index] ?? 0;
    if (this.clusterHidden[index]) flags &= ~ANCHOR_VISIBLE;
    this.anchors.setFlags(index, flags);
  }

  /** Lays out one placard into its slots (./placardLayout.ts) and records its bounds and flags. */
  write(index: number, look: PlacardLook): void {
    const bounds = layoutPlacard(this, index, look);
    const b = index * 4;
    this.bounds[b] = bounds.minX;
    this.bounds[b + 1] = bounds.minY;
    this.bounds[b + 2] = bounds.maxX;
    this.bounds[b + 3] = bounds.maxY;
    if ((this.baseFlags[index] ?? 0) & ANCHOR_BLINK) this.blinking--;
    if (look.blink) this.blinking++;
    this.baseFlags[index] =
      (look.visible ? ANCHOR_VISIBLE : 0) |
      (look.blink ? ANCHOR_BLINK : 0) |
      (look.onTop ? ANCHOR_ON_TOP : 0);
    this.canCluster[index] = look.cluster ? 1 : 0;
    this.applyFlags(index);
    if (this.badge[index]) this.writeBadge(index, this.badge[index]!);
  }

  private writeBadge(index: number, members: number): void {
    this.badge[index] = members;
    layoutBadge(this, index, members, this.bounds[index * 4 + 2]!, this.bounds[index * 4 + 3]!);
  }

  /** Whether any placard blinks (the layer then keeps frames coming). */
  anyBlinking(): boolean {
    return this.blinking > 0;
  }

  /** Upload what changed this update (call once after a batch of writes). */
  commit(): void {
    this.anchors.commit();
    for (let i = 0; i < this.size; i++)
      this.show[i] = this.anchors.flags(i) & ANCHOR_VISIBLE && this.onScreen[i] ? 1 : 0;
    this.cards.compact(this.show);
    this.text.compact(this.show);
  }

  private project(index: number, camera: Camera, w: number, h: number): number {
    this.position(index, _v).project(camera);
    this.xs[index] = (_v.x * 0.5 + 0.5) * w;
    this.ys[index] = (_v.y * 0.5 + 0.5) * h;
    return _v.z;
  }

  /**
   * Recomputes clusters for the current view (call when the camera moved, not every frame). Placards
   * nearer than `clusterDistance`, hidden, or behind the camera never join a cluster.
   */
  updateClusters(camera: Camera, width: number, height: number): number {
    const n = this.size;
    const maxSq = this.clusterDistance * this.clusterDistance;
    const camPos = _pointer.setFromMatrixPosition(camera.matrixWorld);
    const margin = 240;
    for (let i = 0; i < n; i++) {
      const z = this.project(i, camera, width, height);
      const x = this.xs[i]!;
      const y = this.ys[i]!;
      this.onScreen[i] =
        z < 1 && z > -1 && x > -margin && x < width + margin && y > -margin && y < height + margin ? 1 : 0;
      const far = this.position(i, _v).distanceToSquared(camPos) > maxSq;
      this.eligible[i] = this.canCluster[i] && this.baseFlags[i]! & ANCHOR_VISIBLE && far && z < 1 ? 1 : 0;
    }
    const hidden = this.clusters.run(n, this.xs, this.ys, this.eligible, this.clusterCellPx);
    const { leader, members } = this.clusters;
    for (let i = 0; i < n; i++) {
      const hide = leader[i] !== i ? 1 : 0;
      const m = leader[i] === i ? members[i]! : 0;
      if (hide !== this.clusterHidden[i]) {
        this.clusterHidden[i] = hide;
        this.applyFlags(i);
      }
      if (m !== this.badge[i] && (m > 1 || (this.badge[i] ?? 0) > 1)) this.writeBadge(i, m);
      else this.badge[i] = m;
    }
    this.commit();
    return hidden;
  }

  /**
   * Per frame: the blink clock, and on camera or viewport changes the viewport uniform and the clusters.
   * Answers whether the view changed (layers move their HTML overlays then). Allocates nothing.
   */
  frame(dt: number, camera: Camera, renderer: WebGLRenderer | null, cluster = true): boolean {
    this.uniforms.uTime.value += dt;
    if (!this.view.changed(camera, renderer)) return false;
    this.uniforms.uViewport.value.copy(this.view.size);
    if (cluster) this.updateClusters(camera, this.view.size.x, this.view.size.y);
    return true;
  }

  /** The nearest visible placard under the ray's pointer, by its pixel bounds (−1 for none). */
  /**
   * Where a placard's card is on the canvas, as fractions of its width and height from the top left
   * (null when behind the camera): what tests click and hooks report, never used for drawing.
   */
  screenCentre(index: number, camera: Camera): { fx: number; fy: number } | null {
    const w = this.view.size.x;
    const h = this.view.size.y;
    const z = this.project(index, camera, w, h);
    if (z > 1 || z < -1 || w === 0 || h === 0) return null;
    const b = index * 4;
    const x = this.xs[index]! + (this.bounds[b]! + this.bounds[b + 2]!) / 2;
    const y = this.ys[index]! + (this.bounds[b + 1]! + this.bounds[b + 3]!) / 2;
    return { fx: x / w, fy: 1 - y / h };
  }

  pickAt(raycaster: Raycaster, camera: Camera): number {
    return this.pick(raycaster, camera, this.view.size.x, this.view.size.y);
  }

  /** The nearest visible placard under the ray's pointer, by its pixel bounds. */
  pick(raycaster: Raycaster, camera: Camera, width: number, height: number): number {
    _pointer.copy(raycaster.ray.origin).addScaledVector(raycaster.ray.direction, 1).project(camera);
    const px = (_pointer.x * 0.5 + 0.5) * width;
    const py = (_pointer.y * 0.5 + 0.5) * height;
    let best = -1;
    let bestZ = Infinity;
    for (let i = 0; i < this.size; i++) {
      if (!((this.anchors.flags(i) & ANCHOR_VISIBLE) !== 0)) continue;
      const z = this.project(i, camera, width, height);
      if (z > 1 || z < -1) continue;
      const dx = px - this.xs[i]!;
      const dy = py - this.ys[i]!;
      const b = i * 4;
      if (
        dx < this.bounds[b]! ||
        dx > this.bounds[b + 2]! ||
        dy < this.bounds[b + 1]! ||
        dy > this.bounds[b + 3]!
      )
        continue;
      if (z < bestZ) {
        bestZ = z;
        best = i;
      }
    }
    return best;
  }

  dispose(): void {
    this.cards.dispose();
    this.text.dispose();
    this.anchors.dispose();
    this.glyphs.atlas.dispose();
    this.sprites.dispose();
  }
}
