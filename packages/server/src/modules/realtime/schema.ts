import { z } from 'zod';
import { CHANNEL_NAME } from './protocol.js';

export const channelParams = z.object({
  channel: z.string().regex(CHANNEL_NAME, 'a channel name is 1-64 letters, digits or _ . : -'),
});

/** Whatever JSON the external system sends is delivered as it is. */
export const pushBody = z.unknown();

export const pushHeaders = z.object({ 'x-push-token': z.string().max(200).optional() });
