import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLOUR_PLANS, cssColor, type ColourPlan } from '../../../components/chartKit/theme';
import { applyPlan } from './actions';
import { themePlan, toHex8 } from './themePlan';
import { ItemActions } from './ItemActions';
import { libraryApi, type ThemeRecord } from './libraryApi';

const THEMES_KEY = ['library', 'themes'];
const NO_THEMES: ThemeRecord[] = [];

function Swatches({ colors }: { colors: readonly string[] }) {
  return (
    <span className="tc-library-swatches">
      {colors.slice(0, 6).map((c, i) => (
        <i key={i} style={{ background: cssColor(toHex8(c) ?? c) }} />
      ))}
    </span>
  );
}

/**
 * Colour plans (docs/reference.md#api: theme list/add/update/delete): the group's own and the built-in ones;
 * applying one restyles every chart of the project in one undoable step.
 */
export function ThemePanel() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  // A list that cannot be read shows none of the group's own plans (the built-in ones stay).
  const themes = useQuery({ queryKey: THEMES_KEY, queryFn: libraryApi.themes }).data ?? NO_THEMES;
  const load = () => client.invalidateQueries({ queryKey: THEMES_KEY });

  const apply = (plan: ColourPlan) =>
    applyPlan(plan) ? void message.success(t('library.applied')) : void message.info(t('library.noCharts'));

  /** The add and edit dialog: a name and a comma-separated colour list, checked before saving. */
  const edit = (theme?: ThemeRecord) => {
    let name = theme?.name ?? '';
    let colors = theme?.colors.join(', ') ?? '';
    modal.confirm({
      title: t(theme ? 'library.editTheme' : 'library.addTheme'),
      icon: null,
      content: (
        <div className="tc-library-form">
          <Input
            defaultValue={name}
            placeholder={t('library.themeName')}
            maxLength={100}
            onChange={(e) => (name = e.target.value)}
            data-testid="theme-name"
          />
          <Input.TextArea
            defaultValue={colors}
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('library.themeColors')}
            onChange={(e) => (colors = e.target.value)}
            data-testid="theme-colors"
          />
        </div>
      ),
      onOk: async () => {
        const list = colors.split(/[,\s]+(?![^(]*\))/).filter(Boolean);
        if (!name.trim() || list.length === 0 || list.some((c) => toHex8(c) === null)) {
          void message.warning(t('library.themeInvalid'));
          // A rejected promise keeps the dialog open for a correction.
          throw new Error('invalid theme');
        }
        if (theme) await libraryApi.updateTheme(theme, name.trim(), list);
        else await libraryApi.addTheme(name.trim(), list);
        await load();
      },
    });
  };

  return (
    <div className="tc-library-list" data-testid="library-themes">
      <Button size="small" block onClick={() => edit()} data-testid="theme-add">
        + {t('library.addTheme')}
      </Button>
      <div className="tc-library-section">{t('library.ownThemes')}</div>
      {themes.length === 0 ? (
        <div className="tc-library-hint" data-testid="theme-empty">
          {t('library.noThemes')}
        </div>
      ) : (
        <ul className="tc-library-items">
          {themes.map((th) => (
            <li key={th.id} data-testid="theme-item" data-name={th.name}>
              <Swatches colors={th.colors} />
              <span className="tc-library-name" title={th.name}>
                {th.name}
              </span>
              <ItemActions
                testId="theme"
                use={{
                  label: t('library.applyTheme'),
                  testId: 'theme-apply',
                  onClick: () => apply(themePlan(th)),
                }}
                onEdit={() => edit(th)}
                remove={{
                  title: t('library.deleteTheme'),
                  content: t('library.deleteThemeContent', { name: th.name }),
                  remove: () => libraryApi.removeTheme(th.id),
                  after: load,
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="tc-library-section">{t('library.builtInThemes')}</div>
      <ul className="tc-library-items">
        {COLOUR_PLANS.map((p) => (
          <li key={p.id} data-testid="theme-builtin" data-name={p.name}>
            <Swatches colors={p.colors} />
            <span className="tc-library-name" title={p.name}>
              {p.name}
            </span>
            <Button size="small" type="link" onClick={() => apply(p)}>
              {t('library.applyTheme')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
