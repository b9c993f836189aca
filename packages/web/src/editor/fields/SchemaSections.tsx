import { useTranslation } from 'react-i18next';
import { getAtPath, type Component2D } from '@twincanvas/model';
import { pickText } from '../../components/registry';
import type { PropertyField } from '../../components/types';
import { setProperty } from '../commands';
import { LabelledRow } from './LabelledRow';
import { MoreFieldEditor } from './MoreFields';

type Section = PropertyField['section'];

/**
 * The schema-generated part of a property panel, shared by the 2D and the 3D panels: the fields of each
 * section under its heading, one labelled row per field, each edit one undoable `setProperty` on the
 * node (2D and 3D nodes alike). Test ids are `${testPrefix}-${field.path}`.
 */
export function SchemaSections({
  node,
  fields,
  sections,
  testPrefix,
}: {
  node: { _id: string };
  fields: readonly PropertyField[];
  sections: readonly Section[];
  testPrefix: string;
}) {
  const { t, i18n } = useTranslation();
  // setProperty addresses any node of the document by id; a 3D component is one too.
  const target = node as unknown as Component2D;
  return (
    <>
      {sections.map((section) => {
        const list = fields.filter((f) => f.section === section);
        if (list.length === 0) return null;
        return (
          <section key={section}>
            <h4>{t(`editor.property.${section}`)}</h4>
            {list.map((field) => {
              const raw = getAtPath(node, field.path);
              return (
                <LabelledRow key={field.path} label={pickText(field.label, i18n.language)}>
                  <MoreFieldEditor
                    field={field}
                    value={raw === undefined ? field.defaultValue : raw}
                    onChange={(v) =>
                      setProperty(target, field.path, v, { stateUpdate: field.editor === 'number' })
                    }
                    testId={`${testPrefix}-${field.path}`}
                    lang={i18n.language}
                    nodeId={node._id}
                    node={node}
                  />
                </LabelledRow>
              );
            })}
          </section>
        );
      })}
    </>
  );
}
