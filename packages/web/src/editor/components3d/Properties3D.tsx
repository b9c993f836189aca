import { Button, Empty, InputNumber, Space, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isLocked3D, type Page, position3D } from '@twincanvas/model';
import { editing3DOf, subTypeField3D } from '../../components/editingRegistry';
import { listOwner } from '../docModel';
import { execute } from '../execute';
import { LabelledRow } from '../fields/LabelledRow';
import { TextField } from '../fields/Fields';
import { SchemaSections } from '../fields/SchemaSections';
import { useEditor } from '../store';
import { copy3DAction, delete3DAction } from './actions';
import { move3D, rename3D } from './commands';
import { isPointEdited } from './pathCommands';
import { PathPoints3D } from './PathPoints3D';
import { TrailRider3D } from './TrailRider3D';
import './locales';

const SECTIONS = ['content', 'style'] as const;
const AXES = ['x', 'y', 'z'] as const;

/** The property panel of the selected 3D component, generated from its kind's schema like the 2D one. */
export function Properties3D() {
  const { t } = useTranslation();
  const selected = useEditor((s) => {
    if (!s.doc || s.selectedIds.length !== 1) return null;
    const page = listOwner(s.doc, s.pageId) as Page | undefined;
    return page?.components3D?.find((c) => c._id === s.selectedIds[0]) ?? null;
  });
  const count = useEditor((s) => s.selectedIds.length);
  if (count > 1)
    return (
      <div className="tc-props">
        <Typography.Text strong>{t('c3d.many', { count })}</Typography.Text>
      </div>
    );
  if (!selected)
    return (
      <Empty className="tc-props-empty" description={t('c3d.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
    );
  const def = editing3DOf(String(selected.type));
  // The sub-kind switch comes from the kind's declared sub-kinds, ahead of the kind's own fields.
  const subType = subTypeField3D(selected);
  const fields = subType ? [subType, ...(def?.propertySchema ?? [])] : (def?.propertySchema ?? []);
  const at = position3D(selected);
  const locked = isLocked3D(selected);
  return (
    <div className="tc-props" data-testid="property-panel-3d">
      <LabelledRow label={t('c3d.name')}>
        <TextField
          testId="prop3d-name"
          value={selected.name ?? ''}
          onChange={(name) => rename3D(selected, name.trim())}
        />
      </LabelledRow>
      <LabelledRow label={t('c3d.position')}>
        <Space.Compact size="small">
          {AXES.map((axis) => (
            <InputNumber
              key={axis}
              size="small"
              prefix={axis}
              disabled={locked}
              value={at[axis]}
              step={0.5}
              style={{ width: 78 }}
              data-testid={`prop3d-pos-${axis}`}
              onChange={(v) => {
                if (typeof v !== 'number' || !Number.isFinite(v)) return;
                const delta = { x: 0, y: 0, z: 0, [axis]: v - at[axis] };
                move3D(selected, delta);
              }}
            />
          ))}
        </Space.Compact>
      </LabelledRow>
      {isPointEdited(selected) ? <PathPoints3D component={selected} locked={locked} /> : null}
      {selected.type === 'trail' ? <TrailRider3D trail={selected} /> : null}
      <Space size={4} style={{ margin: '4px 0 8px' }}>
        <Button
          size="small"
          icon={<CopyOutlined />}
          onClick={() => execute(copy3DAction)}
          data-testid="c3d-copy"
        >
          {t('c3d.copy')}
        </Button>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => execute(delete3DAction)}
          data-testid="c3d-delete"
        >
          {t('c3d.delete')}
        </Button>
      </Space>
      <SchemaSections node={selected} fields={fields} sections={SECTIONS} testPrefix="prop3d" />
    </div>
  );
}
