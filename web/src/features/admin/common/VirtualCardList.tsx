import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import { H3 } from '@blueprintjs/core';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { cardRows, gridColumns, type CardGroup } from './cardRows';
import { useElementBox } from './useElementBox';

const GAP = 16;
/** Lists up to this many cards are rendered whole, so the browser's find-in-page sees them all. */
const RENDER_ALL_UP_TO = 60;

/**
 * A grid of cards that renders only the rows on screen (docs/product.md#dashboard-lists): years
 * of events or messages stay a few thousand DOM nodes. Groups get a heading row each.
 */
export function VirtualCardList<T>(props: {
  groups: readonly CardGroup<T>[];
  keyOf: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** The grid's minimum card width, as in its CSS. */
  minCardWidth?: number;
  className?: string;
  /** The estimated height of a row of cards before it is measured. */
  estimate?: number;
  /** Said when the filters leave nothing ("No messages match."). */
  noneText: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const box = useElementBox(ref);
  const columns = gridColumns(box.width, props.minCardWidth ?? 300, GAP);
  const { groups, keyOf } = props;
  const rows = useMemo(() => cardRows(groups, columns, keyOf), [groups, columns, keyOf]);
  const total = useMemo(() => groups.reduce((n, g) => n + g.items.length, 0), [groups]);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (i) => (rows[i].kind === 'heading' ? 48 : (props.estimate ?? 220) + GAP),
    getItemKey: (i) => rows[i].key,
    overscan: total <= RENDER_ALL_UP_TO ? rows.length : 3,
    scrollMargin: box.top,
  });
  // The container stays mounted when nothing matches: it is what is measured.
  return (
    <div ref={ref} className="admin-virtual-list" style={{ height: virtualizer.getTotalSize() }}>
      {!total && <p className="admin-muted admin-list-none">{props.noneText}</p>}
      {virtualizer.getVirtualItems().map((v) => {
        const row = rows[v.index];
        return (
          <div
            key={v.key}
            data-index={v.index}
            ref={virtualizer.measureElement}
            className="admin-virtual-row"
            style={{ transform: `translateY(${v.start - virtualizer.options.scrollMargin}px)` }}
          >
            {row.kind === 'heading' ? (
              <H3 className="admin-group-heading">{row.label}</H3>
            ) : (
              <div
                className={`admin-grid ${props.className ?? ''}`}
                style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              >
                {row.items.map((item) => (
                  <Fragment key={keyOf(item)}>{props.renderCard(item)}</Fragment>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
