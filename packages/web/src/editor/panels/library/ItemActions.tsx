import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete, type ConfirmDelete } from '../../../app/useConfirmDelete';

/**
 * The buttons of one own entry in a library list (colour plans, heat themes): use it, edit it, delete
 * it after a confirmation. `testId` prefixes the buttons' test ids (`<testId>-edit`, `<testId>-delete`).
 */
export function ItemActions(props: {
  testId: string;
  use: { label: string; testId: string; onClick: () => void };
  onEdit: () => void;
  remove: ConfirmDelete;
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
        onClick={() => confirmDelete(props.remove)}
      >
        {t('library.delete')}
      </Button>
    </>
  );
}
