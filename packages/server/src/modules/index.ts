import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.js';
import { accountRoutes } from './accounts/index.js';
import { authRoutes, privateAuthRoutes } from './auth/index.js';
import { dataCallRoutes } from './datacalls/index.js';
import { dataSourceRoutes } from './datasources/index.js';
import { documentRoutes, documentsService } from './documents/index.js';
import { folderRoutes } from './folders/index.js';
import { groupRoutes } from './groups/index.js';
import { logRoutes } from './logs/index.js';
import { mediaProxyRoutes } from './mediaProxy/index.js';
import { memberRoutes } from './members/index.js';
import { messageRoutes } from './messages/index.js';
import { filterRoutes } from './filters/index.js';
import { routerRoutes } from './routers/index.js';
import { variableRoutes } from './variables/index.js';
import { permissionRoutes } from './permissions/index.js';
import { projectRoutes, projectTransferRoutes } from './projects/index.js';
import { recycleRoutes } from './recycle/index.js';
import { resourcePermissionRoutes } from './resourcePermissions/index.js';
import { realtimeRoutes, dataSocketRelay, realtimeService } from './realtime/index.js';
import { shareRoutes, sharedModelRoutes } from './shares/index.js';
import { healthRoutes } from './health/index.js';
import { trialRoutes } from './trials/index.js';
import { weatherRoutes } from './weather/index.js';
import { coordinateRoutes, geoRoutes } from './coordinates/index.js';
import { mapTileRoutes, mapProxyRoutes } from './mapTiles/index.js';
import { caseRoutes } from './cases/index.js';
import { groupManagementRoutes } from './groupManagement/index.js';
import { resourceRoutes } from './resources/index.js';
import { modelRoutes, sceneModelRoutes } from './models/index.js';
import { themeRoutes } from './themes/index.js';
import { uploadRoutes } from './uploads/index.js';
import { registerLicenceGuard, licenceRoutes } from './licence/index.js';
import { deploymentRoutes } from './deployment/index.js';
import { settingsRoutes } from './settings/index.js';
import { twinRoutes } from './twin/index.js';
import { versionRoutes } from './versions/index.js';

/**
 * Every area of docs/reference.md#api is one folder with a routes.ts plugin; this is the one list of
 * them. Each plugin is encapsulated (Fastify plugin scope) and mounted under /api.
 */
export async function registerModules(api: FastifyInstance, deps: ModuleDeps): Promise<void> {
  // Private deployment: the licence check goes first so it covers every area's routes registered below.
  registerLicenceGuard(api);
  await api.register(healthRoutes);
  await api.register(authRoutes, deps);
  await api.register(privateAuthRoutes, deps);
  await api.register(accountRoutes, deps);
  await api.register(groupRoutes);
  await api.register(permissionRoutes);
  await api.register(memberRoutes);
  // Workspace: the document service first (it decorates api.documents for the areas after it).
  await api.register(documentsService);
  // Live co-editing and push channels (socket.io); app.realtime for the areas after it.
  await api.register(realtimeService, deps);
  await api.register(realtimeRoutes);
  // Socket data sources: the server holds the upstream WebSocket and relays it over socket.io.
  await api.register(dataSocketRelay);
  await api.register(folderRoutes);
  await api.register(projectRoutes);
  await api.register(documentRoutes);
  await api.register(projectTransferRoutes);
  // Named and automatic versions: snapshots, diff, restore through the document save.
  await api.register(versionRoutes);
  // Folder/project grants and the operation check (permission/*, resource/operate/check).
  await api.register(resourcePermissionRoutes);
  // Free trials, trial applications and the 24-hour reminder.
  await api.register(trialRoutes);
  await api.register(recycleRoutes);
  await api.register(logRoutes);
  await api.register(messageRoutes);
  // Data sources and the data proxy (/remote/source/*, /previewData/getData).
  await api.register(dataSourceRoutes);
  // Data binding: variables, routers (with relations), filters.
  await api.register(variableRoutes);
  await api.register(routerRoutes);
  await api.register(filterRoutes);
  // Router version, field mapping, and the share pages' file rows and token settings.
  await api.register(dataCallRoutes);
  await api.register(shareRoutes);
  await api.register(weatherRoutes);
  // Maps: coordinate services (tc/*) and the offline outlines of the base map.
  await api.register(coordinateRoutes);
  await api.register(geoRoutes);
  await api.register(mapTileRoutes);
  await api.register(mapProxyRoutes);
  // Video streams relayed through the address guard (media-proxy/add-stream).
  await api.register(mediaProxyRoutes);
  // Library: uploads, resource groups, the resource library, themes, cases.
  await api.register(uploadRoutes);
  await api.register(groupManagementRoutes);
  await api.register(resourceRoutes);
  await api.register(modelRoutes);
  // Engine files and scene theme data of 3D scenes (members and signed share pages).
  await api.register(sceneModelRoutes);
  await api.register(sharedModelRoutes);
  await api.register(themeRoutes);
  await api.register(caseRoutes);
  // Private deployment and licensing (customer and vendor sides) and the system settings.
  await api.register(licenceRoutes);
  await api.register(deploymentRoutes);
  await api.register(settingsRoutes);
  // Digital-twin platform mode: tenants, generateToken and the twin API proxy.
  await api.register(twinRoutes);
}
