import { z } from 'zod';

export const loginBody = z.object({
  account: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const refreshBody = z.object({
  refresh_token: z.string().min(1).max(200),
});
