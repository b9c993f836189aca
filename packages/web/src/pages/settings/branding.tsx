import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import i18n from '../../app/i18n';
import { LANGUAGE_KEY } from '../../app/language';
import { PRODUCT_NAME, productTitle } from '../../app/config';
import { settingsApi, type BaseConfig } from './settingsApi';

export const BASE_CONFIG_KEY = ['base-config'];

/** The installation's title, logo, default language and edition label (public: the sign-in page too). */
export function useBaseConfig() {
  return useQuery({ queryKey: BASE_CONFIG_KEY, queryFn: settingsApi.base, staleTime: 300_000 });
}

/**
 * Applies the system settings to every page: the custom product title becomes the shared page title
 * (kept for the browser session, where productTitle() reads it, so the viewer's pages use it too), and
 * the administrator's default language (when one was set) applies until the person picks one.
 */
export function applyBaseConfig(c: BaseConfig): void {
  const before = productTitle();
  const title = c.title.trim();
  if (title) sessionStorage.setItem('tc-title', title);
  else sessionStorage.removeItem('tc-title');
  const after = productTitle();
  if (before !== after && document.title.startsWith(before))
    document.title = after + document.title.slice(before.length);
  let chosen: string | null = null;
  try {
    chosen = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    chosen = null;
  }
  if (c.defaultLanguage && !chosen && i18n.language !== c.defaultLanguage) {
    document.documentElement.lang = c.defaultLanguage;
    void i18n.changeLanguage(c.defaultLanguage);
  }
}

/** Mounted once by the app: loads the settings and applies them. */
export function Branding() {
  const q = useBaseConfig();
  useEffect(() => {
    if (q.data) applyBaseConfig(q.data);
  }, [q.data]);
  return null;
}

/** The brand of the top bar: the logo (when set) and the product title. */
export function Brand({ className }: { className?: string }) {
  const q = useBaseConfig();
  const title = q.data?.title.trim() || PRODUCT_NAME;
  return (
    <span
      className={className}
      data-testid="brand"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
    >
      {q.data?.logoUrl ? (
        <img src={q.data.logoUrl} alt="" style={{ height: 28, maxWidth: 120, objectFit: 'contain' }} />
      ) : null}
      {title}
    </span>
  );
}
