import type { DocNode } from '@twincanvas/model';

/** One shipped case: its gallery entry and how to build its document. */
export interface OfficialCase {
  seedKey: string;
  caseFlag: string;
  category: string;
  name: string;
  description: string;
  thumbnailUrl: string;
  /** The case document; `basePath` places the URLs of shipped files (models). */
  build: (ctx?: { basePath: string }) => DocNode;
}
