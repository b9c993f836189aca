/** An operation that cannot be applied to this document (unknown node, bad path, duplicate id…). */
export class OpError extends Error {
  override readonly name = 'OpError';
}

/** Inverting an update whose records carry no oldValue (the no-value error of docs/reference.md#operations). */
export class NoValueError extends Error {
  override readonly name = 'NoValueError';
  constructor(path: string) {
    super(`no value: update of '${path}' has no oldValue to restore`);
  }
}

export const WRONG_COMMAND_MESSAGE = 'wrong command value';

export function wrongCommand(): Error {
  return new Error(WRONG_COMMAND_MESSAGE);
}
