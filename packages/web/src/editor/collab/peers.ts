import { create } from 'zustand';
import type { Peer } from '../../app/realtime';

/** The other editors of the open project (one entry per tab), as presence reports them. */
export const usePeers = create<{ peers: Peer[] }>(() => ({ peers: [] }));
