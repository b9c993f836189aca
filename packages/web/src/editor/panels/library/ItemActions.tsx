import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete, type ConfirmDelete } from '../../../app/useConfirmDelete';

/**
 * The buttons of one own entry in a library list (colour plans, heat themes): use it, edit it, delete
 * it after a confirmation. `testId` prefixes the buttons' test ids (`<testId>-edit`, `<testId>-delete`).
 * `remove` may be a function that reads what the confirmation must say first (who uses the entry now).
 */
export function ItemActions(props: {
  testId: string;
  use: { label: string; testId: string; onClick: () => void };
  onEdit: () => void;
  remove: ConfirmDelete | (() => Promise<ConfirmDelete>);
}) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete();
  return (
    <>
      <Button size="small" type="link" onClick={props.use.onClick} data-testid={props.use.testId}>
        {props.use.label}
      </Button>
      <Button size="small" type="text" onClick={props.onEdit} data-testid={`${props.testId}-edit`}>
        {t('library.edit')}
      </Button>
      <Button
        size="small"
        type="text"
        danger
        data-testid={`${props.testId}-delete`}
        onClick={() => {
          const { remove } = props;
          if (typeof remove !== 'function') return confirmDelete(remove);
          // A failed read was already reported by the API client's toast; nothing to confirm then.
          void remove().then(confirmDelete, () => undefined);
        }}
      >
        {t('library.delete')}
      </Button>
    </>
  );
}
