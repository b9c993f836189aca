import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** The controls a field editor may render first: the one its label names. */
const CONTROL =
  'input:not([type=hidden]), textarea, select, [role=switch], [role=combobox], [role=slider], button';

/**
 * One property-panel row: the label names the row's first control (aria-labelledby), so screen readers
 * announce it and label-based lookups find the field whatever editor the schema chose for it.
 */
export function LabelledRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const row = useRef<HTMLDivElement>(null);
  // Every render: editors swap their inner controls (e.g. a select becoming a search input).
  useLayoutEffect(() => {
    const control = row.current?.querySelector<HTMLElement>(
      `:scope > :not(label) ${CONTROL}, :scope > ${CONTROL}`,
    );
    if (control && control.getAttribute('aria-labelledby') !== id)
      control.setAttribute('aria-labelledby', id);
  });
  return (
    <div className="tc-prop-row" ref={row}>
      <label id={id}>{label}</label>
      {children}
    </div>
  );
}
