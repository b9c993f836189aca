import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers, answersNothing } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { declaredProject } from '../documents/index.js';
import {
  createBody,
  diffBody,
  listBody,
  settingsBody,
  versionAnswer,
  versionBody,
  versionSettingsAnswer,
} from './schema.js';
import { VersionService } from './service.js';
import { VERSION_MSG } from './texts.js';
import type { Db } from '../../db/client.js';

const jobsByDb = new WeakMap<Db, Map<string, Promise<void>>>();

/** Resolves when no automatic version of the database's app is being made (tests wait for quiet). */
export async function versionJobsSettled(db: Db): Promise<void> {
  await Promise.all(jobsByDb.get(db)?.values() ?? []);
}

/**
 * Named and automatic versions of a project (docs/versions.md). Every call declares the project it opens
 * (`config.resource`, checked by openProject before the handler), so the group, the folder/project grants
 * and the trial lock decide as for the document itself: reading versions needs view, making, deleting and
 * restoring them needs edit.
 */
export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['versions'];
  const versions = new VersionService(app.db, app.documents);

  // Automatic versions: after a save commits, at most one snapshot per project is under way; a save that
  // finds one running leaves the interval check to the next save. Closing waits for what is running.
  const running = new Map<string, Promise<void>>();
  jobsByDb.set(app.db, running);
  const stop = app.documents.onSaved((event) => {
    if (running.has(event.projectId)) return;
    const job = versions
      .snapshot({ groupId: event.groupId, userId: event.userId }, event.projectId, 'auto', '')
      .then(
        () => undefined,
        (err: unknown) => app.log.warn({ err, projectId: event.projectId }, 'automatic version failed'),
      )
      .finally(() => running.delete(event.projectId));
    running.set(event.projectId, job);
  });
  app.addHook('preClose', async () => {
    stop();
    await Promise.all(running.values());
  });

  app.post(
    '/project/versions/list',
    {
      schema: {
        tags,
        summary: 'The versions of a project, newest first, with author and time',
        body: listBody,
        response: answers(z.object({ versions: z.array(versionAnswer), settings: versionSettingsAnswer })),
      },
      config: {
        access: access.perm('projectView'),
        resource: { type: 'project', op: 'view', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const p = declaredProject(req);
      return ok({
        versions: await versions.list(a.groupId, p.id),
        settings: await versions.settings(p.id),
      });
    },
  );

  app.post(
    '/project/versions/create',
    {
      schema: {
        tags,
        summary: 'Save the current document as a named version',
        body: createBody,
        // The service's type allows null (an automatic version it skipped); a named one is always made.
        response: answers(versionAnswer.nullable()),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const p = declaredProject(req);
      return okWith(req, await versions.snapshot(a, p.id, 'named', req.body.name), VERSION_MSG.saved);
    },
  );

  app.post(
    '/project/versions/diff',
    {
      schema: {
        tags,
        summary: 'Components added, removed and changed between two versions (or a version and now), by page',
        body: diffBody,
        // The model's diff of two documents (diffVersions), per page and component: its shape is the
        // model package's and holds document values, so only the envelope is declared.
        response: answers(z.unknown()),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectView'),
        resource: { type: 'project', op: 'view', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const p = declaredProject(req);
      return ok(await versions.diff(a.groupId, p.id, req.body.from, req.body.to));
    },
  );

  app.post(
    '/project/versions/restore',
    {
      schema: {
        tags,
        summary: 'Make a version the current content as a new revision (co-editors receive it live)',
        body: versionBody,
        response: answers(z.object({ revision: z.number(), backupVersionId: z.string() })),
      },
      config: {
        licence: 'opening',
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const p = declaredProject(req);
      return okWith(req, await versions.restore(a, p, req.body.versionId), VERSION_MSG.restored);
    },
  );

  app.post(
    '/project/versions/delete',
    {
      schema: { tags, summary: 'Delete one version', body: versionBody, response: answersNothing },
      config: {
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const a = requireGroup(req);
      const p = declaredProject(req);
      await versions.remove(a.groupId, p.id, req.body.versionId);
      return okWith(req, null, 'deleted');
    },
  );

  app.post(
    '/project/versions/settings',
    {
      schema: {
        tags,
        summary: 'Automatic versions: interval in minutes (0 = off) and how many are kept',
        body: settingsBody,
        response: answers(versionSettingsAnswer),
      },
      config: {
        access: access.perm('projectEdit'),
        resource: { type: 'project', op: 'edit', from: { id: 'projectId' } },
      },
    },
    async (req) => {
      const p = declaredProject(req);
      const { autoIntervalMinutes, autoKeep } = req.body;
      return okWith(req, await versions.updateSettings(p.id, { autoIntervalMinutes, autoKeep }), 'saved');
    },
  );
};
