import fp from 'fastify-plugin';
import { DocumentService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** One per app: the realtime area subscribes to `documents.onSaved` to broadcast project_event. */
    documents: DocumentService;
  }
}

/** Decorates the API scope with the document service (fastify-plugin: visible to sibling area plugins). */
export const documentsService = fp(
  async (app) => {
    app.decorate('documents', new DocumentService(app.db));
  },
  { name: 'documents-service' },
);
