import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAtPath, type Component2D } from '@twincanvas/model';
import { mapLayerEditingOf } from '../../components/editingRegistry';
import { pickText } from '../../components/registry';
import '../../map/locales';
import { renameNode, setProperty } from '../commands';
import { TextField } from '../fields/Fields';
import { MoreFieldEditor } from '../fields/MoreFields';
import { MAP_OPERATION } from './edits';

const SECTIONS = ['content', 'style', 'box'] as const;

/** The right panel for the selected map item: its name and its kind's fields (the shared editors). */
export function MapItemProperties({ item }: { item: Component2D }) {
  const { t, i18n } = useTranslation();
  const def = mapLayerEditingOf(item.componentType);
  const fields = def?.propertySchema ?? [];
  return (
    <div className="tc-props" data-testid="map-item-properties">
      <Typography.Text type="secondary">
        {t('maps.itemProps')}
        {def ? ` · ${pickText(def.name, i18n.language)}` : ''}
      </Typography.Text>
      <div className="tc-prop-row">
        <label>{t('editor.property.name')}</label>
        <TextField
          testId="prop-componentName"
          value={item.componentName ?? ''}
          onChange={(name) => renameNode(item._id, 'componentName', item.componentName, name, MAP_OPERATION)}
        />
      </div>
      {SECTIONS.map((section) => {
        const list = fields.filter((f) => f.section === section);
        if (list.length === 0) return null;
        return (
          <section key={section}>
            <h4>{t(`editor.property.${section}`)}</h4>
            {list.map((field) => {
              const raw = getAtPath(item, field.path);
              return (
                <div className="tc-prop-row" key={field.path}>
                  <label>{pickText(field.label, i18n.language)}</label>
                  <MoreFieldEditor
                    field={field}
                    value={raw === undefined ? field.defaultValue : raw}
                    onChange={(v) =>
                      setProperty(item, field.path, v, {
                        stateUpdate: field.editor === 'number',
                        operation: MAP_OPERATION,
                      })
                    }
                    testId={`prop-${field.path}`}
                    lang={i18n.language}
                    nodeId={item._id}
                  />
                </div>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
