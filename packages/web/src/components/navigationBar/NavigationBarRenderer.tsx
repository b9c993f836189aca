import { useState } from 'react';
import { useEmit } from '../../runtime/events';
import { usePageNavigator } from '../../runtime/navigation';
import { EmptyState } from '../common/EmptyState';
import { useRunning } from '../common/running';
import { textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { activeIndex } from './active';
import type { NavigationBarModel } from './index';

/**
 * Navigation bar 4301: items that switch pages or scenes through the viewer's PageNavigator
 * (runtime/navigation.ts), the active one drawn in the active style. Clicks also emit 40101 with the
 * item, so interactions can react to them.
 */
export default function NavigationBarRenderer({ node }: RendererProps) {
  const model = (node.navModel ?? {}) as NavigationBarModel;
  const items = model.items ?? [];
  const navigator = usePageNavigator();
  const emit = useEmit(node);
  const running = useRunning();
  const [clicked, setClicked] = useState(model.activeIndex ?? 0);
  if (items.length === 0) return <EmptyState />;
  const active = activeIndex(items, navigator?.current, clicked);
  const vertical = model.direction === 'vertical';
  const normal = textStyleCss(model.textStyle, 20);
  const activeText = textStyleCss({ ...model.textStyle, ...model.activeTextStyle }, 20);
  return (
    <nav
      data-testid="nav-bar"
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: vertical ? 'column' : 'row',
        gap: model.gap ?? 8,
      }}
    >
      {items.map((item, index) => {
        const on = index === active;
        return (
          <button
            key={index}
            type="button"
            data-testid={`nav-item-${index}`}
            data-active={on ? 'true' : undefined}
            onClick={(e) => {
              if (!running) return;
              // This click is the bar's 40101 with the item; the viewer's generic one would repeat it.
              e.stopPropagation();
              setClicked(index);
              emit('40101', { index, name: item.name, sceneId: item.sceneId, pageId: item.pageId });
              if (item.sceneId || item.pageId)
                navigator?.navigate({ sceneId: item.sceneId, pageId: item.pageId });
            }}
            style={{
              flex: 1,
              minWidth: 0,
              border: `1px solid ${on ? (model.activeBorderColor ?? '#00D1FFFF') : (model.borderColor ?? '#FFFFFF33')}`,
              borderRadius: model.radius ?? 4,
              background: on ? (model.activeBackground ?? '#0B4A8BFF') : (model.background ?? '#0B2A52CC'),
              cursor: running ? 'pointer' : 'default',
              pointerEvents: running ? undefined : 'none',
              padding: '0 8px',
              overflow: 'hidden',
              whiteSpace: 'nowrap',
              textOverflow: 'ellipsis',
              transition: 'background-color .2s, color .2s, border-color .2s',
              ...(on ? activeText : normal),
              textAlign: 'center',
            }}
          >
            {item.name ?? ''}
          </button>
        );
      })}
    </nav>
  );
}
