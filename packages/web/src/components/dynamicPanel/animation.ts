/** Switch animations of the dynamic panel (dynamicModel.loopAni, or a switch action's animateType). */
export const PANEL_ANIMATIONS = ['none', 'fade', 'slide', 'zoom', 'flip'] as const;
export type PanelAnimation = (typeof PANEL_ANIMATIONS)[number];
export type PanelDirection = 'left' | 'right' | 'up' | 'down';

const FROM: Record<PanelDirection, string> = {
  left: 'translate3d(100%,0,0)',
  right: 'translate3d(-100%,0,0)',
  up: 'translate3d(0,100%,0)',
  down: 'translate3d(0,-100%,0)',
};
const TO: Record<PanelDirection, string> = {
  left: 'translate3d(-100%,0,0)',
  right: 'translate3d(100%,0,0)',
  up: 'translate3d(0,-100%,0)',
  down: 'translate3d(0,100%,0)',
};

/** The keyframes of every animation and direction, added once to the document. */
export function panelKeyframes(): string {
  const dirs = Object.keys(FROM) as PanelDirection[];
  return [
    '@keyframes tc-dp-in-fade { from { opacity: 0 } to { opacity: 1 } }',
    '@keyframes tc-dp-out-fade { from { opacity: 1 } to { opacity: 0 } }',
    '@keyframes tc-dp-in-zoom { from { opacity: 0; transform: scale(.6) } to { opacity: 1; transform: none } }',
    '@keyframes tc-dp-out-zoom { from { opacity: 1; transform: none } to { opacity: 0; transform: scale(1.3) } }',
    '@keyframes tc-dp-in-flip { from { transform: perspective(1200px) rotateY(-90deg) } 50% { transform: perspective(1200px) rotateY(-90deg) } to { transform: none } }',
    '@keyframes tc-dp-out-flip { from { transform: none } 50% { transform: perspective(1200px) rotateY(90deg) } to { transform: perspective(1200px) rotateY(90deg) } }',
    ...dirs.flatMap((d) => [
      `@keyframes tc-dp-in-slide-${d} { from { transform: ${FROM[d]} } to { transform: none } }`,
      `@keyframes tc-dp-out-slide-${d} { from { transform: none } to { transform: ${TO[d]} } }`,
    ]),
  ].join('\n');
}

/** CSS animation of the incoming and outgoing page, or null for an instant switch. */
export function panelAnimation(
  animation: string | undefined,
  direction: string | undefined,
  durationMs: number,
): { enter: string; leave: string } | null {
  const kind = (PANEL_ANIMATIONS as readonly string[]).includes(animation ?? '')
    ? (animation as PanelAnimation)
    : 'none';
  if (kind === 'none' || durationMs <= 0) return null;
  const dir: PanelDirection =
    direction === 'right' || direction === 'up' || direction === 'down' ? direction : 'left';
  const name = kind === 'slide' ? `slide-${dir}` : kind;
  const timing = `${durationMs}ms ease both`;
  return { enter: `tc-dp-in-${name} ${timing}`, leave: `tc-dp-out-${name} ${timing}` };
}
