import { applyEffect, parseEffect, targetShapeOf } from '@twincanvas/model';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { runFiltersServerSide } from '../filters/index.js';
import type { MapUrlSigning, SignedOrigin } from './signing.js';

/**
 * What a page without a member's project rights — a share page or a case view — has the map proxy sign
 * against (docs/maps.md "Addresses from data"): its stored document and the server's own run of a map
 * item's stored request. The share and the case routes each provide one; the rule is here, once.
 */
export interface ViewerMaps {
  /** External origins the stored document's maps name (signing.ts mapOriginsOfNode). */
  named: ReadonlySet<string>;
  /** Whether the id is a map item (a node with a `layerModel`) of the stored document. */
  isMapItem(componentId: string): Promise<boolean> | boolean;
  /**
   * What the item's STORED request answers now, run by the server as the viewer's own data call runs it
   * (and what the item's stored filters make of that answer). A 404 (no request) produces nothing.
   */
  produce(componentId: string): Promise<unknown>;
}

/**
 * Signs `url` for a viewer: an origin its document names, or — when the page names a map item of the
 * document — one that item's stored request (or filters) yields right now. The page chooses neither the
 * request nor the answer, so a share link or case view is no open proxy; the address guard judges every
 * signed origin as for members.
 */
export async function signForViewer(
  signing: MapUrlSigning,
  viewer: ViewerMaps,
  url: string,
  componentId?: string,
): Promise<SignedOrigin> {
  if (!componentId || !(await viewer.isMapItem(componentId))) return signing.signNamed(url, viewer.named);
  return signing.signProduced(url, viewer.named, () =>
    viewer.produce(componentId).catch((e: unknown) => {
      // An item without a stored request (static rows, data from an interaction) produces nothing.
      if (e instanceof AppError && e.status === 404) return null;
      throw e;
    }),
  );
}

/** The filter ids of a stored request (`filters` holds ids, or `{id}` entries). */
function filterIdsOf(rs: Record<string, unknown>): string[] {
  const list = Array.isArray(rs.filters) ? (rs.filters as unknown[]) : [];
  return list.flatMap((f) =>
    typeof f === 'string'
      ? [f]
      : f && typeof (f as { id?: unknown }).id === 'string'
        ? [(f as { id: string }).id]
        : [],
  );
}

/**
 * What a map item's STORED field mapping and filters make of its request's answer, run on the server as
 * the page runs them (web data/runtime.ts mapAndFilter: mapping onto the shape of the item's stored rows,
 * then the filter chain in the QuickJS sandbox): a filter may build an address from parts of the answer.
 * The filters get no variable values: the page chooses those, and an address built from them would be an
 * origin of the page's choosing. Null when the item has no filters or they fail.
 */
export async function filteredForSigning(
  db: Db,
  projectId: string,
  item: { requestSource: Record<string, unknown> | undefined; rows: unknown },
  answer: unknown,
): Promise<unknown> {
  const rs = item.requestSource;
  const ids = rs ? filterIdsOf(rs) : [];
  if (!rs || rs.filterOn === false || ids.length === 0) return null;
  const mapped = applyEffect(answer, parseEffect(rs.effect), targetShapeOf(item.rows));
  const result = await runFiltersServerSide(db, projectId, {
    filterIds: ids,
    data: mapped,
    vars: {},
    filterOn: true,
  });
  return result.ok ? result.data : null;
}
