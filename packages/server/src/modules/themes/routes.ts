import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok } from '../../http/envelope.js';
import { addTheme, deleteTheme, getTheme, listThemes, updateTheme, type ThemeKind } from './service.js';

const colour = z.string().regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/, 'a #hex or rgb()/rgba() colour');
/** A colour plan: series colours plus optional text, axis and background colours. */
const themeBody = z
  .object({
    colors: z.array(colour).min(1).max(40),
    textColor: colour.optional(),
    axisColor: colour.optional(),
    backgroundColor: colour.optional(),
  })
  .loose();
/** A heat theme: the colour stops of a heat map, from cold to hot (one position per colour, ascending). */
const heatBody = z
  .object({
    colors: z.array(colour).min(2).max(20),
    stops: z.array(z.number().min(0).max(1)).max(20).optional(),
  })
  .loose()
  .refine((b) => !b.stops || b.stops.length === b.colors.length, {
    message: 'stops: one position per colour',
    path: ['stops'],
  })
  .refine((b) => !b.stops || b.stops.every((s, i) => i === 0 || s >= b.stops![i - 1]!), {
    message: 'stops: positions go from cold (0) to hot (1) without going back',
    path: ['stops'],
  });
const name = z.string().trim().min(1).max(100);

/**
 * A theme as the editor reads it: loose, because its fields are the colour plan the editor saved (the
 * bodies above are loose too), next to id, name and kind; a heat theme in a list also says where it is used.
 */
const usage = z.object({ components: z.number(), projects: z.number() });
const themeAnswer = z.looseObject({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  usedBy: usage.optional(),
});

/** Themes (colour plans) and heat themes of the group (docs/reference.md#api: list/add/update/delete/get-by-id). */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['themes'];
  const view = { access: access.perm('resourceView') };
  const edit = { access: access.perm('resourceEdit') };

  const area = (prefix: string, kind: ThemeKind, body: typeof themeBody | typeof heatBody) => {
    app.post(
      `${prefix}/list`,
      {
        schema: {
          tags,
          summary: `${kind} list`,
          body: z.object({}).loose(),
          response: answers(z.array(themeAnswer)),
        },
        config: view,
      },
      async (req) => ok(await listThemes(app.db, requireGroup(req).groupId, kind)),
    );
    app.post(
      `${prefix}/add`,
      {
        schema: {
          tags,
          summary: `Add a ${kind}`,
          body: z.object({ name, body }),
          response: answers(themeAnswer),
        },
        config: edit,
      },
      async (req) => ok(await addTheme(app.db, requireGroup(req), kind, req.body)),
    );
    app.post(
      `${prefix}/update`,
      {
        schema: {
          tags,
          summary: `Update a ${kind}`,
          body: z.object({ id: z.uuid(), name: name.optional(), body: body.optional() }),
          response: answers(themeAnswer),
        },
        config: edit,
      },
      async (req) => ok(await updateTheme(app.db, requireGroup(req), kind, req.body)),
    );
    app.post(
      `${prefix}/delete`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind}`,
          description:
            kind === 'heat'
              ? 'A heat theme that heat maps use is refused (409, with the counts) unless confirmInUse; those heat maps keep their copy.'
              : undefined,
          body: z.object({ id: z.uuid(), confirmInUse: z.boolean().optional() }),
          response: answers(z.object({ id: z.string(), usedBy: usage.optional() })),
        },
        config: edit,
      },
      async (req) =>
        ok(await deleteTheme(app.db, requireGroup(req), kind, req.body.id, req.body.confirmInUse === true)),
    );
    app.post(
      `${prefix}/get`,
      {
        schema: {
          tags,
          summary: `One ${kind} by id`,
          body: z.object({ id: z.uuid() }),
          response: answers(themeAnswer),
        },
        config: view,
      },
      async (req) => ok(await getTheme(app.db, requireGroup(req).groupId, kind, req.body.id)),
    );
  };
  area('/theme', 'theme', themeBody);
  area('/heat-theme', 'heat', heatBody);
};
