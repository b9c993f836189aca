import { useEffect } from 'react';
import { useEditor } from '../store';

/**
 * Where a typed field holds saves: the right-hand panels (properties, page settings, data, interactions),
 * the left-hand ones (renaming a layer, a scene or a page) and anything typed on the stage.
 */
const PANELS = '.tc-right, .tc-left, .tc-center';

/**
 * A field whose typing is an edit in progress. A picker's search box (a combobox: the weather city, the
 * font) is not: its pick commits at once, and focus stays in it afterwards, so holding there kept the
 * picked value from being saved until the user clicked elsewhere. Nor is a search box (the palette's,
 * the library's): typing there edits nothing.
 */
const isTextField = (t: EventTarget | null): t is HTMLElement =>
  t instanceof HTMLElement &&
  (t.tagName === 'TEXTAREA' ||
    (t.tagName === 'INPUT' && !['checkbox', 'radio', 'search'].includes((t as HTMLInputElement).type)) ||
    t.isContentEditable) &&
  t.getAttribute('role') !== 'combobox' &&
  t.closest('.ant-select, .ant-input-search') === null &&
  t.closest(PANELS) !== null;

/**
 * docs/reference.md#saving: while a field has the focus and is being typed in, saves wait in the two-slot cache,
 * as they do while the pointer is down. The field's own commit (Enter, or leaving it) comes first — React
 * handles the event at the root before it reaches the document — and then the lock lets go, so that
 * commit and whatever waited are sent together, in order.
 */
export function useFocusSaveLock(): void {
  useEffect(() => {
    const onInput = (e: Event) => {
      if (isTextField(e.target)) useEditor.getState().holdSaves('focus');
    };
    const letGo = () => useEditor.getState().releaseSaves('focus');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === 'Escape') letGo();
    };
    document.addEventListener('input', onInput);
    document.addEventListener('focusout', letGo);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('input', onInput);
      document.removeEventListener('focusout', letGo);
      document.removeEventListener('keydown', onKey);
      letGo();
    };
  }, []);
}
