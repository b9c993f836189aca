import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Bilingual } from '../../http/messages.js';
import type { LicenceClaims } from './keys.js';
import type { Db } from '../../db/client.js';
import {
  currentMachineCode,
  installedLicence,
  usage,
  type LicenceConfig,
  type LicenceState,
} from './service.js';
import { LICENCE_MSG, fill, licenceDate } from './texts.js';

/**
 * Which calls the licence guards is declared by each route (`config.licence`, see http/access.ts):
 * - 'opening': reads or writes a project's content (editor, preview, versions, filters, variables, pages,
 *   share and case views and their data, export). In private mode they answer 403 with the reason while no
 *   valid licence is installed. Nothing is deleted or hidden: the manager still lists every project, and
 *   installing a key lifts the block at once.
 * - 'making': makes a new project; blocked like the above, and refused at the key's project limit.
 * - 'seat': adds a user account to the installation; refused at the key's seat limit.
 * licence/coverage.test.ts walks every registered route: one that names a project, share or case in its
 * path or fields must declare a use or be listed there as not serving project content, so a new content
 * route cannot be left out of the guard.
 */
export type BlockReason =
  'licenceMissing' | 'licenceExpired' | 'licenceInvalid' | 'licenceRevoked' | 'projectLimit' | 'seatLimit';

/**
 * Installs the licence check on the API scope (before the area plugins register, so it covers their
 * routes). A public-edition server never checks: licences are a private-deployment matter.
 */
export function registerLicenceGuard(api: FastifyInstance): void {
  if (api.config.edition !== 'private') return;
  // Before validation: an unlicensed call is refused whatever its body, and the coverage test can walk
  // every declared route without a valid body for each.
  api.addHook('preValidation', async (req) => {
    const use = req.routeOptions.config.licence;
    if (!use) return;
    const isOpening = use === 'opening';
    const isMaking = use === 'making';
    const isSeat = use === 'seat';
    const lic = await installedLicence(api.db, api.config, 'private');
    if (lic.state !== 'valid' || !lic.claims) {
      // Adding users is user management, not opening projects: it stays possible without a licence.
      if (!isOpening && !isMaking) return;
      throw await blocked(api.db, lic);
    }
    if (isMaking || isSeat) {
      const used = await usage(api.db);
      if (isMaking && used.projects >= lic.claims.projects)
        throw new AppError(403, fill(LICENCE_MSG.projectLimit, { limit: lic.claims.projects }), {
          data: {
            reason: 'projectLimit' satisfies BlockReason,
            limit: lic.claims.projects,
            used: used.projects,
          },
        });
      if (isSeat && used.seats >= lic.claims.seats)
        throw new AppError(403, fill(LICENCE_MSG.seatLimit, { limit: lic.claims.seats }), {
          data: { reason: 'seatLimit' satisfies BlockReason, limit: lic.claims.seats, used: used.seats },
        });
    }
  });
}

/**
 * The opening check outside HTTP: joining a project's co-editing room is opening it, so a private server
 * without a valid licence refuses it with the same 403 and reason as the routes above.
 */
export async function assertMayOpen(db: Db, cfg: LicenceConfig): Promise<void> {
  if (cfg.edition !== 'private') return;
  const lic = await installedLicence(db, cfg, 'private');
  if (lic.state !== 'valid' || !lic.claims) throw await blocked(db, lic);
}

async function blocked(
  db: Db,
  lic: { state: LicenceState; claims: LicenceClaims | null },
): Promise<AppError> {
  const machineCode = await currentMachineCode(db);
  const { reason, text } = blockOf(lic.state, lic.claims);
  return new AppError(403, text, {
    data: { reason, expiresAt: lic.claims?.expiresAt ?? null, machineCode },
  });
}

/** Why a licence that is not valid blocks, and the message that says what to do. */
function blockOf(
  state: LicenceState,
  claims: LicenceClaims | null,
): { reason: BlockReason; text: Bilingual } {
  switch (state) {
    case 'expired':
      return {
        reason: 'licenceExpired',
        text: fill(LICENCE_MSG.expired, { date: licenceDate(claims?.expiresAt ?? new Date()) }),
      };
    case 'invalid':
      return { reason: 'licenceInvalid', text: LICENCE_MSG.invalid };
    case 'revoked':
      return {
        reason: 'licenceRevoked',
        text: fill(LICENCE_MSG.installedRevoked, { keyId: claims?.keyId ?? '?' }),
      };
    case 'missing':
    case 'valid':
      return { reason: 'licenceMissing', text: LICENCE_MSG.missing };
  }
}
