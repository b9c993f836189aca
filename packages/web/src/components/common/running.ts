import { useContext } from 'react';
import { RuntimeEventsContext } from '../../runtime/events';

/**
 * True inside a running dashboard (preview, share, case), where the viewer provides the event handler;
 * false while designing, where kinds stay still and let the canvas have the pointer.
 */
export function useRunning(): boolean {
  return useContext(RuntimeEventsContext) !== null;
}
