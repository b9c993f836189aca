import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
// Component kinds read the language through react-i18next (their empty states): keep it initialised.
import '../app/i18n';
import { newQueryClient } from '../app/queryClient';
import { viewerRoute, type ViewerRoute } from './paths';
import { ViewerApp } from './ViewerApp';

/**
 * The viewer's own entry: main.tsx loads this instead of the app for viewer paths, so a share page
 * downloads neither antd, the router nor the editor (bench/viewer-bundle measures it). Its components
 * read server data through react-query (weather, server time), as in the app: one cache for the page.
 */
export function mountViewer(el: HTMLElement): void {
  const route = viewerRoute(window.location.pathname, window.location.search) ?? { mode: 'share', id: '' };
  createRoot(el).render(
    <StrictMode>
      <QueryClientProvider client={newQueryClient()}>
        <ViewerApp route={route} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

/** The same viewer as a route of the app (when the app navigates to a viewer path itself). */
export function ViewerRoutePage() {
  const { pathname, search } = window.location;
  const route = useMemo<ViewerRoute>(
    () => viewerRoute(pathname, search) ?? { mode: 'share', id: '' },
    [pathname, search],
  );
  return <ViewerApp route={route} />;
}
