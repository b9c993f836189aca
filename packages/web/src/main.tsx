import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { viewerRoute } from './viewer/paths';
import { loadChunk, renderChunkError } from './app/chunkLoad';

const root = document.getElementById('root')!;

// Viewer paths (/preview, /share/…, /case) load the lightweight viewer entry only: a share page must not
// download antd, the router or the editor. Everything else loads the app.
if (viewerRoute(window.location.pathname, window.location.search)) {
  loadChunk(() => import('./viewer/entry')).then(
    (m) => m.mountViewer(root),
    () => renderChunkError(root),
  );
} else {
  loadChunk(() => import('./app/i18n').then(() => import('./app/App'))).then(
    ({ App }) =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    () => renderChunkError(root),
  );
}
