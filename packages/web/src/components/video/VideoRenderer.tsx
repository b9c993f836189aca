import { EmptyState } from '../common/EmptyState';
import { safeMediaUrl } from '../common/url';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';
import type { VideoModel } from './index';

const NO_VIDEO = { zh: '未设置视频地址', en: 'No video address' };

/** Video 1006. Browsers only autoplay muted video, so autoplay without mute starts when clicked. */
export default function VideoRenderer({ node }: RendererProps) {
  const model = (node.videoModel ?? {}) as VideoModel;
  const running = useRunning();
  const src = safeMediaUrl(model.videoUrl);
  if (!src) return <EmptyState text={NO_VIDEO} />;
  const poster = safeMediaUrl(model.poster, { allowDataImage: true }) ?? undefined;
  return (
    <video
      key={src}
      data-testid="video"
      src={src}
      poster={poster}
      loop={model.loop !== false}
      muted={model.muted !== false}
      autoPlay={running && model.autoplay !== false}
      controls={running && model.controls === true}
      playsInline
      preload="metadata"
      style={{
        width: '100%',
        height: '100%',
        objectFit: model.fit ?? 'contain',
        display: 'block',
        pointerEvents: running ? undefined : 'none',
      }}
    />
  );
}
