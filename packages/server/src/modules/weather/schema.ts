import { z } from 'zod';

/** The weather sample's payload: a list of city codes (docs/reference.md#api). */
export const weatherQueryBody = z.object({
  cities: z.array(z.string().trim().min(1).max(64)).min(1).max(20),
});
export type WeatherQueryBody = z.infer<typeof weatherQueryBody>;

export const regionSearchBody = z
  .object({ keyword: z.string().max(50).optional(), limit: z.number().int().min(1).max(100).optional() })
  .optional();

/** One city's weather as the component reads it (service.ts WeatherResult). */
export const weatherAnswer = z.object({
  result: z.array(
    z.object({
      city: z.string(),
      weather_info: z.string(),
      temperature: z.union([z.string(), z.number()]),
      resourceId: z.number().optional(),
      updateTime: z.number(),
    }),
  ),
  stale: z.boolean(),
});

export const cityAnswer = z.object({
  code: z.string(),
  zh: z.string(),
  en: z.string(),
  province: z.string(),
});
