/**
 * The shape of every id the database keys by uuid. A text that is not one cannot name a row: checking it
 * first answers "not found" (or a clear 400) where PostgreSQL would fail the cast with a 500.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(v: unknown): v is string {
  return typeof v === 'string' && UUID.test(v);
}
