import { useState } from 'react';
import {
  Button,
  Checkbox,
  ColorPicker,
  Drawer,
  Empty,
  Segmented,
  Select,
  Slider,
  Switch,
  Typography,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Page, Scene } from '@twincanvas/model';
import type { Engine } from '../../engine3d';
import { modulesAndStyles } from '../../engine3d/useScene3D';
import {
  readSectionPlanes,
  type ModelStyle,
  type ModuleStyle,
  type SectionPlane,
} from '../../engine3d/sceneData';
import { setSectionPlanes, setStyles } from './commands3d';

const hex = (c: { toHexString(): string }) => c.toHexString();

/**
 * The 3D model style menu: per-module material overrides of the current style and the section planes.
 * Edits are operations as they happen; closing the menu pushes the style to the engine and clears the
 * selected section plane.
 */
export function StyleMenu({
  open,
  engine,
  scene,
  page,
  onClose,
}: {
  open: boolean;
  engine: Engine | null;
  scene: Scene | undefined;
  page: Page | undefined;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [plane, setPlane] = useState<string | null>(null);
  if (!scene || !page) return null;
  const { modules, styles } = modulesAndStyles(scene, page);
  const style = styles.styleList.find((s) => s.id === styles.currentId) ?? styles.styleList[0]!;
  const planes = readSectionPlanes(
    (
      page.projectThreeComponent?.configData?.modelProperty?.modelDecorateData as
        { sectionPlanes?: unknown } | undefined
    )?.sectionPlanes,
  );

  const putStyle = (next: ModelStyle, key?: string) =>
    setStyles({ ...styles, styleList: styles.styleList.map((s) => (s.id === next.id ? next : s)) }, key);
  const putModule = (id: string, patch: Partial<ModuleStyle>, slider = false) =>
    putStyle(
      { ...style, modules: { ...style.modules, [id]: { ...style.modules[id], ...patch } } },
      slider ? `${page._id}.style.${id}` : undefined,
    );
  const putPlanes = (next: SectionPlane[], key?: string) => setSectionPlanes(next, key);
  const choosePlane = (id: string | null) => {
    setPlane(id);
    engine?.selectSectionPlaneInfo(id);
  };
  const close = () => {
    engine?.update3DModelStyle(style.id, style);
    engine?.selectSectionPlaneInfo(null);
    setPlane(null);
    onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('scene3d.style')}
      width={340}
      mask={false}
      getContainer={false}
      data-testid="s3d-style-menu"
    >
      <Select
        size="small"
        value={style.id}
        style={{ width: '100%' }}
        onChange={(id) => setStyles({ ...styles, currentId: id })}
        options={styles.styleList.map((s) => ({ value: s.id, label: s.name }))}
      />
      {modules.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('scene3d.noModules')} />
      ) : null}
      {modules.map((m) => {
        const s = style.modules[m.id] ?? {};
        return (
          <div key={m.id} className="tc-s3d-module" data-testid={`s3d-module-${m.name}`}>
            <Typography.Text strong>{m.name}</Typography.Text>
            <div className="tc-s3d-row">
              <span>{t('scene3d.color')}</span>
              <ColorPicker
                size="small"
                allowClear
                value={s.color ?? null}
                onChangeComplete={(c) => putModule(m.id, { color: hex(c) })}
                onClear={() => putModule(m.id, { color: undefined })}
                disabledAlpha
              />
              <span>{t('scene3d.emissive')}</span>
              <ColorPicker
                size="small"
                allowClear
                value={s.emissive ?? null}
                onChangeComplete={(c) => putModule(m.id, { emissive: hex(c) })}
                onClear={() => putModule(m.id, { emissive: undefined })}
                disabledAlpha
              />
            </div>
            <div className="tc-s3d-row">
              <span>{t('scene3d.opacity')}</span>
              <Slider
                style={{ flex: 1 }}
                min={0}
                max={1}
                step={0.05}
                value={s.opacity ?? 1}
                onChange={(v) => putModule(m.id, { opacity: v }, true)}
              />
            </div>
            <Checkbox checked={!!s.xray} onChange={(e) => putModule(m.id, { xray: e.target.checked })}>
              {t('scene3d.xray')}
            </Checkbox>
            <Checkbox
              checked={!!s.wireframe}
              onChange={(e) => putModule(m.id, { wireframe: e.target.checked })}
            >
              {t('scene3d.wireframe')}
            </Checkbox>
          </div>
        );
      })}
      <div className="tc-panel-head">
        <span>{t('scene3d.sectionPlanes')}</span>
        <Button
          size="small"
          type="text"
          icon={<PlusOutlined />}
          aria-label={t('scene3d.addPlane')}
          data-testid="s3d-add-plane"
          onClick={() =>
            putPlanes([
              ...planes,
              {
                id: `p${Math.random().toString(36).slice(2, 9)}`,
                name: t('scene3d.planeName', { n: planes.length + 1 }),
                axis: 'y',
                position: 10,
                on: true,
              },
            ])
          }
        />
      </div>
      {planes.map((p) => (
        <div
          key={p.id}
          className={`tc-s3d-plane${plane === p.id ? ' tc-current' : ''}`}
          onClick={() => choosePlane(p.id)}
          data-testid={`s3d-plane-${p.name}`}
        >
          <div className="tc-s3d-row">
            <Switch
              size="small"
              checked={p.on}
              onChange={(on) => putPlanes(planes.map((x) => (x.id === p.id ? { ...x, on } : x)))}
            />
            <Typography.Text>{p.name}</Typography.Text>
            <Segmented
              size="small"
              value={p.axis}
              options={['x', 'y', 'z']}
              onChange={(axis) =>
                putPlanes(
                  planes.map((x) => (x.id === p.id ? { ...x, axis: axis as SectionPlane['axis'] } : x)),
                )
              }
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={(e) => {
                e.stopPropagation();
                if (plane === p.id) choosePlane(null);
                putPlanes(planes.filter((x) => x.id !== p.id));
              }}
            />
          </div>
          <Slider
            min={-200}
            max={200}
            value={p.position}
            onChange={(position) =>
              putPlanes(
                planes.map((x) => (x.id === p.id ? { ...x, position } : x)),
                `${page._id}.plane.${p.id}`,
              )
            }
          />
        </div>
      ))}
    </Drawer>
  );
}
