// What the mapTiles area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { mapProxyRoutes } from './proxyRoutes.js';
export { mapTileRoutes } from './routes.js';
export {
  isMapItemNode,
  mapItemIdsOf,
  mapOriginsOfDocument,
  mapOriginsOfNode,
  mapUrlSigning,
} from './signing.js';
export { filteredForSigning, signForViewer, type ViewerMaps } from './viewerSigning.js';
