import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ensureFont } from '../../app/fonts';
import { useSession } from '../../app/session';
import { applyFontEdit } from '../actions/applyFont';
import { perform } from '../execute';
import { libraryApi } from '../panels/library/libraryApi';
import './locales';

/** Families every machine showing a big screen is likely to have; the group's uploaded fonts join them. */
export const FONT_FAMILIES = [
  'Microsoft YaHei',
  'PingFang SC',
  'Noto Sans CJK SC',
  'SimHei',
  'Arial',
  'Helvetica',
  'DIN Alternate',
  'Courier New',
  'monospace',
];

/** An uploaded font of the group (resource type '2'), as `resource/font/list` answers it. */
export interface GroupFont {
  fontRealName: string;
  fontUrl: string;
}

const NO_FONTS: GroupFont[] = [];

export interface FontOption {
  value: string;
  label: string;
  /** Set for uploaded fonts: where the face is loaded from on demand. */
  url?: string;
}

/**
 * The picker's choices: the default entry, the group's uploaded fonts (newest first, one per name) and
 * the built-in families an uploaded font of the same name does not shadow. A value no longer offered
 * (a deleted upload, a font from another group's project) stays listed so it is not silently lost.
 */
export function fontOptions(uploaded: readonly GroupFont[], current: string, defaultLabel: string) {
  const seen = new Set<string>();
  const uploads: FontOption[] = [];
  for (const f of uploaded) {
    if (!f.fontRealName || seen.has(f.fontRealName)) continue;
    seen.add(f.fontRealName);
    uploads.push({ value: f.fontRealName, label: f.fontRealName, url: f.fontUrl });
  }
  const builtIn = FONT_FAMILIES.filter((f) => !seen.has(f)).map((f) => ({ value: f, label: f }));
  for (const f of builtIn) seen.add(f.value);
  const missing = current && !seen.has(current) ? [{ value: current, label: current }] : [];
  return { uploads, builtIn: [...builtIn, ...missing], defaultOption: { value: '', label: defaultLabel } };
}

/**
 * The group's uploaded fonts: one query for every font field on screen, read again when a picker opens
 * (a font uploaded in the library meanwhile shows up). A list that cannot be read offers none.
 */
function useGroupFonts() {
  const groupId = useSession((s) => s.session?.groupId ?? '');
  return useQuery({
    queryKey: ['library', 'fonts', groupId],
    queryFn: () => libraryApi.fonts(),
    staleTime: Infinity,
  });
}

/**
 * Loads an uploaded font and lists it in the open project's `fonts` (what the viewer loads on demand).
 * The listing is its own small history entry, made only the first time a project uses the font.
 */
export function listProjectFont(font: GroupFont): void {
  void ensureFont(font.fontRealName, font.fontUrl);
  perform(applyFontEdit, font, false);
}

/** The one font-family picker of every font field (text styles and chart fonts). */
export function FontPicker(props: { value: string; onChange(v: string): void; testId?: string }) {
  const { t } = useTranslation();
  const fonts = useGroupFonts();
  const uploaded = fonts.data ?? NO_FONTS;

  // The current font is shown in itself in the editor too, not only after being picked again.
  const currentUpload = uploaded.find((f) => f.fontRealName === props.value);
  useEffect(() => {
    if (currentUpload) void ensureFont(currentUpload.fontRealName, currentUpload.fontUrl);
  }, [currentUpload]);

  const { uploads, builtIn, defaultOption } = fontOptions(uploaded, props.value, t('fields.fontDefault'));
  const label = (o: FontOption) => (
    <span style={{ fontFamily: o.value ? `"${o.value}", sans-serif` : undefined }}>{o.label}</span>
  );
  return (
    <Select
      size="small"
      showSearch
      value={props.value}
      style={{ width: '100%' }}
      data-testid={props.testId}
      popupMatchSelectWidth={false}
      optionFilterProp="title"
      onOpenChange={(open) => open && void fonts.refetch()}
      options={[
        { value: defaultOption.value, title: defaultOption.label, label: defaultOption.label },
        ...(uploads.length > 0
          ? [
              {
                label: t('fields.fontUploaded'),
                title: t('fields.fontUploaded'),
                options: uploads.map((o) => ({ value: o.value, title: o.label, label: label(o) })),
              },
            ]
          : []),
        {
          label: t('fields.fontBuiltIn'),
          title: t('fields.fontBuiltIn'),
          options: builtIn.map((o) => ({ value: o.value, title: o.label, label: label(o) })),
        },
      ]}
      onChange={(v: string) => {
        const upload = uploads.find((o) => o.value === v);
        if (upload?.url) listProjectFont({ fontRealName: upload.value, fontUrl: upload.url });
        if (v !== props.value) props.onChange(v);
      }}
    />
  );
}
