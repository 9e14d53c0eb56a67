/**
 * Merging a space draft back into its source (the hosted `mergeDraft`): what
 * draft-merge-preview.ts lists, done through the functions users' requests reach — events and
 * all — and the records through the one write path. A draft can be merged
 * again: its ledger follows what the merge made, so a second merge writes only what changed
 * since.
 * @module
 */
import type { ResourceEntity } from '../resources/resource-definition';
import { createEntity, deleteEntity, updateEntity } from '../resources/resource-handlers';
import { sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetEntity, SpaceEntity, WorkbookEntity } from '../store/entities';
import type { StoredSpaceDraft } from './draft-ledger';
import {
  DRAFTED_RESOURCES,
  draftPairs,
  type Pair,
  resourceConfigOf,
  sheetConfigOf,
  sourceIdOf,
  spaceConfigOf,
  workbookConfigOf,
  workbooksOfSpace,
} from './draft-pairs';
import { applyRecordDiff, noRecordChanges, recordDiff } from './draft-records';
import { sameJson } from './json-patch';
import { removeWorkbooks } from './sheet-lifecycle';
import { changeSpace } from './spaces';
import { applyWorkbookUpdate } from './workbook-update';
import { createWorkbook } from './workbooks';

/** The sidebar order of a source workbook set to the draft's, once every sheet has its counterpart. */
function followSidebarOrder(
  runtime: DevRuntime,
  target: WorkbookEntity,
  draft: WorkbookEntity,
  sourceId: (id: string) => string,
) {
  const wanted = workbookConfigOf(draft, sourceId).settings;
  const current = runtime.store.workbooks.get(target.id);
  if (!current || wanted === undefined || sameJson(current.settings, wanted)) return;
  applyWorkbookUpdate(runtime, current, { settings: wanted as WorkbookEntity['settings'] });
}

/** Whether any sheet of a workbook pair is created, removed or reconfigured by the merge. */
function sheetsChange(sheetPairs: Pair<SheetEntity>[]): boolean {
  return sheetPairs.some(
    ({ source, draft }) =>
      !source || !draft || !sameJson(sheetConfigOf(source), sheetConfigOf(draft)),
  );
}

/** Merges the draft's workbooks and sheets (configurations); the counterparts follow. */
function mergeWorkbooks(
  runtime: DevRuntime,
  source: SpaceEntity,
  pairs: ReturnType<typeof draftPairs>,
  counterparts: Record<string, string>,
) {
  const sourceId = sourceIdOf(counterparts);
  const known = new Set(Object.values(counterparts));
  removeWorkbooks(
    runtime,
    pairs.workbooks.flatMap(({ source: gone, draft }) => (gone && !draft ? [gone] : [])),
  );
  for (const { source: target, draft } of pairs.workbooks) {
    if (!draft) continue;
    const draftSheets = sheetsOf(runtime, draft.id);
    if (!target) {
      const created = createWorkbook(
        runtime,
        {
          ...workbookConfigOf(draft, sourceId),
          name: draft.name,
          spaceId: source.id,
          sheets: draftSheets.map(sheetConfigOf),
        },
        'draft',
      );
      counterparts[draft.id] = created.id;
      sheetsOf(runtime, created.id).forEach((sheet, index) => {
        const drafted = draftSheets[index];
        if (drafted) counterparts[drafted.id] = sheet.id;
      });
      followSidebarOrder(runtime, created, draft, sourceId);
      continue;
    }
    const sheetPairs = pairs.sheets.filter(
      (pair) => pair.draft?.workbookId === draft.id || pair.source?.workbookId === target.id,
    );
    const config = workbookConfigOf(draft, sourceId);
    if (!sheetsChange(sheetPairs) && sameJson(workbookConfigOf(target), config)) continue;
    const liveCounterpart = (sheet: SheetEntity) => {
      const found = runtime.store.sheets.get(counterparts[sheet.id] ?? '');
      return found?.workbookId === target.id ? found : undefined;
    };
    const items = [
      ...draftSheets.map((sheet) => {
        const counterpart = liveCounterpart(sheet);
        return counterpart ? { ...sheetConfigOf(sheet), id: counterpart.id } : sheetConfigOf(sheet);
      }),
      // Sheets added to the source after the draft was made stay as they are.
      ...sheetsOf(runtime, target.id)
        .filter((sheet) => !known.has(sheet.id))
        .map((sheet) => ({ id: sheet.id })),
    ];
    const updated = applyWorkbookUpdate(runtime, target, {
      ...config,
      sheets: items,
    } as Parameters<typeof applyWorkbookUpdate>[2]);
    const merged = sheetsOf(runtime, updated.id);
    for (const sheet of draftSheets) {
      if (liveCounterpart(sheet)) continue;
      const made = merged.find((candidate) => candidate.slug === sheet.slug);
      if (made) counterparts[sheet.id] = made.id;
    }
    followSidebarOrder(runtime, updated, draft, sourceId);
  }
}

