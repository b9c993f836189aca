import { createElement, use, type ComponentType } from 'react';
import type { RendererProps } from './types';

/**
 * A lazily loaded renderer that, once its chunk is in, renders synchronously. React.lazy would suspend
 * on the first render of each kind even after a preload (its own promise is still pending), briefly
 * hiding the stage; here a preload really makes the first render immediate.
 */
export function lazyRenderer(load: () => Promise<{ default: ComponentType<RendererProps> }>): {
  Renderer: ComponentType<RendererProps>;
  preload: () => Promise<void>;
} {
  let loaded: ComponentType<RendererProps> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then((m) => {
      loaded = m.default;
    }));
  function LazyRenderer(props: RendererProps) {
    if (!loaded) use(preload());
    return loaded ? createElement(loaded, props) : null;
  }
  return { Renderer: LazyRenderer, preload };
}
