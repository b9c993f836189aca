import { useEffect, useRef, useState } from 'react';
import type Hls from 'hls.js';
import { EmptyState } from '../common/EmptyState';
import { safeMediaUrl } from '../common/url';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';
import { reconnectDelay } from './backoff';
import type { VideoStreamModel } from './index';

const NO_STREAM = { zh: '未设置视频流地址', en: 'No stream address' };

/**
 * Video stream 1009 (HLS). hls.js is imported only here, when a dashboard shows a stream; browsers that
 * play HLS natively get the address directly. A fatal error tears the player down and builds a new one
 * after a growing delay (1 s … 30 s); a fragment that loads resets the delay. Unmounting destroys it.
 */
export default function VideoStreamRenderer({ node }: RendererProps) {
  const model = (node.videoStreamModel ?? {}) as VideoStreamModel;
  const running = useRunning();
  const src = safeMediaUrl(model.streamUrl);
  const videoRef = useRef<HTMLVideoElement>(null);
  const [reconnecting, setReconnecting] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video || !src) return;
    let disposed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let player: Hls | null = null;

    const scheduleReconnect = (start: () => void) => {
      player?.destroy();
      player = null;
      setReconnecting(true);
      timer = setTimeout(start, reconnectDelay(attempt++));
    };

    if (video.canPlayType('application/vnd.apple.mpegurl') && !model.forceHlsJs) {
      const startNative = () => {
        if (disposed) return;
        video.src = src;
        void video.play().catch(() => undefined);
      };
      video.onerror = () => scheduleReconnect(startNative);
      video.onplaying = () => ((attempt = 0), setReconnecting(false));
      startNative();
    } else {
      void import('hls.js').then(({ default: HlsPlayer }) => {
        if (disposed || !HlsPlayer.isSupported()) return;
        const start = () => {
          if (disposed) return;
          const hls = new HlsPlayer({ lowLatencyMode: model.lowLatency === true });
          player = hls;
          hls.on(HlsPlayer.Events.FRAG_LOADED, () => {
            attempt = 0;
            setReconnecting(false);
          });
          hls.on(HlsPlayer.Events.ERROR, (_event, data) => {
            if (!data.fatal) return;
            // A media decode error is often recoverable in place; anything else rebuilds the player.
            if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && attempt === 0) {
              attempt++;
              hls.recoverMediaError();
              return;
            }
            scheduleReconnect(start);
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          hls.on(HlsPlayer.Events.MANIFEST_PARSED, () => void video.play().catch(() => undefined));
        };
        start();
      });
    }
    return () => {
      disposed = true;
      clearTimeout(timer);
      player?.destroy();
      video.onerror = null;
      video.onplaying = null;
      video.removeAttribute('src');
      video.load();
    };
  }, [src, model.forceHlsJs, model.lowLatency]);

  if (!src) return <EmptyState text={NO_STREAM} />;
  return (
    <div style={{ width: '100%', height: '100%', position: 'relative', background: '#000' }}>
      <video
        ref={videoRef}
        data-testid="video-stream"
        muted={model.muted !== false}
        autoPlay
        playsInline
        controls={running && model.controls === true}
        style={{
          width: '100%',
          height: '100%',
          objectFit: model.fit ?? 'contain',
          display: 'block',
          pointerEvents: running ? undefined : 'none',
        }}
      />
      {reconnecting ? (
        <span
          data-testid="stream-reconnecting"
          style={{
            position: 'absolute',
            right: 8,
            top: 8,
            width: 8,
            height: 8,
            borderRadius: '50%',
            background: '#f5a623',
          }}
        />
      ) : null}
    </div>
  );
}
