/**
 * One sheet: its actions and its workbook's, the filters (all / valid / error, by field), the
 * search, the record counts, and the grid. Edits write through `PUT /v1/sheets/{id}/records`;
 * the grid reads its pages again when a `records:*` or `sheet:counts-updated` event of this
 * sheet arrives (the webhook's rejections appear this way after a Submit).
 * @module
 */
import { useEffect, useMemo, useReducer, useState } from 'preact/hooks';
import { ActionBar, type PlacedAction } from './action-bar';
import type { Field, Sheet } from './cells';
import { type SheetViewState, useConsole } from './console-context';
import { RecordPages, type SheetRecord } from './record-pages';
import { RecordsGrid } from './records-grid';
import type { Workbook } from './workspace-tree';

/** How many selected rows are checked again after a change (one page of ids). */
const MAX_CHECKED_SELECTION = 100;

const REFRESH_TOPICS = new Set([
  'records:created',
  'records:updated',
  'records:deleted',
  'sheet:counts-updated',
]);

export function SheetView(props: {
  workbook: Workbook;
  sheet: Sheet;
  view: SheetViewState;
  onView(view: SheetViewState): void;
}) {
  const { api, hub, notify } = useConsole();
  const { sheet, workbook, view } = props;
  const [version, bump] = useReducer((value: number) => value + 1, 0);
  const [selected, setSelected] = useState<Map<string, boolean>>(new Map());
  const [searchText, setSearchText] = useState(view.searchValue ?? '');
  const [workbookErrors, setWorkbookErrors] = useState<number | undefined>();
  const [refreshes, countRefresh] = useReducer((value: number) => value + 1, 0);

  const pages = useMemo(
    () =>
      new RecordPages(
        api,
        sheet.id,
        {
          filter: view.filter,
          filterField: view.filterField,
          searchValue: view.searchValue,
          searchField: view.searchField,
        },
        () => bump(undefined),
      ),
    [api, sheet.id, view.filter, view.filterField, view.searchValue, view.searchField],
  );
  useEffect(() => () => pages.dispose(), [pages]);
  useEffect(() => setSelected(new Map()), [sheet.id]);
  useEffect(() => setSearchText(view.searchValue ?? ''), [view.searchValue]);

  // Live: records of this sheet changed, or any sheet of the workbook (for workbook actions).
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = hub.subscribe((event) => {
      if (!REFRESH_TOPICS.has(event.topic)) return;
      if (event.context.workbookId !== workbook.id) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (event.context.sheetId === sheet.id) {
          pages.refresh();
          countRefresh(undefined);
        }
        void countWorkbookErrors();
      }, 100);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [hub, pages, workbook.id, sheet.id]);

  const countWorkbookErrors = async () => {
    try {
      const errors = await Promise.all(
        (workbook.sheets ?? []).map(async (candidate) => {
          const { data } = await api.get<{ data: { counts?: { error: number } } }>(
            `/v1/sheets/${encodeURIComponent(candidate.id)}/records`,
            { query: { pageSize: 1, includeCounts: true } },
          );
          return data.counts?.error ?? 0;
        }),
      );
      setWorkbookErrors(errors.reduce((sum, value) => sum + value, 0));
    } catch {
      setWorkbookErrors(undefined);
    }
  };
  useEffect(() => {
    void countWorkbookErrors();
  }, [workbook.id]);

  // A selected row's validity follows the row when its records change (fixed by an edit, say),
  // also when it is out of view or out of the current filter.
  useEffect(() => {
    const ids = [...selected.keys()].slice(0, MAX_CHECKED_SELECTION);
    if (ids.length === 0 || refreshes === 0) return;
    let current = true;
    api
      .get<{ data: { records: SheetRecord[] } }>(
        `/v1/sheets/${encodeURIComponent(sheet.id)}/records`,
        {
          query: { ids, pageSize: ids.length },
        },
      )
      .then(({ data }) => {
        if (!current) return;
        setSelected((old) => {
          const next = new Map(old);
          for (const record of data.records) {
            if (next.has(record.id)) next.set(record.id, record.valid !== false);
          }
          return next;
        });
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [refreshes]);
  const invalidSelected = [...selected.values()].filter((valid) => !valid).length;

  const fields = sheet.config.fields.filter((field) => !view.hiddenColumns.includes(field.key));
  const counts = pages.counts;
  const actions: PlacedAction[] = [
    ...(workbook.actions ?? []).map((action) => ({
      action,
      type: 'workbook' as const,
      source: workbook.id,
      errorsInScope: workbookErrors,
    })),
    ...(sheet.config.actions ?? []).map((action) => ({
      action,
      type: 'sheet' as const,
      source: sheet.id,
      errorsInScope: counts?.error,
    })),
  ];

  const onEdit = async (record: SheetRecord, field: Field, value: unknown) => {
    try {
      await api.put(`/v1/sheets/${encodeURIComponent(sheet.id)}/records`, {
        body: [{ id: record.id, values: { [field.key]: { value } } }],
      });
      pages.refresh();
    } catch (error) {
      notify(`Could not save ${field.key}: ${(error as Error).message}`);
    }
  };

  return (
    <section class="sheet-view" aria-label={`Sheet ${sheet.name}`}>
      <header class="sheet-header">
        <div>
          <span class="muted">{workbook.name} /</span> <h1>{sheet.name}</h1>
          {sheet.config.readonly && <span class="badge">readonly</span>}
        </div>
        <ActionBar
          actions={actions}
          selectedIds={[...selected.keys()]}
          invalidSelected={invalidSelected}
        />
      </header>
      <div class="sheet-filters">
        <fieldset class="segmented" aria-label="Filter records">
          {(['all', 'valid', 'error'] as const).map((filter) => (
            <button
              type="button"
              key={filter}
              aria-pressed={view.filter === filter}
              data-filter={filter}
              onClick={() => props.onView({ ...view, filter })}
            >
              {filter === 'all' ? 'All' : filter === 'valid' ? 'Valid' : 'Error'}{' '}
              <span class="count" data-count={filter}>
                {counts ? (filter === 'all' ? counts.total : counts[filter]) : '…'}
              </span>
            </button>
          ))}
        </fieldset>
        <label>
          Field
          <select
            value={view.filterField ?? ''}
            onChange={(event) =>
              props.onView({
                ...view,
                filterField: (event.target as HTMLSelectElement).value || undefined,
              })
            }
          >
            <option value="">any field</option>
            {sheet.config.fields.map((field) => (
              <option key={field.key} value={field.key}>
                {field.label ?? field.key}
                {counts?.errorsByField?.[field.key]
                  ? ` (${counts.errorsByField[field.key]} errors)`
                  : ''}
              </option>
            ))}
          </select>
        </label>
        <form
          class="search"
          onSubmit={(event) => {
            event.preventDefault();
            props.onView({ ...view, searchValue: searchText || undefined });
          }}
        >
          <input
            type="search"
            placeholder="Search values"
            aria-label="Search values"
            value={searchText}
            onInput={(event) => setSearchText((event.target as HTMLInputElement).value)}
          />
          <button type="submit">Search</button>
        </form>
        {(view.filter !== 'all' ||
          view.filterField ||
          view.searchValue ||
          view.hiddenColumns.length > 0) && (
          <button type="button" onClick={() => props.onView({ filter: 'all', hiddenColumns: [] })}>
            Clear filters
          </button>
        )}
        <span class="muted" data-testid="row-count">
          {pages.rowCountKnown ? `${pages.rowCount} records` : `${pages.rowCount}+ records`}
          {view.hiddenColumns.length > 0 ? ` · ${view.hiddenColumns.length} columns hidden` : ''}
        </span>
      </div>
      {pages.error && <p class="error-text">{pages.error}</p>}
      <RecordsGrid
        sheet={sheet}
        fields={fields}
        pages={pages}
        version={version}
        selected={new Set(selected.keys())}
        onToggle={(record) =>
          setSelected((old) => {
            const next = new Map(old);
            if (next.has(record.id)) next.delete(record.id);
            else next.set(record.id, record.valid !== false);
            return next;
          })
        }
        onEdit={onEdit}
      />
    </section>
  );
}
