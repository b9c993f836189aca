import { useRunning } from '../common/running';
import type { RendererProps } from '../types';

/**
 * Hot zone 4302: an invisible click area. Running, it is transparent with a pointer cursor; its clicks
 * (40101) and the other pointer events reach the interactions through the viewer's generic pointer
 * handling of every component (viewer/RuntimeNode), so they are not emitted a second time here. In
 * design mode a dashed outline shows where it is.
 */
export default function HotZoneRenderer(_props: RendererProps) {
  const running = useRunning();
  return (
    <div
      data-testid="hot-zone"
      style={
        running
          ? { width: '100%', height: '100%', cursor: 'pointer', background: 'transparent' }
          : {
              width: '100%',
              height: '100%',
              boxSizing: 'border-box',
              border: '1px dashed #00D1FFB3',
              background: 'repeating-linear-gradient(45deg, #00D1FF14 0 6px, transparent 6px 12px)',
            }
      }
    />
  );
}
