import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { DocumentService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One per app: the realtime area subscribes to `documents.onSaved` to broadcast project_event. */
    documents: DocumentService;
  }
}

const services = new WeakMap<Db, DocumentService>();

/** The one document service of a database (what api.documents holds; tests and tools reach it here). */
export function documentsFor(db: Db): DocumentService {
  let service = services.get(db);
  if (!service) {
    service = new DocumentService(db);
    services.set(db, service);
  }
  return service;
}

/** Decorates the API scope with the document service (fastify-plugin: visible to sibling area plugins). */
export const documentsService = fp(
  async (app) => {
    app.decorate('documents', documentsFor(app.db));
  },
  { name: 'documents-service' },
);
