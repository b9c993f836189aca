import { useEffect, useRef, useState } from 'react';
import { stepIndex } from '@twincanvas/model';
import { useEmit } from '../../runtime/events';
import { EmptyState } from '../common/EmptyState';
import { useRunning } from '../common/running';
import { textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import type { TimelineModel } from './index';

/**
 * Timeline 4903: nodes on a line; auto-play steps through them every `interval` ms (looping), a click
 * picks one. Every change of the current node emits 40108 (value change) with {index, value, label}.
 * The progress fill moves with a CSS transition.
 */
export default function TimelineRenderer({ node }: RendererProps) {
  const model = (node.timelineModel ?? {}) as TimelineModel;
  const nodes = model.nodes ?? [];
  const running = useRunning();
  const emit = useEmit(node);
  const [current, setCurrent] = useState(Math.min(model.current ?? 0, Math.max(0, nodes.length - 1)));
  const first = useRef(true);
  const count = nodes.length;
  const playing = running && model.autoPlay !== false && count > 1;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setCurrent((i) => (model.loop === false && i >= count - 1 ? i : stepIndex(i, count, '+'))),
      Math.max(200, model.interval ?? 3000),
    );
    return () => clearInterval(timer);
  }, [playing, count, model.interval, model.loop]);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const item = nodes[current];
    if (item) emit('40108', { index: current, value: item.value ?? item.label, label: item.label });
    // Only a change of the current node is an event; a new nodes array with the same index is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);
  if (count === 0) return <EmptyState />;
  const lineColor = model.lineColor ?? '#FFFFFF33';
  const activeColor = model.activeColor ?? '#00D1FFFF';
  const fraction = count > 1 ? current / (count - 1) : 1;
  const text = textStyleCss(model.textStyle, 16);
  const inset = `${50 / count}%`;
  return (
    <div data-testid="timeline" style={{ width: '100%', height: '100%', position: 'relative' }}>
      <div
        style={{
          position: 'absolute',
          left: inset,
          right: inset,
          top: '35%',
          height: 4,
          background: lineColor,
          borderRadius: 2,
        }}
      >
        <div
          style={{
            height: '100%',
            width: '100%',
            background: activeColor,
            borderRadius: 2,
            transformOrigin: 'left center',
            transform: `scaleX(${fraction})`,
            transition: `transform ${Math.max(0, model.duration ?? 600)}ms ease`,
          }}
        />
      </div>
      <div style={{ position: 'absolute', inset: 0, display: 'flex' }}>
        {nodes.map((item, index) => {
          const on = index <= current;
          return (
            <div
              key={index}
              data-testid={`timeline-node-${index}`}
              data-current={index === current ? 'true' : undefined}
              onClick={running ? () => setCurrent(index) : undefined}
              style={{
                flex: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                cursor: running ? 'pointer' : 'default',
                minWidth: 0,
              }}
            >
              <div style={{ height: '35%', flexShrink: 0 }} />
              <div
                style={{
                  width: 14,
                  height: 14,
                  marginTop: -5,
                  borderRadius: '50%',
                  background: on ? activeColor : '#0B2A52FF',
                  border: `2px solid ${on ? activeColor : lineColor}`,
                  boxShadow: index === current ? `0 0 0 4px ${activeColor}40` : undefined,
                  transition: 'background-color .3s, box-shadow .3s',
                  flexShrink: 0,
                }}
              />
              <div
                style={{
                  marginTop: 8,
                  ...text,
                  color: index === current ? activeColor : text.color,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  maxWidth: '100%',
                }}
              >
                {item.label ?? ''}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
