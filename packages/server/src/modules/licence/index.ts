// What the licence area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { assertMayOpen, registerLicenceGuard } from './guard.js';
export { normaliseMachineCode, signLicence, type LicenceEdition } from './keys.js';
export { licenceRoutes } from './routes.js';
export { vendorSigningKey, type LicenceConfig } from './service.js';
export { fill } from './texts.js';
