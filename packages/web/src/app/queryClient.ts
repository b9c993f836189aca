import { QueryClient } from '@tanstack/react-query';

/**
 * The server-data cache of one page, made the same way for the app and the viewer (a share page): no
 * automatic retry (each call is one request; the callers show a failure or keep the last good answer)
 * and no refetch on window focus (a big screen is refreshed by its own periods, not by a click on it).
 */
export function newQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
}
