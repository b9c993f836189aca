export * from './accounts.js';
export * from './accounts-more.js';
export * from './workspace.js';
export * from './data.js';
export * from './library.js';
export * from './shares.js';
export * from './data-binding.js';
export * from './access.js';
