import type { ComponentType } from 'react';
import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  ColumnHeightOutlined,
  ColumnWidthOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
  EyeInvisibleOutlined,
  GroupOutlined,
  LockOutlined,
  RedoOutlined,
  ScissorOutlined,
  SnippetsOutlined,
  UndoOutlined,
  UngroupOutlined,
  UpOutlined,
  VerticalAlignBottomOutlined,
  VerticalAlignMiddleOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';

/** Icons of the actions that have a button; the actions themselves stay free of React. */
export const ACTION_ICONS: Record<string, ComponentType> = {
  copy: CopyOutlined,
  paste: SnippetsOutlined,
  cut: ScissorOutlined,
  delete: DeleteOutlined,
  undo: UndoOutlined,
  redo: RedoOutlined,
  combine: GroupOutlined,
  unCombine: UngroupOutlined,
  lock: LockOutlined,
  toggleShow: EyeInvisibleOutlined,
  prev: UpOutlined,
  next: DownOutlined,
  top: VerticalAlignTopOutlined,
  bottom: VerticalAlignBottomOutlined,
  alignLeft: AlignLeftOutlined,
  alignCenter: AlignCenterOutlined,
  alignRight: AlignRightOutlined,
  alignTop: VerticalAlignTopOutlined,
  alignMiddle: VerticalAlignMiddleOutlined,
  alignBottom: VerticalAlignBottomOutlined,
  distributeH: ColumnWidthOutlined,
  distributeV: ColumnHeightOutlined,
};

/** A binding as people read it: Mod shows as Ctrl (⌘ on a Mac). */
export function keyLabel(binding: string): string {
  const mac = typeof navigator !== 'undefined' && /Mac/.test(navigator.platform);
  return binding
    .replace('Mod', mac ? '⌘' : 'Ctrl')
    .replace(
      /Arrow(Left|Right|Up|Down)/,
      (_m, d: string) => ({ Left: '←', Right: '→', Up: '↑', Down: '↓' })[d] ?? d,
    );
}
