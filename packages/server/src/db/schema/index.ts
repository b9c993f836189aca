export * from './accounts.js';
export * from './accounts-more.js';
export * from './workspace.js';
