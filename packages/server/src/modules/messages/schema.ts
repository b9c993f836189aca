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

// Answers.
export const messagesAnswer = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      content: z.string(),
      readStatus: z.number(),
      createdAt: z.date(),
    }),
  ),
  total: z.number(),
  unread: z.number(),
  haveNewMsg: z.boolean(),
});

export const feedbackAnswer = z.object({
  list: z.array(
    z.object({
      id: z.string(),
      content: z.string(),
      contact: z.string(),
      reply: z.string(),
      readStatus: z.number(),
      createdAt: z.date(),
    }),
  ),
  total: z.number(),
});

export const updatedAnswer = z.object({ updated: z.number() });
export const serverTimeAnswer = z.object({ date: z.string(), time: z.string(), timestemp: z.number() });
