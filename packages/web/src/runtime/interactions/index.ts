export { createInteractionRunner, eventCodeOf, timerIntervalOf } from './runner';
export type { InteractionContext, InteractionRunner, PageRef } from './runner';
export * from './types';
