/**
 * A space draft set beside its source, item by item: each draft workbook, sheet, guidance and
 * document with its counterpart (see draft-ledger.ts), and each counterpart whose draft item is
 * gone. Items are compared by their configuration as a user gives it (never ids, timestamps or
 * counts), with the draft's own ids read as their source's. Both the merge preview and the merge
 * read these pairs, so the preview says exactly what the merge does.
 * @module
 */
import type { ResourceDefinition, ResourceEntity } from '../resources/resource-definition';
import { documents } from '../resources/resource-table';
import { defined, sheetsOf } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { SheetConfig, SheetEntity, SpaceEntity, WorkbookEntity } from '../store/entities';
import type { StoredSpaceDraft } from './draft-ledger';
import { guidance } from './guidance';

/** What a space's configuration is made of (what a draft copies, compares and merges). */
export const SPACE_CONFIG_KEYS = [
  'name',
  'appId',
  'namespace',
  'labels',
  'metadata',
  'primaryWorkbookId',
  'displayOrder',
  'guestAuthentication',
  'spaceConfigId',
  'settings',
  'actions',
  'access',
  'translationsPath',
  'languageOverride',
] as const;

/** What a workbook's configuration is made of, its sheets aside. */
export const WORKBOOK_CONFIG_KEYS = [
  'name',
  'namespace',
  'labels',
  'actions',
  'settings',
  'metadata',
  'treatments',
  'access',
  'storageStrategy',
  'folder',
] as const;

/** An item of the draft with its counterpart; one of the two may be missing. */
export interface Pair<T> {
  source?: T;
  draft?: T;
}

/** The space resources a draft carries, beside workbooks and sheets. */
export const DRAFTED_RESOURCES: Record<'guidance' | 'document', ResourceDefinition> = {
  guidance,
  document: documents,
};

export interface DraftPairs {
  workbooks: Pair<WorkbookEntity>[];
  sheets: Pair<SheetEntity>[];
  resources: Record<keyof typeof DRAFTED_RESOURCES, Pair<ResourceEntity>[]>;
}

function pick<T extends object>(entity: T, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) picked[key] = (entity as Record<string, unknown>)[key];
  return defined(picked);
}

/** Reads a draft id as its source's (ids of neither side stay as they are). */
export function sourceIdOf(counterparts: Record<string, string>) {
  return (id: string) => counterparts[id] ?? id;
}

/** A space's configuration, its primary workbook named by `sourceId` (identity by default). */
export function spaceConfigOf(
  space: SpaceEntity,
  sourceId: (id: string) => string = (id) => id,
): Record<string, unknown> {
  const config = pick(space, SPACE_CONFIG_KEYS);
  if (typeof config.primaryWorkbookId === 'string') {
    config.primaryWorkbookId = sourceId(config.primaryWorkbookId);
  }
  return config;
}

/**
 * A workbook's configuration, its sheets aside; the sheets its sidebar order names are named by
 * `sheetId` (identity by default).
 */
export function workbookConfigOf(
  workbook: WorkbookEntity,
  sheetId: (id: string) => string = (id) => id,
): Record<string, unknown> {
  const config = pick(workbook, WORKBOOK_CONFIG_KEYS);
  const order = workbook.settings?.sheetSidebarOrder;
  if (Array.isArray(order)) {
    config.settings = { ...workbook.settings, sheetSidebarOrder: order.map(sheetId) };
  }
  return config;
}

/** A sheet's whole configuration, as a workbook create or update takes it. */
export function sheetConfigOf(sheet: SheetEntity): SheetConfig {
  return defined({ ...sheet.config, name: sheet.name, slug: sheet.slug, metadata: sheet.metadata });
}

/** A space resource's fields a user gives (what its definition does not own). */
export function resourceConfigOf(
  definition: ResourceDefinition,
  entity: ResourceEntity,
): Record<string, unknown> {
  const owned = new Set(definition.serverOwned);
  return defined(Object.fromEntries(Object.entries(entity).filter(([key]) => !owned.has(key))));
}

/** The workbooks of a space. */
export function workbooksOfSpace(runtime: DevRuntime, spaceId: string): WorkbookEntity[] {
  return runtime.store.workbooks.list().filter((workbook) => workbook.spaceId === spaceId);
}

/**
 * Pairs draft items with their counterparts among the source's items. A source item no draft item
 * stands for is listed alone only when the draft knew it (it is in `counterparts`): what was added
 * to the source after the draft was made is not the draft's business.
 */
function pairUp<T extends { id: string }>(
  drafted: T[],
  sources: T[],
  counterparts: Record<string, string>,
): Pair<T>[] {
  const byId = new Map(sources.map((source) => [source.id, source]));
  const known = new Set(Object.values(counterparts));
  const claimed = new Set<string>();
  const pairs: Pair<T>[] = drafted.map((draft) => {
    const sourceId = counterparts[draft.id];
    const source = sourceId === undefined ? undefined : byId.get(sourceId);
    if (source) claimed.add(source.id);
    return source ? { draft, source } : { draft };
  });
  for (const source of sources) {
    if (known.has(source.id) && !claimed.has(source.id)) pairs.push({ source });
  }
  return pairs;
}

function sheetsOfSpace(runtime: DevRuntime, spaceId: string): SheetEntity[] {
  return workbooksOfSpace(runtime, spaceId).flatMap((workbook) => sheetsOf(runtime, workbook.id));
}

function resourcesOfSpace(
  runtime: DevRuntime,
  definition: ResourceDefinition,
  spaceId: string,
): ResourceEntity[] {
  return definition
    .collection(runtime)
    .list()
    .filter((entity) => entity.spaceId === spaceId);
}

/** The draft's items beside the source's. */
export function draftPairs(
  runtime: DevRuntime,
  source: SpaceEntity,
  draft: SpaceEntity,
  ledger: StoredSpaceDraft,
): DraftPairs {
  const { counterparts } = ledger;
  const resources = {} as DraftPairs['resources'];
  for (const [kind, definition] of Object.entries(DRAFTED_RESOURCES)) {
    resources[kind as keyof typeof DRAFTED_RESOURCES] = pairUp(
      resourcesOfSpace(runtime, definition, draft.id),
      resourcesOfSpace(runtime, definition, source.id),
      counterparts,
    );
  }
  return {
    workbooks: pairUp(
      workbooksOfSpace(runtime, draft.id),
      workbooksOfSpace(runtime, source.id),
      counterparts,
    ),
    sheets: pairUp(
      sheetsOfSpace(runtime, draft.id),
      sheetsOfSpace(runtime, source.id),
      counterparts,
    ),
    resources,
  };
}
