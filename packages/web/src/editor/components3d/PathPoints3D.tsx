import { useEffect } from 'react';
import { Button, InputNumber, Tooltip, Typography } from 'antd';
import { CheckOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Component3D } from '@twincanvas/model';
import { deletePoint, endPathEdit, movePoint, startPathEdit } from './pathCommands';
import { pathPoints } from './pathEdit';
import { usePathEdit } from './pathEditState';
import { pointModelOf, type PointModel } from './pointGeometry';
import './locales';

const AXES = ['x', 'y', 'z'] as const;

/** The panel's words per geometry: the start button, the hint, the minimum's tooltip. */
const TEXTS: Record<PointModel['geometry'], { start: string; hint: string; min: string }> = {
  path: { start: 'c3d.editPoints', hint: 'c3d.editPointsHint', min: 'c3d.minPoints' },
  polygon: { start: 'c3d.editCorners', hint: 'c3d.editCornersHint', min: 'c3d.minCorners' },
  twoPoint: { start: 'c3d.editEnds', hint: 'c3d.editEndsHint', min: 'c3d.minPoints' },
};

/**
 * The points of a path, a polygon or a two-point component in the property panel: "Edit points" starts
 * the point edit (handles in the view, clicks on the model add points after the selected one, or move
 * the selected end of a two-point component); each point has x/y/z fields and, where points can be
 * deleted, a delete button; "End edit" or Esc ends it.
 */
export function PathPoints3D({ component, locked }: { component: Component3D; locked: boolean }) {
  const { t } = useTranslation();
  const editing = usePathEdit((s) => s.componentId === component._id);
  const index = usePathEdit((s) => s.index);
  const select = usePathEdit((s) => s.select);
  const points = pathPoints(component);
  const model = pointModelOf(component);
  const texts = TEXTS[model?.geometry ?? 'path'];
  const label = (i: number) =>
    model?.variable === false ? t(i === 0 ? 'c3d.startPoint' : 'c3d.endPoint') : String(i + 1);

  useEffect(() => {
    if (!editing) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const field = (e.target as HTMLElement | null)?.closest?.('input, textarea, [contenteditable]');
      if (!field) endPathEdit();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [editing]);

  if (!editing)
    return (
      <div className="tc-path-points" data-testid="path-points">
        <Button
          size="small"
          icon={<EditOutlined />}
          disabled={locked}
          onClick={() => startPathEdit(component)}
          data-testid="path-edit-start"
        >
          {t(texts.start, { count: points.length })}
        </Button>
      </div>
    );
  return (
    <div className="tc-path-points" data-testid="path-points" data-editing="true">
      <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="path-edit-hint">
        {t(texts.hint)}
      </Typography.Text>
      <ol style={{ listStyle: 'none', padding: 0, margin: '6px 0' }}>
        {points.map((p, i) => (
          <li
            key={i}
            data-testid={`path-point-${i}`}
            data-selected={i === index}
            style={{
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              padding: 2,
              borderRadius: 4,
              background: i === index ? 'rgba(245,34,45,0.12)' : undefined,
            }}
          >
            <Button size="small" type="text" onClick={() => select(i)} data-testid={`path-point-${i}-select`}>
              {label(i)}
            </Button>
            {AXES.map((axis) => (
              <InputNumber
                key={axis}
                size="small"
                prefix={axis}
                value={p[axis]}
                step={0.5}
                style={{ width: 70 }}
                data-testid={`path-point-${i}-${axis}`}
                onFocus={() => select(i)}
                onChange={(v) => {
                  if (typeof v === 'number' && Number.isFinite(v))
                    movePoint(component, i, { ...p, [axis]: v }, true);
                }}
              />
            ))}
            {model?.variable === false ? null : (
              <Tooltip title={points.length <= (model?.min ?? 2) ? t(texts.min) : t('c3d.deletePoint')}>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('c3d.deletePoint')}
                  onClick={() => deletePoint(component, i)}
                  data-testid={`path-point-${i}-delete`}
                />
              </Tooltip>
            )}
          </li>
        ))}
      </ol>
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined />}
        onClick={endPathEdit}
        data-testid="path-edit-end"
      >
        {t('c3d.endEdit')}
      </Button>
    </div>
  );
}
