import { useEffect, useState } from 'react';
import { InputNumber, Segmented, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getAtPath, type DocNode } from '@twincanvas/model';
import type { PropertyField } from '../../components/types';
import { pickText } from '../../components/registry';
import { SCALE_MODES, isScaleMode } from '../../viewer/scale';
import { tx } from '../../viewer/texts';
import { setProperty, updateCanvasSize } from '../commands';
import { canvasSize, listOwner, sceneNode } from '../docModel';
import { LabelledRow } from '../fields/LabelledRow';
import { SelectField } from '../fields/Fields';
import { MoreFieldEditor } from '../fields/MoreFields';
import { useEditor } from '../store';

/** The background fields of a scene or page (docs/reference.md#documents), edited through the shared field editors. */
const BACKGROUND_FIELDS: readonly PropertyField[] = [
  {
    path: 'background.backgroundColor',
    label: { zh: '背景颜色', en: 'Background colour' },
    editor: 'colorData',
    section: 'style',
  },
  {
    path: 'background.backgroundColorOpacity',
    label: { zh: '颜色不透明度', en: 'Colour opacity' },
    editor: 'number',
    section: 'style',
    min: 0,
    max: 1,
    step: 0.05,
    defaultValue: 1,
  },
  {
    path: 'background.backgroundImageWeb',
    label: { zh: '背景图片', en: 'Background image' },
    editor: 'image',
    section: 'style',
    defaultValue: '',
  },
  {
    path: 'background.backgroundImageOpacity',
    label: { zh: '图片不透明度', en: 'Image opacity' },
    editor: 'number',
    section: 'style',
    min: 0,
    max: 1,
    step: 0.05,
    defaultValue: 1,
  },
];

type Target = { _id: string } & DocNode;

/** One undoable edit of a scene, page or the project root (they are document nodes like components). */
function setOn(target: Target, path: string, value: unknown, stateUpdate = false): void {
  setProperty(target, path, value, { operation: 'updateScene', stateUpdate });
}

function CanvasSizeRows() {
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
  const input = (value: number | null, set: (v: number | null) => void, testId: string) => (
    <InputNumber
      size="small"
      min={1}
      max={100000}
      value={value}
      suffix="px"
      onChange={set}
      onBlur={apply}
      onPressEnter={apply}
      style={{ width: '100%' }}
      data-testid={testId}
    />
  );
  return (
    <>
      <LabelledRow label={t('editor.pageSettings.width')}>{input(w, setW, 'page-width')}</LabelledRow>
      <LabelledRow label={t('editor.pageSettings.height')}>{input(h, setH, 'page-height')}</LabelledRow>
    </>
  );
}

/**
 * What the property panel shows when nothing is selected (clicking empty canvas), as DataV does: the
 * page size, how the viewer fits it to the screen, and the background of the scene or of this page.
 */
export function PageSettings() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const doc = useEditor((s) => s.doc);
  const sceneId = useEditor((s) => s.sceneId);
  const pageId = useEditor((s) => s.pageId);
  if (!doc) return null;
  const scene = sceneNode(doc, sceneId) as Target | undefined;
  const owner = listOwner(doc, pageId) as Target | undefined;
  const isPage = owner !== undefined && scene !== undefined && owner._id !== scene._id;
  const pageOwn = isPage && owner.background !== undefined;
  const target = pageOwn ? owner : scene;
  const root = doc as Target;
  const scaleMode = isScaleMode(root.scaleMode) ? root.scaleMode : 'fit';
  const viewerLang = lang === 'en' ? 'en' : 'zh';

  const chooseScope = (own: boolean) => {
    if (!owner || !scene || own === pageOwn) return;
    // A page's own background starts as a copy of its scene's; going back to the scene's drops it.
    setOn(owner, 'background', own ? { ...((scene.background as object | undefined) ?? {}) } : undefined);
  };

  return (
    <div className="tc-props tc-page-settings" data-testid="page-settings">
      <Typography.Text strong>{t('editor.pageSettings.title')}</Typography.Text>
      <section>
        <h4>{t('editor.pageSettings.size')}</h4>
        <CanvasSizeRows />
        <LabelledRow label={t('editor.pageSettings.scaleMode')}>
          <SelectField
            testId="page-scale-mode"
            value={scaleMode}
            options={SCALE_MODES.map((m) => ({ value: m, label: tx(m, viewerLang) }))}
            onChange={(v) => setOn(root, 'scaleMode', v)}
          />
        </LabelledRow>
      </section>
      <section>
        <h4>{t('editor.pageSettings.background')}</h4>
        {isPage ? (
          <Space direction="vertical" size={4} style={{ width: '100%', marginBottom: 6 }}>
            <Segmented
              size="small"
              block
              data-testid="page-bg-scope"
              value={pageOwn ? 'page' : 'scene'}
              onChange={(v) => chooseScope(v === 'page')}
              options={[
                { value: 'scene', label: t('editor.pageSettings.sceneWide') },
                { value: 'page', label: t('editor.pageSettings.pageOnly') },
              ]}
            />
          </Space>
        ) : null}
        {target
          ? BACKGROUND_FIELDS.map((field) => {
              const raw = getAtPath(target, field.path);
              return (
                <LabelledRow key={field.path} label={pickText(field.label, lang)}>
                  <MoreFieldEditor
                    field={field}
                    value={raw === undefined ? field.defaultValue : raw}
                    onChange={(v) => setOn(target, field.path, v, field.editor === 'number')}
                    testId={`page-${field.path.replace('background.', 'bg-')}`}
                    lang={lang}
                  />
                </LabelledRow>
              );
            })
          : null}
      </section>
    </div>
  );
}
