import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { z } from 'zod';
import { access, requireGroup } from '../../http/access.js';
import { answers } from '../../http/answers.js';
import { ok, okWith } from '../../http/envelope.js';
import { AppError, forbidden } from '../../http/errors.js';
import { PERMISSIONS } from '../../http/permissionCodes.js';
import { vendorSigningKey } from '../licence/index.js';
import {
  partnerAnswer,
  recordAnswer,
  recordPage,
  recordWithVersion,
  versionAnswer,
  versionPage,
} from './answers.js';
import {
  activationBody,
  idBody,
  pageBody,
  partnerSaveBody,
  prolongBody,
  recordAddBody,
  recordListBody,
  recordUpdateBody,
  versionAddBody,
} from './schema.js';
import { activate, addRecord, keyFile, listRecords, queryRecord, updateRecord } from './records.js';
import {
  addVersion,
  assertPartner,
  exportVersions,
  isPartner,
  latestVersion,
  listVersions,
  partnerOf,
  savePartner,
  type DeployKind,
} from './service.js';
import { revokeRecord } from './revocation.js';
import { DEPLOY_MSG } from './texts.js';

/**
 * The vendor side of private deployment (docs/reference.md#api "Deployment"): version and environment records,
 * their activation records, keys, counts and trial extension. Every call needs the deployManage codes of
 * the current group (view to read, manage to change) and the partner check; every query is scoped to the
 * current group, so another tenant's records answer 404.
 */
