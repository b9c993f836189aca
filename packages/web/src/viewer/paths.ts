import { basePath } from '../app/config';

/** The three ways a dashboard is shown without the editor (docs/reference.md#routes). */
export type ViewerMode = 'preview' | 'share' | 'case';

export interface ViewerRoute {
  mode: ViewerMode;
  /** projectFlag (preview), share id (share) or caseFlag (case); '' when the link carries none. */
  id: string;
}

/** The app-relative path of the current location ('/share/x' also under a BASE_PATH). */
export function appPath(pathname: string = window.location.pathname): string {
  const base = basePath().replace(/\/$/, '');
  return base && pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
}

/**
 * Which viewer a path opens: /preview/{id}, /share/{id} (any path under /share/: the first segment after
 * it is the share id) and /case?caseFlag=…. Anything else is not a viewer path.
 */
export function viewerRoute(pathname: string, search = ''): ViewerRoute | null {
  const p = appPath(pathname);
  const segs = p.split('/').filter(Boolean);
  if (segs[0] === 'preview' && segs.length >= 1) return { mode: 'preview', id: decode(segs[1] ?? '') };
  if (segs[0] === 'share') return { mode: 'share', id: decode(segs[1] ?? '') };
  if (segs[0] === 'case' && segs.length === 1)
    return { mode: 'case', id: new URLSearchParams(search).get('caseFlag') ?? '' };
  return null;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return '';
  }
}
