import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ACTION_ICONS, keyLabel } from '../actionIcons';
import { actionById } from '../actions/registry';
import { execute, isEnabled } from '../execute';
import { useEditor } from '../store';

export const EDIT_BAR = [
  'combine',
  'unCombine',
  'lock',
  'toggleShow',
  'prev',
  'next',
  'top',
  'bottom',
  'delete',
];
export const ALIGN_BAR = [
  'alignLeft',
  'alignCenter',
  'alignRight',
  'alignTop',
  'alignMiddle',
  'alignBottom',
  'distributeH',
  'distributeV',
];

/** Buttons for registry actions; each is enabled by its own predicate. */
export function ActionButtons({ ids }: { ids: readonly string[] }) {
  const { t } = useTranslation();
  // Re-render when anything an action predicate reads changes.
  useEditor((s) => s.doc);
  useEditor((s) => s.selectedIds);
  useEditor((s) => s.groupPath);
  useEditor((s) => s.historyVersion);
  return (
    <>
      {ids.map((id) => {
        const action = actionById(id);
        const Icon = ACTION_ICONS[id];
        if (!action || !Icon) return null;
        const label = t(`editor.actions.${action.label}`);
        const keys = action.keys.map(keyLabel).join(' / ');
        return (
          <Tooltip key={id} title={keys ? `${label} (${keys})` : label}>
            <Button
              size="small"
              type="text"
              icon={<Icon />}
              aria-label={label}
              data-testid={`action-${id}`}
              disabled={!isEnabled(action)}
              onClick={() => execute(action)}
            />
          </Tooltip>
        );
      })}
    </>
  );
}

export function ActionBar() {
  return (
    <div className="tc-actionbar">
      <ActionButtons ids={EDIT_BAR} />
      <span className="tc-sep" />
      <ActionButtons ids={ALIGN_BAR} />
    </div>
  );
}
