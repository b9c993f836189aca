import { useEffect, useState } from 'react';
import { EmptyState } from '../common/EmptyState';
import { isHttpUrl } from '../common/url';
import { useRunning } from '../common/running';
import type { RendererProps } from '../types';
import type { IframeModel } from './index';

/** Shown in both languages: the refusal must be understood whoever set the address. */
export const REFUSED_URL = {
  zh: '仅支持 http/https 链接 · Only http/https links are allowed',
  en: '仅支持 http/https 链接 · Only http/https links are allowed',
};
const NO_URL = { zh: '未设置网页地址', en: 'No page address' };

/**
 * Sandbox of the embedded page: scripts, forms and popups, but never same-origin with the dashboard
 * (so a page on our own origin cannot reach the session), no top navigation, no downloads.
 */
export const IFRAME_SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

/** Iframe 4902: http/https only, sandboxed, reloaded every `refresh` seconds when set. */
export default function IframeRenderer({ node }: RendererProps) {
  const model = (node.iframeModel ?? {}) as IframeModel;
  const running = useRunning();
  const [generation, setGeneration] = useState(0);
  const url = typeof model.url === 'string' ? model.url.trim() : '';
  const refresh = model.refresh ?? 0;
  useEffect(() => {
    if (!refresh || refresh <= 0) return;
    const timer = setInterval(() => setGeneration((g) => g + 1), Math.max(5, refresh) * 1000);
    return () => clearInterval(timer);
  }, [refresh]);
  if (!url) return <EmptyState text={NO_URL} />;
  if (!isHttpUrl(url)) return <EmptyState text={REFUSED_URL} testId="iframe-refused" />;
  return (
    <iframe
      key={generation}
      data-testid="iframe"
      title={node.componentName ?? 'iframe'}
      src={url}
      sandbox={IFRAME_SANDBOX}
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{
        width: '100%',
        height: '100%',
        border: 0,
        display: 'block',
        background: 'transparent',
        pointerEvents: running && model.interactive !== false ? undefined : 'none',
      }}
    />
  );
}
