import { z } from 'zod';

/** Request-body fields several modules' schemas share. */

/** Names: not empty, no leading or trailing space (docs/reference.md#validation). */
export const nameField = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => s.trim() === s, { message: '首尾不能为空格 / no leading or trailing space' });
