/**
 * The records grid, virtualised with `@tanstack/virtual-core`: only the rows in view are in the
 * DOM and only their pages are fetched ({@link RecordPages}), so a million-record sheet scrolls
 * like a small one. Values and messages are text nodes, never HTML. Columns resize by dragging
 * their header's right edge; a click on a cell opens its whole value and messages in a side panel,
 * and a message quoting a value the cell no longer holds is marked stale.
 * @module
 */
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import { CellEditor } from './cell-editor';
import { CellPanel } from './cell-panel';
import {
  cellText,
  errorMessages,
  type Field,
  isCellReadonly,
  otherMessages,
  type Sheet,
} from './cells';
import { ColumnResizer } from './column-resizer';
import type { RecordPages, SheetRecord } from './record-pages';
import { staleQuote } from './stale-messages';

export const ROW_HEIGHT = 28;

/** A column's width until it is resized. */
const COLUMN_WIDTH = 220;
/** How long after a click a second one makes it a double click (which edits instead). */
const DOUBLE_CLICK_MS = 250;

export interface GridProps {
  sheet: Sheet;
  fields: Field[];
  pages: RecordPages;
  /** Bumped by the owner when `pages` has new data. */
  version: number;
  selected: ReadonlySet<string>;
  onToggle(record: SheetRecord): void;
  onEdit(record: SheetRecord, field: Field, value: unknown): Promise<void>;
}

type VirtualOptions = ConstructorParameters<typeof Virtualizer<HTMLDivElement, Element>>[0];

export function RecordsGrid(props: GridProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((value: number) => value + 1, 0);
  const [editing, setEditing] = useState<{ id: string; key: string } | undefined>();
  const [inspected, setInspected] = useState<{ index: number; id: string; key: string }>();
  const [widths, setWidths] = useState<Record<string, number>>({});
  const count = props.pages.rowCount;

  const options: VirtualOptions = {
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollToFn: elementScroll,
    observeElementRect,
    observeElementOffset,
    onChange: () => rerender(undefined),
  };
  const virtualizer = useRef<Virtualizer<HTMLDivElement, Element> | undefined>(undefined);
  virtualizer.current ??= new Virtualizer(options);
  virtualizer.current.setOptions(options);

  useLayoutEffect(() => virtualizer.current?._didMount(), []);
  useLayoutEffect(() => {
    virtualizer.current?._willUpdate();
  });

  const items = virtualizer.current.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (count > 0) props.pages.show(first, last);
  }, [props.pages, first, last, count]);

  const columns = `36px 72px ${props.fields
    .map((field) => `${widths[field.key] ?? COLUMN_WIDTH}px`)
    .join(' ')}`;
  const inspectedRecord = inspected ? props.pages.row(inspected.index) : undefined;
  const inspectedField = props.fields.find((field) => field.key === inspected?.key);
  return (
    <div class="grid-area">
      <div class="grid-scroll" ref={scrollRef} data-testid="records-grid">
        <div class="grid-header" style={{ gridTemplateColumns: columns }}>
          <span />
          <span>#</span>
          {props.fields.map((field) => (
            <span
              key={field.key}
              class={field.readonly ? 'readonly' : undefined}
              title={field.description ?? field.key}
              data-column={field.key}
            >
              <span class="column-label">
                {field.label ?? field.key}
                {field.readonly ? ' 🔒' : ''}
              </span>
              <ColumnResizer
                label={field.label ?? field.key}
                width={widths[field.key] ?? COLUMN_WIDTH}
                onResize={(width) => setWidths((old) => ({ ...old, [field.key]: width }))}
              />
            </span>
          ))}
        </div>
        <div class="grid-body" style={{ height: `${virtualizer.current.getTotalSize()}px` }}>
          {items.map((item) => {
            const record = props.pages.row(item.index);
            return (
              <div
                key={item.key}
                class={
                  record
                    ? record.valid === false
                      ? 'grid-row invalid'
                      : 'grid-row'
                    : 'grid-row loading'
                }
                data-record-id={record?.id}
                style={{ gridTemplateColumns: columns, transform: `translateY(${item.start}px)` }}
              >
                <span class="grid-select">
                  {record && (
                    <input
                      type="checkbox"
                      aria-label={`Select record ${item.index + 1}`}
                      checked={props.selected.has(record.id)}
                      onChange={() => props.onToggle(record)}
                    />
                  )}
                </span>
                <span class="grid-index">{item.index + 1}</span>
                {props.fields.map((field) =>
                  record ? (
                    <GridCell
                      key={field.key}
                      sheet={props.sheet}
                      field={field}
                      record={record}
                      editing={editing?.id === record.id && editing.key === field.key}
                      inspected={inspected?.id === record.id && inspected.key === field.key}
                      onInspect={() =>
                        setInspected({ index: item.index, id: record.id, key: field.key })
                      }
                      onStartEdit={() => setEditing({ id: record.id, key: field.key })}
                      onStopEdit={() => setEditing(undefined)}
                      onEdit={props.onEdit}
                    />
                  ) : (
                    <span key={field.key} class="grid-cell placeholder" />
                  ),
                )}
              </div>
            );
          })}
        </div>
      </div>
      {inspected && inspectedField && inspectedRecord?.id === inspected.id && (
        <CellPanel
          field={inspectedField}
          recordId={inspected.id}
          cell={inspectedRecord.values[inspected.key]}
          onClose={() => setInspected(undefined)}
        />
      )}
    </div>
  );
}

