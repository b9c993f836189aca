import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Dropdown, Empty, Modal, Progress, Segmented, Select, Space, Tooltip } from 'antd';
import {
  AimOutlined,
  CodeSandboxOutlined,
  DownOutlined,
  VerticalAlignBottomOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CAMERA_MODE_ORBIT, CAMERA_MODE_WALK, type Page } from '@twincanvas/model';
import { readCameraData } from '../../engine3d/camera';
import { normalizeQuality } from '../../engine3d/quality';
import { useScene3D } from '../../engine3d/useScene3D';
import { memberThemeSource } from '../../viewer/scene3d/themeSource';
import { Stale3DBadge } from '../../components/common3d/Stale3DBadge';
import { useLayerData } from '../../components/common3d/useLayerData';
import { placeOnPick } from '../components3d/commands';
import { Gizmo3D } from '../components3d/Gizmo3D';
import { usePlacing, useSnap3D } from '../components3d/placing';
import { addPointOnPick } from '../components3d/pathCommands';
import { usePathEdit } from '../components3d/pathEditState';
import { usePathEditSync } from '../components3d/usePathEditSync';
import { listOwner, sceneOfPage, scenesOf } from '../docModel';
import { useEditor } from '../store';
import { changeModel, setCameraMode, setQuality } from './commands3d';
import { EnvironmentPanel } from './EnvironmentPanel';
import { ModelPicker, projectModelOf } from './ModelPicker';
import { storeSceneThumbnail } from './sceneThumbnails';
import { StyleMenu } from './StyleMenu';
import { ViewsPanel } from './ViewsPanel';
import './locales';
import './scene3d.css';

/** Quiet time after a save (or the model coming in) before the scene is pictured. */
const THUMBNAIL_DELAY_MS = 3000;

/**
 * The editor's scene layer (3D) of a 3D scene: the engine on the page's model with the camera modes,
 * quality, views and tours, environment, model styles and section planes. Every change is an operation
 * on the page (3D history of the scene), so undo, saving and co-editing work as for 2D edits.
 */
