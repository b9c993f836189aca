import { z } from 'zod';

const page = {
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const pageBody = z.object(page).optional();
export const readBody = z.object({ ids: z.array(z.uuid()).min(1).max(500).optional() }).optional();
export const feedbackBody = z.object({
  content: z.string().trim().min(1).max(2000),
  contact: z.string().max(200).optional(),
});
