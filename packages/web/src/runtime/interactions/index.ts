export { createInteractionRunner, eventCodeOf, timerIntervalOf } from './runner';
export type { InteractionContext, InteractionRunner, PageRef, Scene3DCamera } from './runner';
export * from './types';
