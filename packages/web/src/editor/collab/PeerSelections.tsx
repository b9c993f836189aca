import { useMemo } from 'react';
import type { Component2D } from '@twincanvas/model';
import { listOwner } from '../docModel';
import { useEditor } from '../store';
import { usePeers } from './peers';

interface Marker {
  key: string;
  name: string;
  color: string;
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Stage boxes of the ids found in `list` (group members are relative to their group). */
function boxesOf(
  list: readonly Component2D[],
  wanted: ReadonlySet<string>,
  x = 0,
  y = 0,
  out: Map<string, Omit<Marker, 'key' | 'name' | 'color'>> = new Map(),
) {
  for (const c of list) {
    const r = c.componentRect;
    const left = x + (r?.componentLeft ?? 0);
    const top = y + (r?.componentTop ?? 0);
    if (wanted.has(c._id))
      out.set(c._id, { left, top, width: r?.componentWidth ?? 0, height: r?.componentHeight ?? 0 });
    const members = c.groupModel?.groupList;
    if (members) boxesOf(members, wanted, left, top, out);
  }
  return out;
}

/**
 * Coloured outlines with the person's name around what the other editors have selected on this page.
 * Drawn inside the scaled stage wrapper, so it follows pan and zoom; never takes pointer events.
 */
export function PeerSelections() {
  const peers = usePeers((s) => s.peers);
  const pageId = useEditor((s) => s.pageId);
  const list = useEditor((s) => (s.doc ? listOwner(s.doc, pageId)?.projectTwoComponentList : undefined));
  const scale = useEditor((s) => s.scale);
  const markers = useMemo(() => {
    const here = peers.filter((p) => p.pageId === pageId && p.selection.length > 0);
    if (!list || here.length === 0) return [];
    const boxes = boxesOf(list, new Set(here.flatMap((p) => p.selection)));
    return here.flatMap((p) =>
      p.selection.flatMap((id): Marker[] => {
        const box = boxes.get(id);
        return box ? [{ key: `${p.clientId}:${id}`, name: p.name, color: p.color, ...box }] : [];
      }),
    );
  }, [peers, pageId, list]);
  if (markers.length === 0) return null;
  const line = 2 / scale;
  return (
    <div className="tc-peer-selections" style={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>
      {markers.map((m) => (
        <div
          key={m.key}
          data-testid="peer-selection"
          data-component={m.key.split(':')[1]}
          style={{
            position: 'absolute',
            left: m.left - line,
            top: m.top - line,
            width: m.width + 2 * line,
            height: m.height + 2 * line,
            border: `${line}px solid ${m.color}`,
            boxSizing: 'border-box',
            zIndex: 100000,
          }}
        >
          <span
            style={{
              position: 'absolute',
              left: -line,
              bottom: '100%',
              background: m.color,
              color: '#fff',
              fontSize: 12 / scale,
              lineHeight: 1.4,
              padding: `0 ${4 / scale}px`,
              whiteSpace: 'nowrap',
              borderRadius: `${2 / scale}px ${2 / scale}px 0 0`,
            }}
          >
            {m.name}
          </span>
        </div>
      ))}
    </div>
  );
}