export const deploymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['deployment'];
  const view = { access: access.perm('deployView') };
  const edit = { access: access.perm('deployEdit') };

  const partner = async (req: FastifyRequest) => {
    const a = requireGroup(req);
    await assertPartner(app.db, a);
    return a;
  };

  // The entrance check answers false instead of 403, so the web can simply hide the area.
  const visible = async (req: FastifyRequest) => {
    const a = requireGroup(req);
    const codes = [PERMISSIONS.deployView.code, PERMISSIONS.deployEdit.code];
    return ok({ visible: codes.some((c) => a.permissions.has(c)) && (await isPartner(app.db, a)) });
  };

  app.post(
    '/privatization-partner/query',
    {
      schema: {
        tags,
        summary: 'Whether the current group is a private-deployment partner',
        response: answers(partnerAnswer),
      },
      config: { access: access.member },
    },
    async (req) => ok(await partnerOf(app.db, requireGroup(req))),
  );

  app.post(
    '/privatization-partner/save',
    {
      schema: {
        tags,
        summary: 'Register a group as a partner (system administrator)',
        body: partnerSaveBody,
        response: answers(partnerAnswer),
      },
      config: { access: access.member },
    },
    async (req) => {
      const a = requireGroup(req);
      const [u] = await app.db
        .select({ admin: users.isSystemAdmin })
        .from(users)
        .where(eq(users.id, a.userId));
      if (u?.admin !== true) throw forbidden(DEPLOY_MSG.systemAdminOnly);
      await savePartner(app.db, req.body.groupId, req.body.name);
      return okWith(req, await partnerOf(app.db, { ...a, groupId: req.body.groupId }), DEPLOY_MSG.saved);
    },
  );

  app.post(
    '/privatization-version-manage/publicKey',
    {
      schema: {
        tags,
        summary: 'The vendor public key (PEM) to configure as LICENCE_PUBLIC_KEY on customer servers',
        response: answers(z.object({ publicKey: z.string() })),
      },
      config: view,
    },
    async (req) => {
      await partner(req);
      const key = await vendorSigningKey(app.db, app.config);
      if (!key) throw new AppError(403, DEPLOY_MSG.notIssuer);
      return ok({ publicKey: createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString() });
    },
  );

  /** The same calls for versions (kind 'version') and environments (kind 'environment'). */
  const area = (kind: DeployKind, versions: string, records: string) => {
    const label = kind === 'version' ? 'version' : 'environment';
    app.post(
      `${versions}/isPrivatizationEntranceVisible`,
      {
        schema: {
          tags,
          summary: `Whether the deployment area (${label}s) shows for the caller`,
          response: answers(z.object({ visible: z.boolean() })),
        },
        config: { access: access.member },
      },
      visible,
    );
    app.post(
      `${versions}/queryList`,
      {
        schema: {
          tags,
          summary: `${label} records with activation counts (9 a page)`,
          body: pageBody,
          response: answers(versionPage),
        },
        config: view,
      },
      async (req) => ok(await listVersions(app.db, await partner(req), kind, req.body)),
    );
    app.post(
      `${versions}/add`,
      {
        schema: {
          tags,
          summary: `Add a ${label} record`,
          body: versionAddBody,
          response: answers(versionAnswer),
        },
        config: edit,
      },
      async (req) =>
        okWith(req, await addVersion(app.db, await partner(req), kind, req.body), DEPLOY_MSG.added),
    );
    app.post(
      `${versions}/export`,
      // A CSV file, not the envelope: nothing for the JSON serializer to check.
      { schema: { tags, summary: `${label} records and their counts as CSV` }, config: view },
      async (req, reply) => {
        const csv = await exportVersions(app.db, await partner(req), kind);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${label}s.csv"`)
          .send(csv);
      },
    );
    if (kind === 'environment')
      app.post(
        `${versions}/latestEnvironment`,
        {
          schema: {
            tags,
            summary: 'The newest environment record with its counts (null when none)',
            response: answers(versionAnswer.nullable()),
          },
          config: view,
        },
        async (req) => ok(await latestVersion(app.db, await partner(req), kind)),
      );

    app.post(
      `${records}/list`,
      {
        schema: {
          tags,
          summary: `Activation records of a ${label} (9 a page), counts and expiration info`,
          body: recordListBody,
          response: answers(recordPage),
        },
        config: view,
      },
      async (req) => ok(await listRecords(app.db, await partner(req), kind, req.body)),
    );
    app.post(
      `${records}/query`,
      {
        schema: {
          tags,
          summary: 'One activation record',
          body: idBody,
          response: answers(recordWithVersion),
        },
        config: view,
      },
      async (req) => ok(await queryRecord(app.db, await partner(req), kind, req.body.id)),
    );
    app.post(
      `${records}/add`,
      {
        schema: {
          tags,
          summary: `Add an activation record under a ${label} (uses one activation)`,
          body: recordAddBody,
          response: answers(recordAnswer),
        },
        config: edit,
      },
      async (req) =>
        okWith(req, await addRecord(app.db, await partner(req), kind, req.body), DEPLOY_MSG.added),
    );
    app.post(
      `${records}/activation`,
      {
        schema: {
          tags,
          summary: 'Activate: sign the licence key for the record’s machine code',
          body: activationBody,
          response: answers(recordAnswer),
        },
        config: edit,
      },
      async (req) =>
        okWith(
          req,
          await activate(app.db, app.config, await partner(req), kind, req.body),
          DEPLOY_MSG.activated,
        ),
    );
    app.post(
      `${records}/downloadKey`,
      {
        // The key file itself (octet-stream), not the envelope.
        schema: { tags, summary: 'The licence key file of an activated record', body: idBody },
        config: edit,
      },
      async (req, reply) => {
        const f = await keyFile(app.db, await partner(req), kind, req.body.id);
        return reply
          .header('content-type', 'application/octet-stream')
          .header('content-disposition', `attachment; filename="${f.name}"`)
          .send(f.text);
      },
    );
    app.post(
      `${records}/revoke`,
      {
        schema: {
          tags,
          summary: 'Revoke the record’s key: customers are refused it at verifyKey/verify (keyStatus)',
          body: idBody,
          response: answers(z.object({ id: z.string(), status: z.string() })),
        },
        config: edit,
      },
      async (req) =>
        okWith(
          req,
          await revokeRecord(app.db, await partner(req), kind, req.body.id),
          DEPLOY_MSG.revokedDone,
        ),
    );
    app.post(
      `${records}/update`,
      {
        schema: {
          tags,
          summary: 'Change a record (an activated one is signed again)',
          body: recordUpdateBody,
          response: answers(recordAnswer),
        },
        config: edit,
      },
      async (req) =>
        okWith(
          req,
          await updateRecord(app.db, app.config, await partner(req), kind, req.body),
          DEPLOY_MSG.saved,
        ),
    );
    app.post(
      `${records}/updateProlongation`,
      {
        schema: {
          tags,
          summary: 'Trial extension: push the expiry back by days',
          body: prolongBody,
          response: answers(recordAnswer),
        },
        config: edit,
      },
      async (req) =>
        okWith(
          req,
          await updateRecord(app.db, app.config, await partner(req), kind, {
            id: req.body.id,
            prolongDays: req.body.days,
          }),
          DEPLOY_MSG.prolonged,
        ),
    );
  };

  area('version', '/privatization-version-manage', '/privatization-activation-record');
  area(
    'environment',
    '/privatization-version-manage-environment',
    '/privatization-activation-record-environment',
  );
};
