import type { FastifyInstance } from 'fastify';
import type { AuthService } from './auth/service.js';
import { accountRoutes } from './accounts/routes.js';
import { authRoutes } from './auth/routes.js';
import { documentRoutes } from './documents/routes.js';
import { documentsService } from './documents/plugin.js';
import { folderRoutes } from './folders/routes.js';
import { privateAuthRoutes } from './auth/private-routes.js';
import { groupRoutes } from './groups/routes.js';
import { logRoutes } from './logs/routes.js';
import { memberRoutes } from './members/routes.js';
import { messageRoutes } from './messages/routes.js';
import { permissionRoutes } from './permissions/routes.js';
import { projectRoutes } from './projects/routes.js';
import { recycleRoutes } from './recycle/routes.js';
import { systemRoutes } from './system/routes.js';

/** Shared services the area plugins receive; built once in app.ts. */
export interface ModuleDeps {
  auth: AuthService;
}

/**
 * Every area of platform spec section 7 is one folder with a routes.ts plugin; this is the one list of
 * them. Each plugin is encapsulated (Fastify plugin scope) and mounted under /api.
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  await api.register(systemRoutes);
  await api.register(authRoutes, deps);
  await api.register(privateAuthRoutes, deps);
  await api.register(accountRoutes, deps);
  await api.register(groupRoutes);
  await api.register(permissionRoutes);
  await api.register(memberRoutes);
  // Workspace: the document service first (it decorates api.documents for the areas after it).
  await api.register(documentsService);
  await api.register(folderRoutes);
  await api.register(projectRoutes);
  await api.register(documentRoutes);
  await api.register(recycleRoutes);
  await api.register(logRoutes);
  await api.register(messageRoutes);
}
