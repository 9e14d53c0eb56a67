/**
 * The records grid, virtualised with `@tanstack/virtual-core`: only the rows in view are in the
 * DOM and only their pages are fetched ({@link RecordPages}), so a million-record sheet scrolls
 * like a small one. Values and messages are text nodes, never HTML.
 * @module
 */
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/virtual-core';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'preact/hooks';
import {
  cellText,
  enumChoices,
  errorMessages,
  type Field,
  isCellReadonly,
  otherMessages,
  parseInput,
  type Sheet,
} from './cells';
import type { RecordPages, SheetRecord } from './record-pages';

export const ROW_HEIGHT = 28;

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

  const widths = `36px 72px repeat(${props.fields.length}, 220px)`;
  return (
    <div class="grid-scroll" ref={scrollRef} data-testid="records-grid">
      <div class="grid-header" style={{ gridTemplateColumns: widths }}>
        <span />
        <span>#</span>
        {props.fields.map((field) => (
          <span
            key={field.key}
            class={field.readonly ? 'readonly' : undefined}
            title={field.description ?? field.key}
          >
            {field.label ?? field.key}
            {field.readonly ? ' 🔒' : ''}
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
              style={{ gridTemplateColumns: widths, transform: `translateY(${item.start}px)` }}
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
  );
}

function GridCell(props: {
  sheet: Sheet;
  field: Field;
  record: SheetRecord;
  editing: boolean;
  onStartEdit(): void;
  onStopEdit(): void;
  onEdit: GridProps['onEdit'];
}) {
  const { field, record } = props;
  const cell = record.values[field.key];
  const readonly = isCellReadonly(props.sheet, field, record);
  const errors = errorMessages(cell);
  const others = otherMessages(cell);
  const text = cellText(cell?.value);
  const classes = ['grid-cell'];
  if (errors.length > 0) classes.push('error');
  if (readonly) classes.push('readonly');
  const title = [...errors, ...others].join('\n') || undefined;

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
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard reaches each cell to edit it.
      tabIndex={0}
      title={readonly ? `${title ? `${title}\n` : ''}Readonly` : title}
      onDblClick={() => !readonly && props.onStartEdit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !readonly) props.onStartEdit();
      }}
    >
      <span class="cell-value">{text}</span>
      {errors.length > 0 && <span class="cell-messages">{errors.join('; ')}</span>}
    </span>
  );
}

function CellEditor(props: {
  field: Field;
  initial: string;
  onDone(value: unknown | undefined): void;
}) {
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const finished = useRef(false);
  useEffect(() => ref.current?.focus(), []);
  const choices = enumChoices(props.field);
  const finish = (save: boolean) => {
    // Enter, then the blur of the removed input: one write only.
    if (finished.current) return;
    finished.current = true;
    const input = ref.current;
    props.onDone(save && input ? parseInput(props.field, input.value) : undefined);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') finish(true);
    if (event.key === 'Escape') finish(false);
  };
  if (choices || props.field.type === 'boolean') {
    const list = choices ?? [
      { value: 'true', label: 'true' },
      { value: 'false', label: 'false' },
    ];
    return (
      <select
        ref={ref}
        aria-label={`Edit ${props.field.label ?? props.field.key}`}
        value={props.initial}
        onChange={() => finish(true)}
        onBlur={() => finish(false)}
        onKeyDown={onKeyDown}
      >
        <option value="" />
        {list.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  const label = `Edit ${props.field.label ?? props.field.key}`;
  return props.field.type === 'number' ? (
    <input
      ref={ref}
      aria-label={label}
      type="number"
      value={props.initial}
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
    />
  ) : (
    <input
      ref={ref}
      aria-label={label}
      type="text"
      value={props.initial}
      onBlur={() => finish(true)}
      onKeyDown={onKeyDown}
    />
  );
}
