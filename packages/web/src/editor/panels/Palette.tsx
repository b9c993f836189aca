import { useState } from 'react';
import { Empty, Input, message } from 'antd';
import { CaretDownOutlined, CaretRightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SCENE_TYPE_3D } from '@twincanvas/model';
import { pickText } from '../../components/registry';
import { DRAG_TYPE } from '../canvas/Canvas';
import { addComponent } from '../commands';
import { sceneNode } from '../docModel';
import { useEditor } from '../store';
import { ChartThumb } from './ChartThumb';
import {
  CHART_GROUP_ORDER,
  PALETTE_3D,
  PALETTE_ITEMS,
  SECTION_ORDER,
  matches,
  type PaletteItem,
  type PaletteSection,
} from './paletteGroups';

function Tile({ item, lang }: { item: PaletteItem; lang: string }) {
  const { typeCode, name, icon: Icon, family, definition } = item;
  return (
    <button
      type="button"
      className={`tc-palette-item${family ? ' tc-palette-chart' : ''}`}
      data-testid={`palette-${typeCode}`}
      data-section={item.section}
      title={pickText(name, lang)}
      draggable
      onDragStart={(e) => {
        e.dataTransfer.setData(DRAG_TYPE, String(typeCode));
        e.dataTransfer.effectAllowed = 'copy';
      }}
      onClick={() => addComponent(typeCode)}
    >
      {family ? <ChartThumb family={family} kind={definition.kind.replace(/^chart\./, '')} /> : <Icon />}
      <span>{pickText(name, lang)}</span>
    </button>
  );
}

/** 3D kinds go onto a 3D scene's scene layer: a click there switches to that layer. */
function Tile3D({ name, icon: Icon, type }: (typeof PALETTE_3D)[number]) {
  const { t, i18n } = useTranslation();
  return (
    <button
      type="button"
      className="tc-palette-item tc-palette-3d"
      data-testid={`palette-3d-${type}`}
      title={t('editor.palette.add3d')}
      onClick={() => {
        const s = useEditor.getState();
        const scene = s.doc ? sceneNode(s.doc, s.sceneId) : undefined;
        if (scene && Number(scene.scenesType) === SCENE_TYPE_3D) s.setMode('3D');
        else void message.info(t('editor.palette.add3d'));
      }}
    >
      <Icon />
      <span>{pickText(name, i18n.language)}</span>
    </button>
  );
}

/**
 * The component palette, from the registry, in sections by catalogue category (charts by family, with
 * small previews): click adds at the view centre, drag adds at the drop point; the search spans them all.
 */
export function Palette() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [query, setQuery] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<PaletteSection>>(new Set());
  const q = query.trim().toLowerCase();
  const items = PALETTE_ITEMS.filter((e) => matches(e.name, e.typeCode, q));
  const items3D = PALETTE_3D.filter((d) => matches(d.name, d.type, q));
  const toggle = (section: PaletteSection) =>
    setClosed((prev) => {
      const next = new Set(prev);
      if (!next.delete(section)) next.add(section);
      return next;
    });
  const sections = SECTION_ORDER.map((section) => ({
    section,
    count: section === '3d' ? items3D.length : items.filter((i) => i.section === section).length,
  })).filter((s) => s.count > 0);
  return (
    <div className="tc-palette" data-testid="palette">
      <Input.Search
        size="small"
        allowClear
        placeholder={t('editor.panels.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="palette-search"
      />
      {sections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.palette.none')} />
      ) : null}
      {sections.map(({ section, count }) => {
        // A search opens every section that has a match.
        const open = q !== '' || !closed.has(section);
        const own = items.filter((i) => i.section === section);
        return (
          <section key={section} className="tc-palette-section" data-testid={`palette-section-${section}`}>
            <button
              type="button"
              className="tc-palette-head"
              aria-expanded={open}
              onClick={() => toggle(section)}
            >
              {open ? <CaretDownOutlined /> : <CaretRightOutlined />}
              <span>{t(`editor.palette.${section}`)}</span>
              <span className="tc-palette-count">{count}</span>
            </button>
            {!open ? null : section === '3d' ? (
              <div className="tc-palette-grid">
                {items3D.map((d) => (
                  <Tile3D key={d.kind} {...d} />
                ))}
              </div>
            ) : section === 'chart' ? (
              CHART_GROUP_ORDER.map((group) => {
                const members = own.filter((i) => i.chartGroup === group);
                if (members.length === 0) return null;
                return (
                  <div key={group} data-testid={`palette-family-${group}`}>
                    <div className="tc-palette-family">{t(`editor.palette.charts.${group}`)}</div>
                    <div className="tc-palette-grid tc-palette-charts">
                      {members.map((item) => (
                        <Tile key={item.typeCode} item={item} lang={lang} />
                      ))}
                    </div>
                  </div>
                );
              })
            ) : (
              <div className="tc-palette-grid">
                {own.map((item) => (
                  <Tile key={item.typeCode} item={item} lang={lang} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
