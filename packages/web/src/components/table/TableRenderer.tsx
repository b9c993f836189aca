import { useEffect, useMemo, useRef, type CSSProperties } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useComponentData } from '../../data/useComponentData';
import { EmptyState } from '../common/EmptyState';
import { textStyleCss } from '../common/textStyle';
import type { RendererProps } from '../types';
import { startCarousel } from './carousel';
import { conditionalCellStyle, tableRows } from './data';
import type { TableModel } from './index';

const JUSTIFY: Record<string, CSSProperties['justifyContent']> = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
};

/**
 * Table 2021: header, zebra rows, per-column width and alignment, auto-scroll carousel and conditional
 * cell styles. Only the rows in view are in the DOM (@tanstack/react-virtual), so 100,000 rows scroll as
 * smoothly as ten.
 */
export default function TableRenderer({ node }: RendererProps) {
  const model = (node.tableModel ?? {}) as TableModel;
  const { page } = useComponentData(node);
  const all = useMemo(() => tableRows(page), [page]);
  // The simple table of docs/reference.md#type-codes: plain rows, no header, zebra or grid lines.
  const simple = model.variant === 'simple';
  const showHeader = !simple && model.header?.show !== false && all.length > 0;
  const header = showHeader ? all[0] : null;
  const body = showHeader ? all.slice(1) : all;
  const columnCount = Math.max(0, ...all.slice(0, 200).map((r) => r.length));
  const rowHeight = Math.max(8, model.rowHeight ?? 40);
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: body.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    // The box size is known from the document, so the first paint already has its rows.
    initialRect: {
      width: node.componentRect?.componentWidth ?? 0,
      height: Math.max(
        0,
        (node.componentRect?.componentHeight ?? 0) - (showHeader ? (model.header?.height ?? rowHeight) : 0),
      ),
    },
  });
  useEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  const carousel = model.carousel;
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || !carousel?.on) return;
    return startCarousel(el, {
      interval: carousel.interval ?? 3000,
      duration: carousel.duration ?? 1000,
      step: rowHeight * Math.max(1, carousel.rows ?? 1),
    });
  }, [carousel?.on, carousel?.interval, carousel?.duration, carousel?.rows, rowHeight]);

  if (all.length === 0 || columnCount === 0) return <EmptyState />;

  const columns = Array.from({ length: columnCount }, (_, i) => model.columns?.[i] ?? {});
  const grid = columns.map((c) => (c.width && c.width > 0 ? `${c.width}px` : 'minmax(0, 1fr)')).join(' ');
  const bodyText = textStyleCss(model.textStyle, 16);
  const headerText = textStyleCss(model.header?.textStyle ?? model.textStyle, 16);
  const borderColor = simple ? 'transparent' : (model.borderColor ?? 'transparent');
  const cellBase = (i: number): CSSProperties => ({
    display: 'flex',
    alignItems: 'center',
    justifyContent: JUSTIFY[columns[i]?.align ?? 'left'] ?? 'flex-start',
    padding: '0 8px',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    borderRight: i < columnCount - 1 ? `1px solid ${borderColor}` : undefined,
  });
  const zebra = model.zebra;
  return (
    <div
      data-testid="table"
      style={{ width: '100%', height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      {header ? (
        <div
          data-testid="table-header"
          style={{
            display: 'grid',
            gridTemplateColumns: grid,
            height: model.header?.height ?? rowHeight,
            flexShrink: 0,
            background: model.header?.background ?? '#0B2A52FF',
            ...headerText,
          }}
        >
          {columns.map((_, i) => (
            <div key={i} style={{ ...cellBase(i), textAlign: undefined }}>
              {header[i] ?? ''}
            </div>
          ))}
        </div>
      ) : null}
      <div
        ref={scrollRef}
        data-testid="table-body"
        style={{ flex: 1, minHeight: 0, overflowY: carousel?.on ? 'hidden' : 'auto', position: 'relative' }}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative', width: '100%' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = body[item.index] ?? [];
            const odd = item.index % 2 === 0;
            const background =
              simple || zebra?.on === false
                ? undefined
                : odd
                  ? (zebra?.odd ?? '#FFFFFF0D')
                  : (zebra?.even ?? '#FFFFFF00');
            return (
              <div
                key={item.key}
                data-row={item.index}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  height: rowHeight,
                  transform: `translateY(${item.start}px)`,
                  display: 'grid',
                  gridTemplateColumns: grid,
                  background,
                  borderBottom: `1px solid ${borderColor}`,
                  boxSizing: 'border-box',
                  ...bodyText,
                }}
              >
                {columns.map((_, c) => {
                  const text = row[c] ?? '';
                  const extra = conditionalCellStyle(
                    model.conditions,
                    text,
                    item.index,
                    c,
                    body.length,
                    columnCount,
                  );
                  return (
                    <div key={c} style={{ ...cellBase(c), textAlign: undefined, ...extra }}>
                      {text}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
