// What the models area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { ensureOfficialModels, officialFactoryModules, officialFactoryUrl } from './official.js';
export { modelRoutes } from './routes.js';
export { sceneModelRoutes } from './sceneRoutes.js';
export { modelThemeId, sceneTheme } from './sceneTheme.js';
export { modelThemeIdAnswer, sceneThemeAnswer, themeBody, themeIdBody } from './schema.js';
