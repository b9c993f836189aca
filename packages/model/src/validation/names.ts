import { COLLECT_SUFFIX, COPY_SUFFIX, NAME_MAX_UNITS, WIDE_CHAR_UNITS } from '../constants.js';
import { message } from './messages.js';
import type { Message } from './messages.js';

/** Highest code point counted as one unit; anything above it (Chinese included) counts WIDE_CHAR_UNITS. */
const NARROW_MAX_CODE_POINT = 0xff;

function charUnits(char: string): number {
  return (char.codePointAt(0) ?? 0) > NARROW_MAX_CODE_POINT ? WIDE_CHAR_UNITS : 1;
}

/** Length of a name in units: a Chinese (non-Latin-1) character counts 2 (docs/reference.md#validation). */
export function nameUnits(name: string): number {
  let units = 0;
  for (const char of name) units += charUnits(char);
  return units;
}

/** The longest prefix of `text` that fits in `maxUnits`, never splitting a character. */
export function truncateToUnits(text: string, maxUnits: number): string {
  let units = 0;
  let out = '';
  for (const char of text) {
    units += charUnits(char);
    if (units > maxUnits) break;
    out += char;
  }
  return out;
}

/** Folder, project and component names: not empty, no leading/trailing space, at most 100 units. */
export function validateName(name: string | null | undefined): Message | null {
  if (name === null || name === undefined || name === '') return message('nameEmpty');
  if (name.trim() !== name) return message('nameSpaces');
  if (nameUnits(name) > NAME_MAX_UNITS) return message('nameTooLong');
  return null;
}

/** `name` + `suffix`, shortening the name (not the suffix) so the result fits the name limit. */
export function withSuffix(name: string, suffix: string, maxUnits: number = NAME_MAX_UNITS): string {
  const room = Math.max(maxUnits - nameUnits(suffix), 0);
  return truncateToUnits(name, room) + suffix;
}

/** Name of a copy: the Chinese copy suffix, truncated to 100 units. */
export function copyName(name: string): string {
  return withSuffix(name, COPY_SUFFIX);
}

/** Name of a favourite (collected component): the collected suffix, truncated to 100 units. */
export function collectName(name: string): string {
  return withSuffix(name, COLLECT_SUFFIX);
}
