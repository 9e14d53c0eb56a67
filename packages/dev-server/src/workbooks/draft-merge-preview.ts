/**
 * The preview of a space draft's merge (the hosted `getSpaceDraft`): per kind (space, workbook,
 * sheet, guidance, document), an operation for each item the merge creates, updates or deletes,
 * with the JSON Patch that turns the source's configuration into the draft's; a sheet's patch
 * also lists its records under `/records`. The draft's actions and agents are not drafted (those
 * lists are always empty).
 * @module
 */
import type { Schema } from '../contract/wire-types';
import type { DevRuntime } from '../runtime/runtime';
import type { SpaceEntity } from '../store/entities';
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
} from './draft-pairs';
import { recordDiff, recordPatch } from './draft-records';
import { type JsonPatchOperation, jsonDiff } from './json-patch';

type MergeOperation = Schema<'SpaceDraftMergeOperation'>;
type MergeOperations = Schema<'SpaceDraftMergeOperations'>;

/** The operation a pair makes (none when nothing differs); `more` adds to an update's patch. */
function operationOf<T extends { id: string }>(
  pair: Pair<T>,
  config: (item: T) => unknown,
  more: JsonPatchOperation[] = [],
): MergeOperation[] {
  const { source, draft } = pair;
  if (draft && !source) {
    return [
      { action: 'create', mergeId: draft.id, jsonPatch: [...jsonDiff({}, config(draft)), ...more] },
    ];
  }
  if (source && !draft) return [{ action: 'delete', id: source.id }];
  if (!source || !draft) return [];
  const jsonPatch = [...jsonDiff(config(source), config(draft)), ...more];
  return jsonPatch.length === 0
    ? []
    : [{ action: 'update', id: source.id, mergeId: draft.id, jsonPatch }];
}

/** What merging the draft would change, kind by kind. */
export function draftMergeOperations(
  runtime: DevRuntime,
  source: SpaceEntity,
  draft: SpaceEntity,
  ledger: StoredSpaceDraft,
): MergeOperations {
  const pairs = draftPairs(runtime, source, draft, ledger);
  const sourceId = sourceIdOf(ledger.counterparts);
  const translated = (item: { id: string }, side: { id: string } | undefined) =>
    item === side ? sourceId : undefined;
  const resourceOperations = (kind: keyof typeof DRAFTED_RESOURCES) =>
    pairs.resources[kind].flatMap((pair) =>
      operationOf(pair, (entity) => resourceConfigOf(DRAFTED_RESOURCES[kind], entity)),
    );
  return {
    space: operationOf({ source, draft }, (space) =>
      spaceConfigOf(space, translated(space, draft)),
    ),
    workbook: pairs.workbooks.flatMap((pair) =>
      operationOf(pair, (workbook) => workbookConfigOf(workbook, translated(workbook, pair.draft))),
    ),
    sheet: pairs.sheets.flatMap((pair) => {
      if (!pair.draft) return operationOf(pair, sheetConfigOf);
      const records = recordDiff(
        runtime,
        pair.draft.id,
        pair.source?.id,
        ledger.recordCounterparts[pair.draft.id] ?? {},
      );
      return operationOf(pair, sheetConfigOf, recordPatch(records));
    }),
    guidance: resourceOperations('guidance'),
    document: resourceOperations('document'),
    action: [],
    agent: [],
  };
}
