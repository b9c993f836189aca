export * from './evaluate.js';
export type * from './types.js';
