/** Typing into a field (a component's input, the toolbar's pickers) must not trigger the viewer's keys. */
export const isField = (t: EventTarget | null): boolean =>
  t instanceof HTMLElement && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