/** Merges the records of every draft sheet into its counterpart; returns the record counterparts. */
function mergeRecords(
  runtime: DevRuntime,
  draft: SpaceEntity,
  ledger: StoredSpaceDraft,
  counterparts: Record<string, string>,
): Record<string, Record<string, string>> {
  const recordCounterparts: Record<string, Record<string, string>> = {};
  for (const workbook of workbooksOfSpace(runtime, draft.id)) {
    for (const sheet of sheetsOf(runtime, workbook.id)) {
      const target = runtime.store.sheets.get(counterparts[sheet.id] ?? '');
      const targetWorkbook = target && runtime.store.workbooks.get(target.workbookId);
      if (!target || !targetWorkbook) continue;
      const known = ledger.recordCounterparts[sheet.id] ?? {};
      const diff = recordDiff(runtime, sheet.id, target.id, known);
      recordCounterparts[sheet.id] = noRecordChanges(diff)
        ? diff.kept
        : applyRecordDiff(runtime, targetWorkbook, target, diff);
    }
  }
  return recordCounterparts;
}

/** Merges the draft's guidance and documents; the counterparts follow. */
function mergeResources(
  runtime: DevRuntime,
  source: SpaceEntity,
  pairs: ReturnType<typeof draftPairs>,
  counterparts: Record<string, string>,
) {
  for (const [kind, definition] of Object.entries(DRAFTED_RESOURCES)) {
    const kindPairs: Pair<ResourceEntity>[] = pairs.resources[kind as keyof typeof pairs.resources];
    for (const { source: target, draft } of kindPairs) {
      if (!draft) {
        if (target) deleteEntity(definition, runtime, target);
        continue;
      }
      const config = resourceConfigOf(definition, draft);
      if (!target) {
        const made = createEntity(definition, runtime, {
          params: { spaceId: source.id },
          query: {},
          body: config,
        });
        counterparts[draft.id] = made.id;
      } else if (!sameJson(resourceConfigOf(definition, target), config)) {
        updateEntity(definition, runtime, target, config);
      }
    }
  }
}

/** Whether an item the ledger names still exists. */
function stillThere(runtime: DevRuntime, id: string): boolean {
  return (
    runtime.store.workbooks.get(id) !== undefined ||
    runtime.store.sheets.get(id) !== undefined ||
    Object.values(DRAFTED_RESOURCES).some((definition) => definition.collection(runtime).get(id))
  );
}

/** Writes the draft back into its source; returns the ledger entry after the merge. */
export function mergeSpaceDraft(
  runtime: DevRuntime,
  source: SpaceEntity,
  draft: SpaceEntity,
  ledger: StoredSpaceDraft,
): StoredSpaceDraft {
  const pairs = draftPairs(runtime, source, draft, ledger);
  const counterparts = { ...ledger.counterparts };
  mergeWorkbooks(runtime, source, pairs, counterparts);
  const recordCounterparts = mergeRecords(runtime, draft, ledger, counterparts);
  mergeResources(runtime, source, pairs, counterparts);
  const wanted = spaceConfigOf(draft, sourceIdOf(counterparts));
  const current = runtime.store.spaces.get(source.id) ?? source;
  if (!sameJson(spaceConfigOf(current), wanted)) changeSpace(runtime, current, wanted);
  const now = runtime.now();
  return {
    ...ledger,
    counterparts: Object.fromEntries(
      Object.entries(counterparts).filter(
        ([draftId, sourceId]) => stillThere(runtime, draftId) && stillThere(runtime, sourceId),
      ),
    ),
    recordCounterparts,
    mergedAt: now,
    updatedAt: now,
  };
}
