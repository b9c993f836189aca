import { useEffect, useState } from 'react';
import { Button, InputNumber, Space, Tag, Tooltip, Typography } from 'antd';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  ExpandOutlined,
  LeftOutlined,
  BgColorsOutlined,
  LoadingOutlined,
  PlayCircleOutlined,
  QuestionCircleOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { basePath } from '../../app/config';
import { openWindow } from '../../app/desktopHost';
import { centreStage, zoom } from '../canvas/viewport';
import { updateCanvasSize } from '../commands';
import { canvasSize } from '../docModel';
import { ActionButtons } from '../panels/ActionBar';
import { useEditor } from '../store';
import { setEditorTheme, useEditorTheme } from './theme';
import { PeerAvatars } from '../collab';
import { VersionsButton } from '../panels/versions/VersionsPanel';
import { ShareButton } from '../share/ShareDialog';
import { pageLinkQuery } from '../../viewer/navigation';

function SaveStatus() {
  const { t } = useTranslation();
  const status = useEditor((s) => s.saveStatus);
  const error = useEditor((s) => s.saveError);
  const unsaved = useEditor((s) => s.unsaved);
  const retry = useEditor((s) => s.retrySave);
  if (status === 'failed')
    return (
      <Space size={4} data-testid="save-status" data-status="failed">
        <Tooltip title={error}>
          <Tag color="error" icon={<CloseCircleOutlined />}>
            {t('editor.save.failed')} · {t('editor.save.unsaved', { count: unsaved })}
          </Tag>
        </Tooltip>
        <Button size="small" danger onClick={retry} data-testid="save-retry">
          {t('editor.save.retry')}
        </Button>
      </Space>
    );
  if (status === 'saving')
    return (
      <Tag icon={<LoadingOutlined />} color="processing" data-testid="save-status" data-status="saving">
        {t('editor.save.saving')}
      </Tag>
    );
  return (
    <Tag icon={<CheckCircleOutlined />} color="success" data-testid="save-status" data-status="saved">
      {t('editor.save.saved')}
    </Tag>
  );
}

/** Switches the editor between its dark (default) and light theme; remembered in this browser. */
function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useEditorTheme();
  const label = theme === 'dark' ? t('editor.theme.toLight') : t('editor.theme.toDark');
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={<BgColorsOutlined />}
        aria-label={label}
        data-testid="theme-switch"
        onClick={() => setEditorTheme(theme === 'dark' ? 'light' : 'dark')}
      />
    </Tooltip>
  );
}

function CanvasSize() {
  const { t } = useTranslation();
  const width = useEditor((s) => (s.doc ? canvasSize(s.doc).width : 1920));
  const height = useEditor((s) => (s.doc ? canvasSize(s.doc).height : 1080));
  const [w, setW] = useState<number | null>(width);
  const [h, setH] = useState<number | null>(height);
  useEffect(() => setW(width), [width]);
  useEffect(() => setH(height), [height]);
  const apply = () => {
    if (w && h && w > 0 && h > 0) void updateCanvasSize(Math.round(w), Math.round(h)).catch(() => undefined);
  };
  return (
    <Space size={4}>
      <Typography.Text type="secondary">{t('editor.canvasSize')}</Typography.Text>
      <InputNumber
        size="small"
        min={1}
        max={100000}
        value={w}
        onChange={setW}
        onBlur={apply}
        onPressEnter={apply}
        style={{ width: 76 }}
        data-testid="canvas-width"
      />
      <span>×</span>
      <InputNumber
        size="small"
        min={1}
        max={100000}
        value={h}
        onChange={setH}
        onBlur={apply}
        onPressEnter={apply}
        style={{ width: 76 }}
        data-testid="canvas-height"
      />
    </Space>
  );
}

/** Top bar: project name, canvas size, zoom, undo/redo and the edit actions, save status, help, preview. */
export function TopBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useEditor((s) => String(s.doc?.projectName ?? ''));
  const flag = useEditor((s) => s.projectFlag);
  const projectId = useEditor((s) => s.projectId);
  const sceneId = useEditor((s) => s.sceneId);
  const pageId = useEditor((s) => s.pageId);
  const scale = useEditor((s) => s.scale);
  const setHelpOpen = useEditor((s) => s.setHelpOpen);
  return (
    <header className="tc-topbar">
      <Space size={8}>
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined />}
          aria-label={t('editor.back')}
          onClick={() => navigate('/manage')}
        />
        <Typography.Text strong className="tc-project-name" data-testid="project-name">
          {name}
        </Typography.Text>
        <CanvasSize />
      </Space>
      <Space size={2} className="tc-topbar-actions">
        <ActionButtons ids={['undo', 'redo']} />
        <span className="tc-sep" />
        <Tooltip title={t('editor.zoomOut')}>
          <Button
            size="small"
            type="text"
            icon={<ZoomOutOutlined />}
            aria-label={t('editor.zoomOut')}
            onClick={() => zoom('out')}
            data-testid="zoom-out"
          />
        </Tooltip>
        <span className="tc-zoom" data-testid="zoom-value">
          {Math.round(scale * 100)}%
        </span>
        <Tooltip title={t('editor.zoomIn')}>
          <Button
            size="small"
            type="text"
            icon={<ZoomInOutlined />}
            aria-label={t('editor.zoomIn')}
            onClick={() => zoom('in')}
            data-testid="zoom-in"
          />
        </Tooltip>
        <Tooltip title={t('editor.zoomFit')}>
          <Button
            size="small"
            type="text"
            icon={<ExpandOutlined />}
            aria-label={t('editor.zoomFit')}
            onClick={() => centreStage()}
            data-testid="zoom-fit"
          />
        </Tooltip>
        <span className="tc-sep" />
        <ActionButtons
          ids={[
            'combine',
            'unCombine',
            'alignLeft',
            'alignCenter',
            'alignRight',
            'alignTop',
            'alignMiddle',
            'alignBottom',
            'distributeH',
            'distributeV',
          ]}
        />
      </Space>
      <Space size={8}>
        <PeerAvatars />
        <SaveStatus />
        <VersionsButton />
        <ThemeSwitch />
        <Tooltip title={t('editor.help')}>
          <Button
            size="small"
            type="text"
            icon={<QuestionCircleOutlined />}
            aria-label={t('editor.help')}
            onClick={() => setHelpOpen(true)}
            data-testid="help-open"
          />
        </Tooltip>
        <ShareButton projectId={projectId} />
        <Button
          size="small"
          type="primary"
          icon={<PlayCircleOutlined />}
          data-testid="editor-preview"
          onClick={() => openWindow(`${basePath()}preview/${flag}${pageLinkQuery({ sceneId, pageId })}`)}
        >
          {t('editor.preview')}
        </Button>
      </Space>
    </header>
  );
}
