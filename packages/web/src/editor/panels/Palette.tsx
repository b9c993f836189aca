import { useState } from 'react';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PALETTE, pickText } from '../../components/registry';
import { DRAG_TYPE } from '../canvas/Canvas';
import { addComponent } from '../commands';

/** The component palette, from the registry: click adds at the view centre, drag adds at the drop point. */
export function Palette() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const entries = PALETTE.filter(
    (e) =>
      !q ||
      e.name.zh.toLowerCase().includes(q) ||
      e.name.en.toLowerCase().includes(q) ||
      String(e.typeCode).includes(q),
  );
  return (
    <div className="tc-palette">
      <Input.Search
        size="small"
        allowClear
        placeholder={t('editor.panels.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        data-testid="palette-search"
      />
      <div className="tc-palette-grid">
        {entries.map(({ typeCode, name, icon: Icon }) => {
          return (
            <button
              key={typeCode}
              type="button"
              className="tc-palette-item"
              data-testid={`palette-${typeCode}`}
              draggable
              onDragStart={(e) => {
                e.dataTransfer.setData(DRAG_TYPE, String(typeCode));
                e.dataTransfer.effectAllowed = 'copy';
              }}
              onClick={() => addComponent(typeCode)}
            >
              <Icon />
              <span>{pickText(name, i18n.language)}</span>
            </button>
          );
        })}
      </div>
    </div>
  );
}
