import { InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DocNode, Page } from '@twincanvas/model';
import { editing3DOf } from '../../components/editingRegistry';
import type { Camera3DAction, Component3DCommand } from '../../runtime/interactions/types';
import { listOwner } from '../docModel';
import { toursOf, viewsOf } from './ops3d';
import '../components3d/trailLocales';
import './locales';

/** The camera action's target: a saved view to fly to, a tour to play, or stopping the tour. */
export function Camera3DFields({
  doc,
  pageId,
  action,
  onChange,
}: {
  doc: DocNode;
  pageId: string;
  action: Camera3DAction;
  onChange(a: Camera3DAction): void;
}) {
  const { t } = useTranslation();
  const page = listOwner(doc, pageId) as Page | undefined;
  const views = page ? viewsOf(page) : [];
  const tours = page ? toursOf(page) : [];
  const value = action.stop
    ? 'stop'
    : action.tourId
      ? `t:${action.tourId}`
      : action.viewId
        ? `v:${action.viewId}`
        : undefined;
  return (
    <Select
      size="small"
      style={{ width: '100%' }}
      placeholder={t('scene3d.views')}
      value={value}
      data-testid="ix-camera3d"
      onChange={(v: string) =>
        onChange(
          v === 'stop'
            ? { type: 'camera3D', stop: true }
            : v.startsWith('t:')
              ? { type: 'camera3D', tourId: v.slice(2) }
              : { type: 'camera3D', viewId: v.slice(2) },
        )
      }
      options={[
        {
          label: t('scene3d.views'),
          options: views.map((v) => ({ value: `v:${v.id}`, label: `${t('scene3d.flyTo')}: ${v.name}` })),
        },
        {
          label: t('scene3d.tours'),
          options: [
            ...tours.map((x) => ({ value: `t:${x.id}`, label: `${t('scene3d.play')}: ${x.name}` })),
            { value: 'stop', label: t('scene3d.stop') },
          ],
        },
      ]}
    />
  );
}

/** A 3D component of the page and the action it performs (the actions its definition lists). */
export function Component3DFields({
  doc,
  pageId,
  action,
  onChange,
}: {
  doc: DocNode;
  pageId: string;
  action: Component3DCommand;
  onChange(a: Component3DCommand): void;
}) {
  const { t, i18n } = useTranslation();
  const page = listOwner(doc, pageId) as Page | undefined;
  const list = page?.components3D ?? [];
  const target = list.find((c) => c._id === action.target);
  // Every kind shows, hides and toggles; the rest is what its definition says it performs.
  const actions = [...SHOW_ACTIONS, ...(editing3DOf(target?.type)?.actions ?? ['flyTo'])];
  const colour = typeof action.args?.color === 'string' ? action.args.color : '#ff4d4f';
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <>
      <Select
        size="small"
        style={{ width: '100%' }}
        placeholder={t('interactions.target')}
        value={action.target || undefined}
        onChange={(id: string) => onChange({ ...action, target: id })}
        options={list.map((c) => ({ value: c._id, label: String(c.name ?? c._id) }))}
      />
      <Select
        size="small"
        style={{ width: '100%' }}
        value={action.action}
        onChange={(a: string) => onChange({ ...action, action: a })}
        options={actions.map((a) => ({ value: a, label: ACTION_NAMES[a]?.[lang] ?? a }))}
      />
      {action.action === 'setStyle' ? (
        <label className="tc-ix-line">
          <span className="tc-ix-line-label">{ACTION_NAMES.color![lang]}</span>
          <input
            type="color"
            data-testid="component3d-style-color"
            value={colour}
            onChange={(e) => onChange({ ...action, args: { ...action.args, color: e.target.value } })}
          />
        </label>
      ) : null}
      {action.action === 'seek' ? <SeekFields action={action} onChange={onChange} /> : null}
    </>
  );
}

/**
 * Where a seek (the trail's replay scrub) goes: a time in seconds on a recorded track, or a distance in
 * metres along a drawn path. One of the two: giving one clears the other.
 */
function SeekFields({
  action,
  onChange,
}: {
  action: Component3DCommand;
  onChange(a: Component3DCommand): void;
}) {
  const { t } = useTranslation();
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const set = (key: 'time' | 'distance', v: number | null) => {
    const args: Record<string, unknown> = { ...action.args };
    delete args.time;
    delete args.distance;
    if (v !== null) args[key] = v;
    onChange({ ...action, args });
  };
  return (
    <>
      <label className="tc-ix-line" title={t('trail3d.seekHint')}>
        <span className="tc-ix-line-label">{t('trail3d.seekTime')}</span>
        <InputNumber
          size="small"
          min={0}
          step={1}
          value={num(action.args?.time)}
          addonAfter={t('trail3d.seconds')}
          data-testid="component3d-seek-time"
          onChange={(v) => set('time', num(v))}
        />
      </label>
      <label className="tc-ix-line" title={t('trail3d.seekHint')}>
        <span className="tc-ix-line-label">{t('trail3d.seekDistance')}</span>
        <InputNumber
          size="small"
          min={0}
          step={1}
          value={num(action.args?.distance)}
          addonAfter={t('trail3d.metres')}
          data-testid="component3d-seek-distance"
          onChange={(v) => set('distance', num(v))}
        />
      </label>
    </>
  );
}

const SHOW_ACTIONS = ['show', 'hide', 'toggle'] as const;

const ACTION_NAMES: Record<string, { zh: string; en: string }> = {
  show: { zh: '显示', en: 'Show' },
  hide: { zh: '隐藏', en: 'Hide' },
  toggle: { zh: '显示/隐藏切换', en: 'Show or hide' },
  color: { zh: '颜色', en: 'Colour' },
  flyTo: { zh: '飞到组件', en: 'Fly to it' },
  highlight: { zh: '高亮闪烁', en: 'Highlight' },
  setStyle: { zh: '设置样式', en: 'Set style' },
  play: { zh: '播放', en: 'Play' },
  pause: { zh: '暂停', en: 'Pause' },
  seek: { zh: '跳到', en: 'Seek' },
};
