import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input, InputNumber, Modal, Space, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { HEAT_THEMES } from '../../../engine3d/objects/idw';
import { heatCss, readHeatTheme, type HeatGradient } from '../../../engine3d/objects/heatThemes';
import { ColorField } from '../../fields/Fields';
import {
  RAMP_MAX,
  RAMP_MIN,
  rampBody,
  rampGradient,
  rampProblem,
  sortStops,
  stopsOf,
  withStopAdded,
  type RampDraft,
} from './heatRamp';
import type { ConfirmDelete } from '../../../app/useConfirmDelete';
import { ItemActions } from './ItemActions';
import { libraryApi, type HeatThemeRecord } from './libraryApi';
import './locales';

const Ramp = ({ value, wide }: { value: unknown; wide?: boolean }) => (
  <span
    className={wide ? 'tc-heat-ramp tc-heat-ramp-wide' : 'tc-heat-ramp'}
    style={{ background: heatCss(value) }}
  />
);

/** The ramp editor: a name, then one row per colour stop (colour, position in %, delete), live preview. */
function RampEditor({ draft, onChange }: { draft: RampDraft; onChange(d: RampDraft): void }) {
  const { t } = useTranslation();
  const set = (stops: RampDraft['stops']) => onChange({ ...draft, stops });
  return (
    <div className="tc-heat-editor" data-testid="heat-editor">
      <Input
        value={draft.name}
        maxLength={100}
        placeholder={t('library.heatName')}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        data-testid="heat-name"
      />
      <Ramp value={rampBody(draft)} wide />
      {draft.stops.map((s, i) => (
        <div key={i} className="tc-heat-stop" data-testid={`heat-stop-${i}`}>
          <ColorField
            value={s.color}
            testId={`heat-stop-${i}-color`}
            onChange={(color) => set(draft.stops.map((x, j) => (j === i ? { ...x, color } : x)))}
          />
          <InputNumber
            size="small"
            min={0}
            max={100}
            value={Math.round(s.at * 1000) / 10}
            suffix="%"
            style={{ width: 92 }}
            data-testid={`heat-stop-${i}-at`}
            onChange={(v) => {
              if (typeof v === 'number' && Number.isFinite(v))
                set(draft.stops.map((x, j) => (j === i ? { ...x, at: v / 100 } : x)));
            }}
            onBlur={() => set(sortStops(draft.stops))}
          />
          <Tooltip title={t('library.heatRemoveStop')}>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('library.heatRemoveStop')}
              disabled={draft.stops.length <= RAMP_MIN}
              onClick={() => set(draft.stops.filter((_, j) => j !== i))}
            />
          </Tooltip>
        </div>
      ))}
      <Button
        size="small"
        icon={<PlusOutlined />}
        disabled={draft.stops.length >= RAMP_MAX}
        onClick={() => set(withStopAdded(draft.stops))}
        data-testid="heat-stop-add"
      >
        {t('library.heatAddStop')}
      </Button>
    </div>
  );
}

const HEAT_THEMES_KEY = ['library', 'heatThemes'];

/** The group's heat themes (with their use counts), one query for the library dialog and the theme fields. */
export function useHeatThemes(enabled = true) {
  return useQuery({ queryKey: HEAT_THEMES_KEY, queryFn: libraryApi.heatThemes, enabled });
}

/**
 * The group's heat theme library (the heat-theme routes): built-in and group ramps; a group ramp can be
 * created (from the heat map's current colours), edited (name and colour stops) and deleted; "Use" gives
 * the chosen ramp to the selected heat map through `onPick` (its property edit, one update3D), which
 * copies the gradient in so viewers and shares never read the library.
 */
