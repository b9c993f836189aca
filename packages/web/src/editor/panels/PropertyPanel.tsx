import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOX_FIELDS } from '../../components/common/box';
import { editingOf } from '../../components/editingRegistry';
import { enterDynamicPanelAction, isDynamicPanel } from '../actions/dynamicPanel';
import { renameNode } from '../commands';
import { contextOf } from '../docModel';
import { LabelledRow } from '../fields/LabelledRow';
import { TextField } from '../fields/Fields';
import { SchemaSections } from '../fields/SchemaSections';
import { execute } from '../execute';
import { useEditor } from '../store';
import { ActionBar } from './ActionBar';
import { PageSettings } from './PageSettings';

const SECTIONS = ['content', 'box', 'style'] as const;

/** The property panel, generated from the schema: common box fields plus the kind's own. */
export function PropertyPanel() {
  const { t } = useTranslation();
  const selected = useEditor((s) => {
    if (!s.doc || s.selectedIds.length !== 1) return null;
    return contextOf(s.doc, s.pageId, s.groupPath)?.list.find((c) => c._id === s.selectedIds[0]) ?? null;
  });
  const count = useEditor((s) => s.selectedIds.length);
  if (count > 1)
    return (
      <div className="tc-props">
        <Typography.Text strong>{t('editor.property.many', { count })}</Typography.Text>
        <ActionBar />
      </div>
    );
  // Nothing selected (empty canvas clicked): the page's own settings, as DataV shows them.
  if (count === 0) return <PageSettings />;
  if (!selected)
    return (
      <Empty
        className="tc-props-empty"
        description={t('editor.property.none')}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
      />
    );
  const definition = editingOf(selected.componentType);
  // The kind's own fields come first; a field it redefines (e.g. the rectangle's fill) replaces the common one.
  const own = definition?.propertySchema ?? [];
  const fields = [...own, ...BOX_FIELDS.filter((f) => !own.some((o) => o.path === f.path))];
  return (
    <div className="tc-props" data-testid="property-panel">
      <LabelledRow label={t('editor.property.name')}>
        <TextField
          testId="prop-componentName"
          value={selected.componentName ?? ''}
          onChange={(name) =>
            renameNode(selected._id, 'componentName', selected.componentName, name, 'update2D')
          }
        />
      </LabelledRow>
      <ActionBar />
      {isDynamicPanel(selected) ? (
        <Button
          size="small"
          block
          data-testid="dynamic-enter"
          onClick={() => execute(enterDynamicPanelAction)}
        >
          {t('dynamicPanelEdit.enter')}
        </Button>
      ) : null}
      <SchemaSections node={selected} fields={fields} sections={SECTIONS} testPrefix="prop" />
    </div>
  );
}
