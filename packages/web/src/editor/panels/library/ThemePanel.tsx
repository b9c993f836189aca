import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConfirmDelete } from '../../../app/useConfirmDelete';
import { applyTheme } from './actions';
import { libraryApi, type ThemeRecord } from './libraryApi';

/** Colour plans of the group: add, delete, apply to every chart of the project (one undoable step). */
export function ThemePanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDelete = useConfirmDelete();
  const [themes, setThemes] = useState<ThemeRecord[]>([]);
  const load = useCallback(() => void libraryApi.themes().then(setThemes, () => setThemes([])), []);
  useEffect(load, [load]);

  const add = () => {
    let name = '';
    let colors = '';
    modal.confirm({
      title: t('library.addTheme'),
      content: (
        <div className="tc-library-form">
          <Input
            placeholder={t('library.themeName')}
            maxLength={100}
            onChange={(e) => (name = e.target.value)}
            data-testid="theme-name"
          />
          <Input
            placeholder={t('library.themeColors')}
            onChange={(e) => (colors = e.target.value)}
            data-testid="theme-colors"
          />
        </div>
      ),
      onOk: async () => {
        const list = colors.split(/[,\s]+/).filter(Boolean);
        if (!name.trim() || list.length === 0) return;
        await libraryApi.addTheme(name.trim(), list);
        load();
      },
    });
  };

  return (
    <div className="tc-library-list" data-testid="library-themes">
      <Button size="small" block onClick={add} data-testid="theme-add">
        + {t('library.addTheme')}
      </Button>
      <ul className="tc-library-items">
        {themes.map((th) => (
          <li key={th.id} data-testid="theme-item">
            <span className="tc-library-swatches">
              {th.colors.slice(0, 6).map((c, i) => (
                <i key={i} style={{ background: c }} />
              ))}
            </span>
            <span className="tc-library-name">{th.name}</span>
            <Button
              size="small"
              type="link"
              onClick={() => applyTheme(th) && void message.success(t('library.applied'))}
              data-testid="theme-apply"
            >
              {t('library.applyTheme')}
            </Button>
            <Button
              size="small"
              type="text"
              danger
              onClick={() =>
                confirmDelete({
                  title: t('library.deleteTitle'),
                  content: t('library.deleteContent', { name: th.name }),
                  remove: () => libraryApi.removeTheme(th.id),
                  after: load,
                })
              }
            >
              {t('library.delete')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