function GridCell(props: {
  sheet: Sheet;
  field: Field;
  record: SheetRecord;
  editing: boolean;
  inspected: boolean;
  onInspect(): void;
  onStartEdit(): void;
  onStopEdit(): void;
  onEdit: GridProps['onEdit'];
}) {
  const { field, record } = props;
  const inspectTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(inspectTimer.current), []);
  const cell = record.values[field.key];
  const readonly = isCellReadonly(props.sheet, field, record);
  const errors = errorMessages(cell);
  const others = otherMessages(cell);
  const text = cellText(cell?.value);
  const classes = ['grid-cell'];
  if (errors.length > 0) classes.push('error');
  if (readonly) classes.push('readonly');
  const title = [...errors, ...others].join('\n') || undefined;
  const stale = (cell?.messages ?? []).some(
    (message) => staleQuote(message.message ?? '', text) !== undefined,
  );
  if (stale) classes.push('stale');
  if (props.inspected) classes.push('inspected');

  if (props.editing && !readonly) {
    return (
      <span class={`${classes.join(' ')} editing`} data-field={field.key}>
        <CellEditor
          field={field}
          initial={text}
          onDone={async (value) => {
            props.onStopEdit();
            if (value !== undefined) await props.onEdit(record, field, value);
          }}
        />
      </span>
    );
  }
  // A grid cell, focusable so the keyboard can reach it (Enter edits), like a spreadsheet's.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a spreadsheet cell, edited by double click or Enter.
    <span
      class={classes.join(' ')}
      data-field={field.key}
      data-readonly={readonly ? 'true' : undefined}
      data-invalid={errors.length > 0 ? 'true' : undefined}
      data-stale={stale ? 'true' : undefined}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard reaches each cell to edit it.
      tabIndex={0}
      title={readonly ? `${title ? `${title}\n` : ''}Readonly` : title}
      onClick={(event) => {
        // A double click edits: the panel opens once no second click came, so the layout does
        // not move under the pointer between the two clicks.
        clearTimeout(inspectTimer.current);
        if (event.detail === 1) inspectTimer.current = setTimeout(props.onInspect, DOUBLE_CLICK_MS);
      }}
      onDblClick={() => {
        clearTimeout(inspectTimer.current);
        if (!readonly) props.onStartEdit();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !readonly) props.onStartEdit();
        if (event.key === ' ') props.onInspect();
      }}
    >
      <span class="cell-value">{text}</span>
      {errors.length > 0 && <span class="cell-messages">{errors.join('; ')}</span>}
      {stale && (
        <span class="cell-stale" title="A message here quotes a value this cell no longer holds">
          stale
        </span>
      )}
    </span>
  );
}
