import { useEffect, useRef, useState } from 'react';
import {
  DYNAMIC_PANEL_DURATION_MS,
  DYNAMIC_PANEL_INTERVAL_MS,
  stepIndex,
  type DynamicPage,
} from '@twincanvas/model';
import { useComponentRuntime, useRuntime } from '../../runtime/store';
import { EmptyState } from '../common/EmptyState';
import { StaticNode } from '../common/StaticNode';
import { ensureStyle } from '../common/css';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';
import { panelAnimation, panelKeyframes } from './animation';

ensureStyle('tc-dynamic-panel', panelKeyframes());

function PageLayer({ page, animation }: { page: DynamicPage; animation?: string }) {
  return (
    <div
      data-testid={`dynamic-page-${page._id}`}
      style={{ position: 'absolute', inset: 0, animation, backfaceVisibility: 'hidden' }}
    >
      {page.componentList.map((child) => (
        <StaticNode key={child._id} node={child} />
      ))}
    </div>
  );
}

/**
 * Dynamic panel 4901: shows one of its pages. The current page is the runtime's `dynamicPage` (set by
 * switch actions '+', '-', index — docs/reference.md#visibility — and by the loop), else the stored dynamicEvent.
 * Running with loop on, it steps every `interval` ms (10000) through the runtime store, so the loop and
 * interactions move the same index. The switch animates with CSS for `duration` ms (1000): the leaving
 * page stays mounted only for that time.
 */
export default function DynamicPanelRenderer({ node }: RendererProps) {
  const model = node.dynamicModel;
  const pages = model?.pageList ?? [];
  const runtime = useComponentRuntime(node._id);
  const running = useRunning();
  const count = pages.length;
  const wanted = runtime.dynamicPage ?? node.dynamicEvent ?? 0;
  const current = count === 0 ? 0 : stepIndex(0, count, wanted);
  const duration =
    runtime.animateDuration ?? model?.duration ?? node.animateDuration ?? DYNAMIC_PANEL_DURATION_MS;
  const anim = panelAnimation(
    runtime.animateType ?? model?.loopAni ?? node.dynamicAni,
    model?.direction,
    duration,
  );

  const [leaving, setLeaving] = useState<number | null>(null);
  const shown = useRef(current);
  useEffect(() => {
    if (shown.current === current) return;
    const previous = shown.current;
    shown.current = current;
    if (!anim) return;
    setLeaving(previous);
    const timer = setTimeout(() => setLeaving(null), duration);
    return () => clearTimeout(timer);
    // The animation settings in effect at the switch are the ones used; they do not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  const loop = running && model?.loop === true && count > 1;
  const interval = Math.max(200, model?.interval ?? DYNAMIC_PANEL_INTERVAL_MS);
  useEffect(() => {
    if (!loop) return;
    const timer = setInterval(() => {
      const state = useRuntime.getState();
      const now = state.byId[node._id]?.dynamicPage ?? node.dynamicEvent ?? 0;
      state.patch(node._id, { dynamicPage: stepIndex(now, count, '+') });
    }, interval);
    return () => clearInterval(timer);
  }, [loop, interval, count, node._id, node.dynamicEvent]);

  const page = pages[current];
  if (!page) return <EmptyState text={{ zh: '动态面板暂无页面', en: 'No panel pages' }} />;
  const old = leaving !== null && leaving !== current ? pages[leaving] : undefined;
  return (
    <div
      data-testid="dynamic-panel"
      data-page={current}
      style={{ position: 'absolute', inset: 0, overflow: 'hidden' }}
    >
      {old ? <PageLayer key={old._id} page={old} animation={anim?.leave} /> : null}
      <PageLayer key={page._id} page={page} animation={old ? anim?.enter : undefined} />
    </div>
  );
}
