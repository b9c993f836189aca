export interface TemplateValues {
  /** ~{name}: system constants. */
  system?: Readonly<Record<string, unknown>>;
  /** ${name}: custom (project) variables. */
  custom?: Readonly<Record<string, unknown>>;
  /** ^{name}: app variables. */
  app?: Readonly<Record<string, unknown>>;
}

const TEMPLATE_TOKEN = /([~$^])\{([^{}]*)\}/g;

function lookup(values: Readonly<Record<string, unknown>> | undefined, name: string): string {
  if (!values || !Object.hasOwn(values, name)) return '';
  const value = values[name];
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Fills a link template: ~{} system constants, ${} custom variables, ^{} app variables; missing → ''. */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(TEMPLATE_TOKEN, (_match, sigil: string, name: string) => {
    const key = name.trim();
    if (sigil === '~') return lookup(values.system, key);
    if (sigil === '$') return lookup(values.custom, key);
    return lookup(values.app, key);
  });
}
