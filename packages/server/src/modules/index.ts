import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from './deps.js';
import { accountRoutes } from './accounts/routes.js';
import { authRoutes } from './auth/routes.js';
import { dataCallRoutes } from './datacalls/routes.js';
import { dataSourceRoutes } from './datasources/routes.js';
import { documentRoutes } from './documents/routes.js';
import { documentsService } from './documents/plugin.js';
import { folderRoutes } from './folders/routes.js';
import { privateAuthRoutes } from './auth/privateRoutes.js';
import { groupRoutes } from './groups/routes.js';
import { logRoutes } from './logs/routes.js';
import { mediaProxyRoutes } from './mediaProxy/routes.js';
import { memberRoutes } from './members/routes.js';
import { messageRoutes } from './messages/routes.js';
import { filterRoutes } from './filters/routes.js';
import { routerRoutes } from './routers/routes.js';
import { variableRoutes } from './variables/routes.js';
import { permissionRoutes } from './permissions/routes.js';
import { projectRoutes } from './projects/routes.js';
import { projectTransferRoutes } from './projects/transferRoutes.js';
import { recycleRoutes } from './recycle/routes.js';
import { resourcePermissionRoutes } from './resourcePermissions/routes.js';
import { realtimeRoutes } from './realtime/routes.js';
import { dataSocketRelay } from './realtime/dataSocket.js';
import { realtimeService } from './realtime/plugin.js';
import { shareRoutes } from './shares/routes.js';
import { healthRoutes } from './health/routes.js';
import { trialRoutes } from './trials/routes.js';
import { weatherRoutes } from './weather/routes.js';
import { coordinateRoutes } from './coordinates/routes.js';
import { geoRoutes } from './coordinates/geoRoutes.js';
import { mapTileRoutes } from './mapTiles/routes.js';
import { mapProxyRoutes } from './mapTiles/proxyRoutes.js';
import { caseRoutes } from './cases/routes.js';
import { groupManagementRoutes } from './groupManagement/routes.js';
import { resourceRoutes } from './resources/routes.js';
import { modelRoutes } from './models/routes.js';
import { sceneModelRoutes } from './models/sceneRoutes.js';
import { sharedModelRoutes } from './shares/modelRoutes.js';
import { themeRoutes } from './themes/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { registerLicenceGuard } from './licence/guard.js';
import { licenceRoutes } from './licence/routes.js';
import { deploymentRoutes } from './deployment/routes.js';
import { settingsRoutes } from './settings/routes.js';
import { twinRoutes } from './twin/routes.js';
import { versionRoutes } from './versions/routes.js';

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
