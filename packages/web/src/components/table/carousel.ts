/**
 * Auto-scroll of a table body: every `interval` ms the body scrolls `step` px over `duration` ms, then
 * wraps to the top after the last row. It writes scrollTop from requestAnimationFrame (a DOM property,
 * no React state), so the virtualiser re-renders only when rows enter or leave the window.
 */
export function startCarousel(
  el: HTMLElement,
  opts: { interval: number; duration: number; step: number },
): () => void {
  let raf = 0;
  const tick = () => {
    const max = el.scrollHeight - el.clientHeight;
    if (max <= 0) return;
    const from = el.scrollTop;
    if (from >= max - 1) {
      el.scrollTop = 0;
      return;
    }
    const to = Math.min(max, from + opts.step);
    const started = performance.now();
    const frame = (now: number) => {
      const t = opts.duration <= 0 ? 1 : Math.min(1, (now - started) / opts.duration);
      const eased = 1 - (1 - t) * (1 - t);
      el.scrollTop = from + (to - from) * eased;
      if (t < 1) raf = requestAnimationFrame(frame);
    };
    raf = requestAnimationFrame(frame);
  };
  const timer = setInterval(tick, Math.max(200, opts.interval));
  return () => {
    clearInterval(timer);
    cancelAnimationFrame(raf);
  };
}
