/**
 * Moving components without repainting the page.
 *
 * Measured with Chrome tracing on a 2,000-component page: moving an element that is painted together with
 * the others repaints and re-layerizes the whole stage on every pointer move (PaintArtifactCompositor
 * "Layerize" 40–60 ms of CPU per move), and moving every selected element through a CSS variable adds a
 * style recalculation of all of them. A composited layer whose transform alone changes skips style, layout,
 * paint and layerization. A composited layer in the middle of the stack would force Chrome to composite
 * every later sibling it might overlap, so the moving content is lifted above the others while the
 * pointer is down (as many design tools draw a dragged object) and drops back to its order on release.
 */

/** editor.css: z-index above every component's `order`, will-change: transform. */
const LIFT_CLASS = 'tc-lifted';
const HIDE_CLASS = 'tc-batch-dragging';

/** One dragged, resized or rotated element: lifted into its own layer until released. */
export function liftElement(el: HTMLElement): () => void {
  el.classList.add(LIFT_CLASS);
  return () => el.classList.remove(LIFT_CLASS);
}

export interface BatchDrag {
  /** Moves the copies (a CSS transform in the list's coordinates, about `origin`). */
  transform(css: string, origin?: string): void;
  /** Drops the copies once the committed positions have been drawn (next frame). */
  finish(): void;
}

/** Live content that must not be duplicated (it would load or play a second time): a plain box instead. */
function replaceLiveContent(clone: HTMLElement): void {
  for (const live of Array.from(clone.querySelectorAll('iframe, video'))) {
    const box = document.createElement('div');
    box.className = 'tc-drag-placeholder';
    live.replaceWith(box);
  }
}

/** Canvases (charts) clone empty: copy their current pixels. */
function copyCanvases(from: HTMLElement, to: HTMLElement): void {
  const sources = from.querySelectorAll('canvas');
  if (sources.length === 0) return;
  const targets = to.querySelectorAll('canvas');
  sources.forEach((source, i) => {
    const target = targets[i];
    if (!target || source.width === 0 || source.height === 0) return;
    try {
      target.getContext('2d')?.drawImage(source, 0, 0);
    } catch {
      // A WebGL canvas or a tainted one: the copy stays blank for the length of the drag.
    }
  });
}

/**
 * A multi-selection gesture: static copies of the selected components in one composited layer on top of the
 * list's container, the originals hidden. Only the layer's transform changes per move.
 */
export function startBatchDrag(container: HTMLElement, ids: readonly string[]): BatchDrag {
  const wanted = new Set(ids);
  const layer = document.createElement('div');
  layer.className = 'tc-drag-layer';
  layer.setAttribute('aria-hidden', 'true');
  // One pass over the container's children (not one querySelector per id: that is quadratic).
  for (const child of Array.from(container.children)) {
    const el = child as HTMLElement;
    if (!el.classList.contains('tc-comp') || !wanted.has(el.dataset.id ?? '')) continue;
    const clone = el.cloneNode(true) as HTMLElement;
    clone.removeAttribute('data-id');
    clone.removeAttribute('data-testid');
    clone.classList.remove('tc-selected');
    replaceLiveContent(clone);
    copyCanvases(el, clone);
    layer.appendChild(clone);
  }
  container.appendChild(layer);
  container.classList.add(HIDE_CLASS);
  let done = false;
  return {
    transform(css, origin = '0 0') {
      layer.style.transformOrigin = origin;
      layer.style.transform = css;
    },
    finish() {
      if (done) return;
      done = true;
      // The commit re-renders the originals at their new places before the next frame is painted.
      requestAnimationFrame(() => {
        layer.remove();
        container.classList.remove(HIDE_CLASS);
      });
    },
  };
}
