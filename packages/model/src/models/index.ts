export * from './report.js';
export * from './fingerprint.js';
export * from './modelEditor.js';
export * from './schema.js';