export function Scene3DStage() {
  const { t, i18n } = useTranslation();
  const [canvas, setCanvas] = useState<HTMLCanvasElement | null>(null);
  const [picking, setPicking] = useState(false);
  const [styleOpen, setStyleOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const doc = useEditor((s) => s.doc);
  const pageId = useEditor((s) => s.pageId);
  const select = useEditor((s) => s.select);
  const selectedIds = useEditor((s) => s.selectedIds);
  const snap = useSnap3D((s) => s.snap);
  const setSnap = useSnap3D((s) => s.set);
  const scene = doc ? scenesOf(doc).find((x) => x._id === sceneOfPage(doc, pageId)) : undefined;
  const page = doc ? (listOwner(doc, pageId) as Page | undefined) : undefined;
  const quality = normalizeQuality((doc?.engine as { quality?: unknown } | undefined)?.quality);
  const projectFlag = useEditor((s) => s.projectFlag);
  const theme = useMemo(() => memberThemeSource(projectFlag ?? ''), [projectFlag]);
  const {
    engine,
    load,
    scene: themed,
  } = useScene3D(canvas, scene, page, quality, {
    theme,
    onEvent: (e) => {
      // While a kind is being placed the click places it (onModelPick), selecting nothing.
      if (e.eventCode !== '40101' || usePlacing.getState().placing) return;
      // While a path's points are edited, a click on one of its handles selects that point.
      const edit = usePathEdit.getState();
      if (edit.componentId === e.componentId) {
        if (e.index !== undefined) edit.select(e.index);
        return;
      }
      const now = useEditor.getState().selectedIds;
      // Shift/Ctrl/Cmd-click adds to the selection or takes the component out, as in the layer list.
      if (!e.additive) select([e.componentId]);
      else if (now.includes(e.componentId)) select(now.filter((x) => x !== e.componentId));
      else select([...now, e.componentId]);
    },
    // Placing a 3D component (the scene layer's palette) takes the click (on the model surface under the
    // pointer, even through a placard in front of it), then a path's point edit (a
    // point added where the model was hit); otherwise it names the part, and a plain click on no
    // component (the model's surface or the sky) clears the selection, as a click on the 2D canvas does.
    onModelPick: (p, additive, onComponent, surface) => {
      if (placeOnPick(surface) || addPointOnPick(p)) return;
      setPicked(p ? p.path : null);
      if (!onComponent && !additive && useEditor.getState().selectedIds.length > 0) select([]);
    },
  });
  usePathEditSync(engine);
  useEffect(() => engine?.select3DComponent(selectedIds), [engine, selectedIds]);
  useLayerData(engine?.layers, page?.components3D);
  const mode = readCameraData(page?.projectThreeComponent?.configData?.cameraData).mode;
  const hasModel = Boolean(scene?.projectModel?.modelWebUrl);
  const lang = i18n.language === 'en' ? 'en' : 'zh';

  // The scene's thumbnail: pictured after saves settle and when the scene is left (docs/3d.md).
  const revision = useEditor((s) => s.revision);
  const saveStatus = useEditor((s) => s.saveStatus);
  const capture = useRef<(sceneId: string | undefined) => void>(() => undefined);
  capture.current = (sceneId) => {
    const projectId = (doc as { projectId?: unknown } | null)?.projectId;
    if (!engine || !sceneId || typeof projectId !== 'string' || !engine.stats().modelUrl || load.error)
      return;
    storeSceneThumbnail(engine, projectId, sceneId, doc ? scenesOf(doc)[0]?._id === sceneId : false);
  };
  const sceneId = scene?._id;
  const loaded = load.progress === null && Boolean(engine?.stats().modelUrl);
  useEffect(() => {
    if (saveStatus !== 'saved' || !loaded) return;
    const timer = setTimeout(() => capture.current(sceneId), THUMBNAIL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [revision, saveStatus, loaded, sceneId]);
  // A layout cleanup runs before the engine is disposed (a passive one), while it still shows this scene.
  useLayoutEffect(() => () => capture.current(sceneId), [sceneId]);

  const confirmChange = (reset: boolean) => {
    if (!hasModel) return reset ? undefined : setPicking(true);
    Modal.confirm({
      title: t(reset ? 'scene3d.resetModel' : 'scene3d.changeModel'),
      content: t(reset ? 'scene3d.resetConfirm' : 'scene3d.changeConfirm'),
      onOk: () => (reset ? void changeModel(null) : setPicking(true)),
    });
  };

  return (
    <div className="tc-s3d" data-testid="scene3d-stage">
      <canvas ref={setCanvas} className="tc-s3d-canvas" tabIndex={0} data-testid="scene3d-canvas" />
      <Gizmo3D engine={engine} />
      <Stale3DBadge host={engine?.layers} components={page?.components3D} />
      <div className="tc-s3d-bar" data-testid="scene3d-bar">
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'change', label: t('scene3d.changeModel'), onClick: () => confirmChange(false) },
              {
                key: 'reset',
                label: t('scene3d.resetModel'),
                disabled: !hasModel,
                onClick: () => confirmChange(true),
              },
            ],
          }}
        >
          <Button size="small" icon={<CodeSandboxOutlined />} data-testid="s3d-model-menu">
            {scene?.projectModel?.modelName || t('scene3d.chooseModel')} <DownOutlined />
          </Button>
        </Dropdown>
        <Segmented
          size="small"
          value={mode}
          onChange={(v) => engine && setCameraMode(engine, v as 1001 | 2001)}
          options={[
            { value: CAMERA_MODE_ORBIT, label: <span data-testid="s3d-orbit">{t('scene3d.orbit')}</span> },
            { value: CAMERA_MODE_WALK, label: <span data-testid="s3d-walk">{t('scene3d.walk')}</span> },
          ]}
        />
        <Space size={4}>
          <span className="tc-s3d-label">{t('scene3d.quality')}</span>
          <Select
            size="small"
            value={quality}
            onChange={(q) => setQuality(q)}
            data-testid="s3d-quality"
            style={{ width: 84 }}
            options={[3, 2, 1].map((q) => ({ value: q, label: t(`scene3d.quality${q}`) }))}
          />
        </Space>
        <ViewsPanel engine={engine} page={page} />
        <EnvironmentPanel page={page} />
        <Button size="small" onClick={() => setStyleOpen(true)} data-testid="s3d-style-open">
          {t('scene3d.style')}
        </Button>
        <Tooltip title={t('scene3d.snapSurface')}>
          <Button
            size="small"
            icon={<VerticalAlignBottomOutlined />}
            type={snap ? 'primary' : 'default'}
            aria-label={t('scene3d.snapSurface')}
            aria-pressed={snap}
            data-testid="s3d-snap"
            onClick={() => setSnap(!snap)}
          />
        </Tooltip>
        <Tooltip title={t('scene3d.frameModel')}>
          <Button
            size="small"
            icon={<AimOutlined />}
            aria-label={t('scene3d.frameModel')}
            onClick={() => engine?.frameModel()}
          />
        </Tooltip>
      </div>
      {mode === CAMERA_MODE_WALK ? <div className="tc-s3d-hint">{t('scene3d.walkHint')}</div> : null}
      {picked ? <div className="tc-s3d-picked">{t('scene3d.picked', { name: picked })}</div> : null}
      {load.progress !== null && hasModel ? (
        <div className="tc-s3d-progress" data-testid="scene3d-progress">
          <span>{t('scene3d.loading')}</span>
          <Progress percent={Math.round(load.progress * 100)} size="small" />
        </div>
      ) : null}
      {load.error ? (
        <Alert
          className="tc-s3d-error"
          type="error"
          showIcon
          message={t('scene3d.corrupt')}
          description={load.error[lang]}
          data-testid="scene3d-error"
          action={
            <Button size="small" onClick={() => setPicking(true)}>
              {t('scene3d.changeModel')}
            </Button>
          }
        />
      ) : null}
      {!hasModel ? (
        <div className="tc-s3d-empty" data-testid="scene3d-empty">
          <Empty description={t('scene3d.noModel')}>
            <Button type="primary" onClick={() => setPicking(true)} data-testid="s3d-choose-model">
              {t('scene3d.chooseModel')}
            </Button>
          </Empty>
        </div>
      ) : null}
      <ModelPicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(r) => {
          if (changeModel(projectModelOf(r))) setPicking(false);
        }}
      />
      <StyleMenu
        open={styleOpen}
        engine={engine}
        scene={themed}
        page={page}
        onClose={() => setStyleOpen(false)}
      />
    </div>
  );
}
