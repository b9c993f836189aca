import { useEffect, useRef } from 'react';
import { basicSetup, EditorView } from 'codemirror';
import { javascript } from '@codemirror/lang-javascript';
import { indentWithTab } from '@codemirror/commands';
import { keymap } from '@codemirror/view';

/**
 * CodeMirror 6 for filter code. This module is only reached through `lazy(() => import(...))` in
 * FiltersSection, so CodeMirror lands in its own chunk and users who never open a filter never load it.
 * `basicSetup` brings history (undo/redo), the default keymap, search (Ctrl/Cmd-F), bracket matching,
 * folding and completion. The text is uncontrolled inside CodeMirror; `onChange` reports every edit and
 * the caller saves explicitly.
 */
export default function FilterCodeEditor(props: { value: string; onChange(code: string): void }) {
  const host = useRef<HTMLDivElement>(null);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const initial = useRef(props.value);
  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      doc: initial.current,
      parent: host.current,
      extensions: [
        basicSetup,
        // Tab indents inside the editor (Escape then Tab still leaves it, as CodeMirror documents).
        keymap.of([indentWithTab]),
        javascript(),
        EditorView.lineWrapping,
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange.current(u.state.doc.toString());
        }),
        EditorView.theme({
          '&': { fontSize: '12px', maxHeight: '360px' },
          '.cm-scroller': { overflow: 'auto' },
        }),
      ],
    });
    return () => view.destroy();
  }, []);
  return <div ref={host} data-testid="filter-code" style={{ border: '1px solid #d9d9d9', minHeight: 160 }} />;
}
