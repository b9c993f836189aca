/** A save / history command of docs/reference.md#operations. The full contract is documented at the top of src/ops/index.ts. */
export type OpCommand = 'add' | 'update' | 'delete' | 'restore' | 'move';

/** records of add, restore and delete: the list position and the whole subtree. */
export interface ListRecords {
  index: number;
  value: Record<string, unknown>;
}

/** records of update: oldValue must be present (even as undefined) for the op to be invertible. */
export interface UpdateRecords {
  oldValue?: unknown;
  newValue: unknown;
}

/**
 * records of move: the children of the list the path names that move, and the offset every one of them
 * moves by (added to componentRect.componentLeft / componentTop). Its inverse is the same op with -dx/-dy.
 */
export interface MoveRecords {
  ids: string[];
  dx: number;
  dy: number;
}

export type Operation =
  | { command: 'add' | 'restore' | 'delete'; path: string; records: ListRecords }
  | { command: 'update'; path: string; records: UpdateRecords }
  | { command: 'move'; path: string; records: MoveRecords };
