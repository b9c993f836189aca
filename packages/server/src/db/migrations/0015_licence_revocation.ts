// An installed key the verify host later reports revoked stops working without being reinstalled.
export default /* sql */ `
alter table licence_installed add column revoked_at timestamptz;
alter table licence_installed add column status_checked_at timestamptz;
`;
