// What the uploads area offers the rest of the server: other areas and the app import it from here only
// (eslint: no-restricted-imports); everything else in this folder is the area's own.
export { newUploadKey, uploadMaxBytes } from './keys.js';
export { CapExceeded, receiveMultipart, streamToTemp } from './receive.js';
export { fileReleaser } from './release.js';
export { uploadRoutes } from './routes.js';
export { copyFileUrl, fileUrlOf, keyOfUrl, uploadOfGroup, type UploadCtx } from './service.js';
export { UPLOAD_MSG } from './texts.js';
export { FILE_TYPES, contentMatches, displayName, extensionOf } from './types.js';
export { ZipRefused, extractZip, type ZipEntryOut } from './zip.js';
