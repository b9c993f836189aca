import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { flattenDocument, type DocNode } from '@twincanvas/model';
import { ok } from '../../http/envelope.js';
import type { DocumentService } from '../documents/index.js';
import { isMapItemNode, mapOriginsOfNode } from '../mapTiles/index.js';
import { sanitizeSharedDocument } from './sanitize.js';

type Source = Record<string, unknown>;

/** What share pages read of one project, derived from one load of its document. */
interface SharedProject {
  builtAt: number;
  /** The stored request of every component, by component id (the data routes read one entry). */
  sources: Map<string, Source>;
  /** External origins the document's maps name: the only ones its share may have the map proxy sign. */
  mapOrigins: Set<string>;
  /**
   * Map items (nodes with a `layerModel`), by id, with their stored rows (the shape their field mapping
   * maps onto): whose data may name their address at run time.
   */
  mapItems: Map<string, unknown>;
  /** The sanitized document as JSON text. */
  documentJson: string;
  /** Whole share-view answers by share settings, each encoding made once (see viewAnswer). */
  views: Map<string, Partial<Record<ViewEncoding, Buffer>>>;
}

export type ViewEncoding = 'br' | 'gzip' | 'identity';

/** What of the share row a share-view answer carries besides the document. */
export interface ShareView extends ShareRef {
  shareType: number;
  expiresAt: Date | null;
}

/**
 * A per-project cache of what share pages read, so a wall of screens opening a share or refreshing its
 * data does not load, sanitize, serialize and compress the whole document per request. An entry is dropped after a
 * save of its project (this process hears every save it commits) and at the latest `ttlMs` after it was
 * built, which bounds how long a save committed by another server process can go unseen. The share row
 * itself (revoked, expired, password changed) is still checked on every request by the verifier.
 */
export class SharedProjectCache {
  private readonly byProject = new Map<string, SharedProject>();
  private readonly building = new Map<string, Promise<SharedProject>>();

  constructor(
    private readonly documents: DocumentService,
    private readonly ttlMs = 5000,
    private readonly now: () => number = Date.now,
  ) {
    documents.onSaved((event) => this.forget(event.projectId));
  }

  forget(projectId: string): void {
    this.byProject.delete(projectId);
    this.building.delete(projectId);
  }

  async requestSourceOf(share: ShareRef, componentId: string): Promise<Source | undefined> {
    return (await this.project(share)).sources.get(componentId);
  }

  async mapOriginsOf(share: ShareRef): Promise<ReadonlySet<string>> {
    return (await this.project(share)).mapOrigins;
  }

  async isMapItem(share: ShareRef, componentId: string): Promise<boolean> {
    return (await this.project(share)).mapItems.has(componentId);
  }

  /** What the server needs to run a map item's stored request, mapping and filters as its page does. */
  async mapItemData(
    share: ShareRef,
    componentId: string,
  ): Promise<{ requestSource: Source | undefined; rows: unknown }> {
    const project = await this.project(share);
    return { requestSource: project.sources.get(componentId), rows: project.mapItems.get(componentId) };
  }

  /**
   * The whole share-view answer in one encoding. It holds nothing that changes per request, so it is
   * serialized and compressed once per project version and share setting, not once per viewer.
   */
  async viewAnswer(share: ShareView, encoding: ViewEncoding): Promise<Buffer> {
    const project = await this.project(share);
    const expireTime = share.expiresAt?.toISOString() ?? null;
    const key = `${share.shareType}|${expireTime}`;
    let bodies = project.views.get(key);
    if (!bodies) {
      const rest = JSON.stringify(ok({ shareType: share.shareType, expireTime }));
      const text = rest.replace('"data":{', `"data":{"document":${project.documentJson},`);
      bodies = { identity: Buffer.from(text) };
      project.views.set(key, bodies);
    }
    const identity = bodies.identity!;
    if (encoding === 'br')
      return (bodies.br ??= brotliCompressSync(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }));
    if (encoding === 'gzip') return (bodies.gzip ??= gzipSync(identity));
    return identity;
  }

  private async project(share: ShareRef): Promise<SharedProject> {
    const cached = this.byProject.get(share.projectId);
    if (cached && this.now() - cached.builtAt < this.ttlMs) return cached;
    let pending = this.building.get(share.projectId);
    if (!pending) {
      const builtAt = this.now();
      const loading: Promise<SharedProject> = this.documents
        .query(share.groupId, { projectId: share.projectId })
        .then((doc) => {
          const entry = derive(doc, builtAt);
          // A save while this was loading has already forgotten the project: keep nothing stale then.
          if (this.building.get(share.projectId) === loading) this.byProject.set(share.projectId, entry);
          return entry;
        });
      pending = loading;
      this.building.set(share.projectId, loading);
      const clear = () => {
        if (this.building.get(share.projectId) === loading) this.building.delete(share.projectId);
      };
      loading.then(clear, clear);
    }
    return pending;
  }
}

interface ShareRef {
  groupId: string;
  projectId: string;
}

function derive(doc: DocNode, builtAt: number): SharedProject {
  const sources = new Map<string, Source>();
  const mapOrigins = new Set<string>();
  const mapItems = new Map<string, unknown>();
  for (const record of flattenDocument(doc)) {
    const body = record.body as Record<string, unknown>;
    const rs = body.requestSource;
    if (rs && typeof rs === 'object') sources.set(record.id, rs as Source);
    if (isMapItemNode(body))
      mapItems.set(record.id, (body.chartModel as { data?: unknown } | undefined)?.data);
    mapOriginsOfNode(body, mapOrigins);
  }
  return {
    builtAt,
    sources,
    mapOrigins,
    mapItems,
    documentJson: JSON.stringify(sanitizeSharedDocument(doc)),
    views: new Map(),
  };
}

/** The encoding a share-view answer is sent in: brotli, else gzip, else none (what the client accepts). */
export function viewEncodingOf(acceptEncoding: string | undefined): ViewEncoding {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]!.trim()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}
