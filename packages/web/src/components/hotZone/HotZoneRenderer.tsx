import { useEmit } from '../../runtime/events';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';

/**
 * Hot zone 4302: an invisible click area. Running, it is transparent and emits 40101 (click), 40102,
 * 40105 and 40106 for the interactions bound to it; in design mode a dashed outline shows where it is.
 */
export default function HotZoneRenderer({ node }: RendererProps) {
  const running = useRunning();
  const emit = useEmit(node);
  if (!running)
    return (
      <div
        data-testid="hot-zone"
        style={{
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          border: '1px dashed #00D1FFB3',
          background: 'repeating-linear-gradient(45deg, #00D1FF14 0 6px, transparent 6px 12px)',
        }}
      />
    );
  return (
    <div
      data-testid="hot-zone"
      role="button"
      tabIndex={-1}
      style={{ width: '100%', height: '100%', cursor: 'pointer', background: 'transparent' }}
      onClick={(e) => emit('40101', { x: e.nativeEvent.offsetX, y: e.nativeEvent.offsetY })}
      onDoubleClick={() => emit('40102')}
      onMouseEnter={() => emit('40105')}
      onMouseLeave={() => emit('40106')}
    />
  );
}
