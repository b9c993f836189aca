/**
 * The server refuses to open or present a project on a private deployment without a valid licence
 * (403 with data.reason, modules/licence/guard.ts). This reads that answer; the blocked page shows it.
 * Kept free of React and antd: the share viewer uses it too.
 */
export type LicenceBlockReason = 'licenceMissing' | 'licenceExpired' | 'licenceInvalid' | 'licenceRevoked';

export interface LicenceBlock {
  reason: LicenceBlockReason;
  machineCode: string;
  expiresAt: string | null;
  /** The server's own message, in the caller's language. */
  message: string;
}

const REASONS: readonly string[] = ['licenceMissing', 'licenceExpired', 'licenceInvalid', 'licenceRevoked'];

export function licenceBlockOf(data: unknown, message = ''): LicenceBlock | null {
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (typeof d.reason !== 'string' || !REASONS.includes(d.reason)) return null;
  return {
    reason: d.reason as LicenceBlockReason,
    machineCode: typeof d.machineCode === 'string' ? d.machineCode : '',
    expiresAt: typeof d.expiresAt === 'string' ? d.expiresAt : null,
    message,
  };
}
