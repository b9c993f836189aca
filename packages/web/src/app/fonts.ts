/**
 * Uploaded fonts (resource type '2') are registered as FontFace on demand: the editor when a font is
 * picked or a document lists it, the viewer only for the fonts a dashboard actually uses. Loading the
 * same font twice costs nothing; a font that fails to load is ignored (docs/reference.md#errors: font loading errors
 * are ignored) and the text falls back to the default family.
 */
const loaded = new Map<string, Promise<boolean>>();

export function ensureFont(name: string, url: string): Promise<boolean> {
  const key = `${name}\u0000${url}`;
  let p = loaded.get(key);
  if (!p) {
    p = (async () => {
      if (!name || !url || typeof FontFace === 'undefined') return false;
      try {
        const face = new FontFace(name, `url(${JSON.stringify(url)})`);
        await face.load();
        document.fonts.add(face);
        return true;
      } catch {
        return false;
      }
    })();
    loaded.set(key, p);
  }
  return p;
}

/** A font entry of the project's `fonts` list (docs/reference.md#documents, docs/reference.md#library: fontRealName, fontUrl). */
export interface ProjectFont {
  fontRealName: string;
  fontUrl: string;
  groupManagementId?: string;
}

/** Every `fontName` used anywhere in a document (text styles of any component, nested lists included). */
export function usedFontNames(doc: unknown): Set<string> {
  const names = new Set<string>();
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        if (k === 'fontName' && typeof child === 'string' && child) names.add(child);
        else walk(child);
      }
  };
  walk(doc);
  return names;
}

/** Loads the project fonts a document uses (what the viewer calls once per document). */
export function ensureDocumentFonts(doc: { fonts?: unknown } & object): Promise<boolean[]> {
  const fonts = Array.isArray(doc.fonts) ? (doc.fonts as ProjectFont[]) : [];
  const used = usedFontNames({ ...doc, fonts: undefined });
  return Promise.all(
    fonts.filter((f) => used.has(f.fontRealName)).map((f) => ensureFont(f.fontRealName, f.fontUrl)),
  );
}
