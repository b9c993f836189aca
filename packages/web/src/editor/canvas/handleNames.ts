import i18n from '../../app/i18n';

const DIRECTIONS: Record<string, { zh: string; en: string }> = {
  nw: { zh: '左上角', en: 'top-left corner' },
  n: { zh: '上边', en: 'top edge' },
  ne: { zh: '右上角', en: 'top-right corner' },
  w: { zh: '左边', en: 'left edge' },
  e: { zh: '右边', en: 'right edge' },
  sw: { zh: '左下角', en: 'bottom-left corner' },
  s: { zh: '下边', en: 'bottom edge' },
  se: { zh: '右下角', en: 'bottom-right corner' },
};

/**
 * Gives Moveable's resize and rotate handles accessible names ("调整大小：右下角" / "Resize: bottom-right
 * corner", "旋转" / "Rotate"): the library draws them as bare divs.
 */
export function nameHandles(container: ParentNode | null): void {
  if (!container) return;
  const zh = i18n.language !== 'en';
  for (const el of container.querySelectorAll<HTMLElement>('.tc-moveable .moveable-control')) {
    let name: string | null = null;
    if (el.classList.contains('moveable-rotation-control')) name = zh ? '旋转' : 'Rotate';
    else {
      const dir =
        el.dataset.direction ??
        [...el.classList].find((c) => c.startsWith('moveable-') && DIRECTIONS[c.slice(9)])?.slice(9);
      const d = dir ? DIRECTIONS[dir] : undefined;
      if (d) name = zh ? `调整大小：${d.zh}` : `Resize: ${d.en}`;
    }
    if (name && el.getAttribute('aria-label') !== name) {
      el.setAttribute('aria-label', name);
      el.setAttribute('role', 'button');
    }
  }
}