export function HeatThemeLibrary(props: {
  open: boolean;
  current: unknown;
  onClose(): void;
  onPick(theme: unknown): void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const client = useQueryClient();
  const list = useHeatThemes(props.open);
  const themes = list.data ?? [];
  const [editing, setEditing] = useState<{ id: string | null; draft: RampDraft } | null>(null);
  const [saving, setSaving] = useState(false);
  // The dialog and the heat maps' theme fields read the one query: both follow a change.
  const changed = () => client.invalidateQueries({ queryKey: HEAT_THEMES_KEY });

  const save = async () => {
    if (!editing) return;
    const problem = rampProblem(editing.draft);
    if (problem) return void message.warning(t(`library.heatProblem.${problem}`));
    setSaving(true);
    try {
      const name = editing.draft.name.trim();
      const body = rampBody(editing.draft);
      if (editing.id) await libraryApi.updateHeatTheme(editing.id, name, body);
      else await libraryApi.addHeatTheme(name, body);
      void message.success(t('library.heatSaved', { name }));
      setEditing(null);
      void changed();
    } finally {
      setSaving(false);
    }
  };

  const fromCurrent = (): RampDraft => {
    const g = readHeatTheme(props.current);
    return { name: '', stops: stopsOf(g) };
  };
  const gradientOf = (h: HeatThemeRecord): HeatGradient =>
    rampGradient(h.id, { name: h.name, stops: stopsOf({ colors: h.colors, stops: h.stops }) });
  const chosenId = readHeatTheme(props.current).id;

  /**
   * The delete confirmation of a group theme, from its usage read now (a heat map may have taken it since
   * the list was shown): in use, it says how many heat maps and projects, and what happens to them.
   */
  const confirmationOf = async (h: HeatThemeRecord): Promise<ConfirmDelete> => {
    const fresh = await client.fetchQuery({
      queryKey: HEAT_THEMES_KEY,
      queryFn: libraryApi.heatThemes,
      staleTime: 0,
    });
    const u = fresh.find((x) => x.id === h.id)?.usedBy;
    const usedBy = u && u.components > 0 ? u : null;
    return {
      title: t('library.heatDelete'),
      content: usedBy
        ? t('library.heatDeleteInUse', { name: h.name, ...usedBy })
        : t('library.heatDeleteContent', { name: h.name }),
      remove: () => libraryApi.removeHeatTheme(h.id, usedBy !== null),
      after: changed,
    };
  };

  return (
    <Modal
      open={props.open}
      title={t('library.heatTitle')}
      onCancel={props.onClose}
      footer={null}
      width={560}
      destroyOnHidden
    >
      <div className="tc-heat-library" data-testid="heat-library">
        {editing ? (
          <>
            <RampEditor draft={editing.draft} onChange={(draft) => setEditing({ ...editing, draft })} />
            <Space style={{ marginTop: 8 }}>
              <Button type="primary" loading={saving} onClick={() => void save()} data-testid="heat-save">
                {t('library.heatSave')}
              </Button>
              <Button onClick={() => setEditing(null)}>{t('library.heatCancel')}</Button>
            </Space>
          </>
        ) : (
          <>
            <Button
              size="small"
              block
              icon={<PlusOutlined />}
              onClick={() => setEditing({ id: null, draft: fromCurrent() })}
              data-testid="heat-add"
            >
              {t('library.heatAdd')}
            </Button>
            <div className="tc-library-section">{t('library.heatOwn')}</div>
            {themes.length === 0 ? (
              <div className="tc-library-hint" data-testid="heat-empty">
                {t('library.heatNone')}
              </div>
            ) : (
              <ul className="tc-library-items" data-testid="heat-own">
                {themes.map((h) => {
                  const usedBy = h.usedBy && h.usedBy.components > 0 ? h.usedBy : null;
                  // The counts shown beside the name; the delete confirmation reads them again.
                  return (
                    <li key={h.id} data-testid="heat-item" data-name={h.name}>
                      <Ramp value={h} />
                      <span className="tc-library-name" title={h.name}>
                        {h.name}
                        {chosenId === h.id ? ` · ${t('library.heatInUse')}` : ''}
                        {usedBy ? (
                          <span className="tc-library-hint" data-testid="heat-used-by">
                            {' · '}
                            {t('library.heatUsedBy', usedBy)}
                          </span>
                        ) : null}
                      </span>
                      <ItemActions
                        testId="heat"
                        use={{
                          label: t('library.heatUse'),
                          testId: 'heat-use',
                          onClick: () => props.onPick(gradientOf(h)),
                        }}
                        onEdit={() =>
                          setEditing({ id: h.id, draft: { name: h.name, stops: stopsOf(gradientOf(h)) } })
                        }
                        remove={() => confirmationOf(h)}
                      />
                    </li>
                  );
                })}
              </ul>
            )}
            <div className="tc-library-section">{t('library.heatBuiltIn')}</div>
            <ul className="tc-library-items">
              {HEAT_THEMES.map((h) => (
                <li key={h.id} data-testid="heat-builtin" data-name={h.id}>
                  <Ramp value={h.id} />
                  <span className="tc-library-name">
                    {h.name[lang]}
                    {props.current === h.id ? ` · ${t('library.heatInUse')}` : ''}
                  </span>
                  <Button size="small" type="link" onClick={() => props.onPick(h.id)}>
                    {t('library.heatUse')}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Modal>
  );
}
