// What the weather area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { weatherRoutes } from './routes.js';
export { WeatherService, type WeatherAnswer } from './service.js';
export { weatherAnswer } from './schema.js';
