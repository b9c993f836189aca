import { CAMERA_CLAMP_LIMIT, CAMERA_CLAMP_LIMIT_MIN } from '../constants.js';
import { message, type Message } from '../validation/messages.js';

/**
 * Form bodies leave out null, undefined and empty values and send arrays as JSON (docs/reference.md#api).
 * Objects are JSON-encoded too, since a form field can only carry text.
 */
export function encodeForm(values: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return params.toString();
}

/**
 * A camera distance clamp outside 0-1000 falls back to the given min and max (docs/reference.md#scenes-3d).
 * A clamp is kept only when both ends lie in [0, 1000] and min ≤ max.
 */
export function clampCameraDistance(
  clamp: { min: number; max: number },
  fallback: { min: number; max: number },
): { min: number; max: number } {
  const inside = (n: number) => Number.isFinite(n) && n >= CAMERA_CLAMP_LIMIT_MIN && n <= CAMERA_CLAMP_LIMIT;
  return inside(clamp.min) && inside(clamp.max) && clamp.min <= clamp.max ? clamp : { ...fallback };
}

export interface DefaultProperty {
  typeId: string | number;
  boxSize?: unknown;
  [key: string]: unknown;
}

/**
 * A defaultProperty that is not JSON is refused with its own message; one without typeId is ignored
 * (docs/reference.md#copy-paste). Answers the parsed value, null (ignored), or the refusal message.
 */
export function parseDefaultProperty(
  raw: string | Record<string, unknown> | null | undefined,
): { ok: true; value: DefaultProperty | null } | { ok: false; refusal: Message } {
  if (raw === null || raw === undefined || raw === '') return { ok: true, value: null };
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false, refusal: message('defaultPropertyInvalid') };
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { ok: false, refusal: message('defaultPropertyInvalid') };
  }
  const obj = parsed as Record<string, unknown>;
  const typeId = obj.typeId;
  if (typeId === undefined || typeId === null || typeId === '') return { ok: true, value: null };
  if (typeof typeId !== 'string' && typeof typeId !== 'number')
    return { ok: false, refusal: message('defaultPropertyInvalid') };
  return { ok: true, value: { ...obj, typeId } };
}
