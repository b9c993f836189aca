import { Button, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAtPath, type Component2D } from '@twincanvas/model';
import { BOX_FIELDS } from '../../components/common/box';
import { definitionOf, pickText } from '../../components/registry';
import type { PropertyField } from '../../components/types';
import { enterDynamicPanelAction, isDynamicPanel } from '../actions/dynamicPanel';
import { renameNode, setProperty } from '../commands';
import { contextOf } from '../docModel';
import { TextField } from '../fields/Fields';
import { MoreFieldEditor } from '../fields/MoreFields';
import { execute } from '../execute';
import { useEditor } from '../store';
import { ActionBar } from './ActionBar';

const SECTIONS = ['content', 'box', 'style'] as const;

function FieldEditor({ node, field, lang }: { node: Component2D; field: PropertyField; lang: string }) {
  const raw = getAtPath(node, field.path);
  const value = raw === undefined ? field.defaultValue : raw;
  const onChange = (v: unknown) =>
    setProperty(node, field.path, v, { stateUpdate: field.editor === 'number' });
  const testId = `prop-${field.path}`;
  // One dispatcher for every field editor kind, shared with list items and dialogs.
  return (
    <MoreFieldEditor
      field={field}
      value={value}
      onChange={onChange}
      testId={testId}
      lang={lang}
      nodeId={node._id}
    />
  );
}

/** The property panel, generated from the schema: common box fields plus the kind's own. */
export function PropertyPanel() {
  const { t, i18n } = useTranslation();
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
  if (!selected)
    return (
      <Empty
        className="tc-props-empty"
        description={t('editor.property.none')}
        image={Empty.PRESENTED_IMAGE_SIMPLE}
      />
    );
  const definition = definitionOf(selected.componentType);
  // The kind's own fields come first; a field it redefines (e.g. the rectangle's fill) replaces the common one.
  const own = definition?.propertySchema ?? [];
  const fields = [...own, ...BOX_FIELDS.filter((f) => !own.some((o) => o.path === f.path))];
  return (
    <div className="tc-props" data-testid="property-panel">
      <div className="tc-prop-row">
        <label>{t('editor.property.name')}</label>
        <TextField
          testId="prop-componentName"
          value={selected.componentName ?? ''}
          onChange={(name) =>
            renameNode(selected._id, 'componentName', selected.componentName, name, 'update2D')
          }
        />
      </div>
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
      {SECTIONS.map((section) => {
        const list = fields.filter((f) => f.section === section);
        if (list.length === 0) return null;
        return (
          <section key={section}>
            <h4>{t(`editor.property.${section}`)}</h4>
            {list.map((field) => (
              <div className="tc-prop-row" key={field.path}>
                <label>{pickText(field.label, i18n.language)}</label>
                <FieldEditor node={selected} field={field} lang={i18n.language} />
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
