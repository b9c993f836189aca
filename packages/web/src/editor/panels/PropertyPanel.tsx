import type { ReactNode } from 'react';
import { Button, Empty, Typography } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { BOX_FIELDS } from '../../components/common/box';
import { editingOf } from '../../components/editingRegistry';
import type { EditingContext } from '../../components/types';
import '../../map/locales';
import { OPEN_CONTEXT } from '../actions/openContext';
import { renameNode } from '../commands';
import { contextOf } from '../docModel';
import { LabelledRow } from '../fields/LabelledRow';
import { TextField } from '../fields/Fields';
import { SchemaSections } from '../fields/SchemaSections';
import { actionState, execute } from '../execute';
import { useEditor } from '../store';
import { ActionBar } from './ActionBar';
import { PageSettings } from './PageSettings';

const SECTIONS = ['content', 'box', 'style'] as const;

/** The button of each editing context a kind may declare it opens (`opens`), as double-click and Enter do. */
const OPEN_BUTTON: Readonly<Record<EditingContext, { testId: string; label: string; icon?: ReactNode }>> = {
  panelPages: { testId: 'dynamic-enter', label: 'dynamicPanelEdit.enter' },
  mapLayers: { testId: 'map-enter', label: 'maps.edit', icon: <GlobalOutlined /> },
};

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
      {definition?.opens ? <OpenButton opens={definition.opens} /> : null}
      <SchemaSections node={selected} fields={fields} sections={SECTIONS} testPrefix="prop" />
    </div>
  );
}

/** Opens the selected component's own content; disabled where its action is (e.g. a panel with no page). */
function OpenButton({ opens }: { opens: EditingContext }) {
  const { t } = useTranslation();
  const action = OPEN_CONTEXT[opens];
  const enabled = useEditor((s) => {
    const state = actionState(s);
    return state !== null && action.predicate(state);
  });
  const { testId, label, icon } = OPEN_BUTTON[opens];
  return (
    <Button
      size="small"
      block
      icon={icon}
      disabled={!enabled}
      data-testid={testId}
      onClick={() => execute(action)}
    >
      {t(label)}
    </Button>
  );
}
