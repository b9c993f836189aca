import { Vector3 } from 'three';
import type { Camera } from 'three';

/** A thing drawn as HTML while it is near and in view (rich placards: info, video, stream). */
export interface OverlayItem {
  id: string;
  position: Vector3;
  /** Farther than this (metres) it is not drawn as HTML; the layer shows its simple stand-in. */
  nearDistance: number;
  /** Fills the element; answers how to tear it down (stop a video, unmount a React root). */
  mount(el: HTMLElement): () => void;
}

const _v = new Vector3();
const _cam = new Vector3();

/**
 * A pooled DOM overlay over the 3D canvas: at most `max` elements exist, reused as items come near and
 * go away. Positions update only when the camera moved (the engine asks), never per frame otherwise.
 */
export class DomOverlay {
  readonly container: HTMLDivElement | null;
  private readonly pool: HTMLDivElement[] = [];
  private readonly shown = new Map<string, { el: HTMLDivElement; unmount: () => void }>();
  private items = new Map<string, OverlayItem>();

  constructor(
    host: HTMLElement | null,
    private readonly onClick: (id: string) => void,
    private readonly max = 24,
  ) {
    if (!host || typeof document === 'undefined') {
      this.container = null;
      return;
    }
    const c = document.createElement('div');
    c.dataset.testid = 'placard-overlay';
    c.style.cssText = 'position:absolute;inset:0;pointer-events:none;overflow:hidden;';
    host.appendChild(c);
    this.container = c;
  }

  setItems(items: readonly OverlayItem[]): void {
    this.items = new Map(items.map((i) => [i.id, i]));
    for (const [id, shown] of this.shown) {
      if (!this.items.has(id)) this.hide(id, shown);
    }
  }

  /** Which items are HTML now (tests, the bench). */
  get visibleIds(): string[] {
    return [...this.shown.keys()];
  }

  private hide(id: string, shown: { el: HTMLDivElement; unmount: () => void }): void {
    shown.unmount();
    shown.el.replaceChildren();
    shown.el.style.display = 'none';
    this.pool.push(shown.el);
    this.shown.delete(id);
  }

  update(camera: Camera, width: number, height: number): void {
    if (!this.container) return;
    _cam.setFromMatrixPosition(camera.matrixWorld);
    for (const item of this.items.values()) {
      const near = item.position.distanceTo(_cam) <= item.nearDistance;
      _v.copy(item.position).project(camera);
      const inView = near && _v.z < 1 && _v.z > -1 && Math.abs(_v.x) <= 1.1 && Math.abs(_v.y) <= 1.1;
      let shown = this.shown.get(item.id);
      if (!inView) {
        if (shown) this.hide(item.id, shown);
        continue;
      }
      if (!shown) {
        if (this.shown.size >= this.max) continue;
        const el = this.pool.pop() ?? this.create(item.id);
        el.dataset.placardId = item.id;
        el.style.display = 'block';
        shown = { el, unmount: item.mount(el) };
        this.shown.set(item.id, shown);
      }
      const x = (_v.x * 0.5 + 0.5) * width;
      const y = (-_v.y * 0.5 + 0.5) * height;
      shown.el.style.transform = `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -100%)`;
    }
  }

  private create(id: string): HTMLDivElement {
    const el = document.createElement('div');
    el.className = 'tc-placard-rich';
    el.style.cssText =
      'position:absolute;left:0;top:0;pointer-events:auto;cursor:pointer;will-change:transform;';
    el.addEventListener('click', () => this.onClick(el.dataset.placardId ?? id));
    this.container?.appendChild(el);
    return el;
  }

  dispose(): void {
    for (const [id, shown] of this.shown) this.hide(id, shown);
    this.container?.remove();
  }
}
