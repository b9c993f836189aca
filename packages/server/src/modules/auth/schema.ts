import { z } from 'zod';
import { userProfileSchema } from '../users/index.js';

export const loginBody = z.object({
  account: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const refreshBody = z.object({
  refresh_token: z.string().min(1).max(200),
});

/** A session as sign-in, refresh, password change and the SSO exchange answer it (service.ts SessionTokens). */
export const sessionTokensSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number(),
  user: userProfileSchema,
});
