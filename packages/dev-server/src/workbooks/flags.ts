/**
 * A workbook's flags: coloured marks (`slug`, `label`, `colorHex`) its records can carry. Named by
 * slug under the workbook (the hosted client's paths are `/v1/v1/workbooks/…`: it joins its own
 * `/v1` to a base URL that ends in one), answered bare, with `flag:created`, `flag:updated` and
 * `flag:deleted` (payload `{ workbookId, slug, flagId }`, the workbook's context). A new slug
 * moves the flag on every record that carries it; a deleted flag leaves every record. Applying
 * flags to records is the bulk-mutate job (flag-job.ts).
 * @module
 */
import type { Schema } from '../contract/wire-types';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import type { ResourceEntity } from '../resources/resource-definition';
import { workbookContext } from '../runtime/contexts';
import { defined, requireWorkbook } from '../runtime/lookups';
import type { DevRuntime } from '../runtime/runtime';
import type { WorkbookEntity } from '../store/entities';
import { rewriteFlags, wholeWorkbook } from './flag-records';

type Flag = Schema<'FlagResponse'> & { environmentId: string; spaceId: string };

const collection = (runtime: DevRuntime) =>
  runtime.store.collection<Flag & ResourceEntity>('flags');

/** `#0090FF` or `#09F`. */
const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** Refuses a colour that is not a hex colour, naming `key`. */
export function checkColor(color: string | undefined, key: string) {
  if (color !== undefined && !HEX_COLOR.test(color)) {
    throw badRequest(`${key} "${color}" is not a hex colour such as #0090FF`, key);
  }
}

function checkSlug(slug: string, key: string) {
  if (slug.trim() === '') throw badRequest(`${key} is empty: a flag needs a slug`, key);
}

/** The flags of a workbook, in creation order. */
export function flagsOfWorkbook(runtime: DevRuntime, workbookId: string): Flag[] {
  return collection(runtime)
    .list()
    .filter((flag) => flag.workbookId === workbookId);
}

export function findFlag(runtime: DevRuntime, workbookId: string, slug: string): Flag | undefined {
  return flagsOfWorkbook(runtime, workbookId).find((flag) => flag.slug === slug);
}

function requireFlag(runtime: DevRuntime, workbook: WorkbookEntity, slug: string, key: string) {
  const flag = findFlag(runtime, workbook.id, slug);
  if (!flag) throw notFound('Flag', `"${slug}" of workbook ${workbook.id}`, key);
  return flag;
}

/** A flag as answered: the hosted `FlagResponse`. */
function flagView({ environmentId: _environment, spaceId: _space, ...flag }: Flag) {
  return flag;
}

function emitFlag(runtime: DevRuntime, workbook: WorkbookEntity, topic: string, flag: Flag) {
  runtime.events.emit(
    topic,
    { workbookId: workbook.id, slug: flag.slug, flagId: flag.id },
    workbookContext(runtime, workbook),
  );
}

/** Creates a flag of a workbook (`flag:created`); a slug the workbook has is a 409. */
export function createFlag(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  request: Schema<'CreateFlagRequest'>,
  at: string,
): Flag {
  checkSlug(request.slug, `${at}.slug`);
  checkColor(request.colorHex, `${at}.colorHex`);
  if (findFlag(runtime, workbook.id, request.slug)) {
    throw conflict(
      `Flag "${request.slug}" already exists in workbook ${workbook.id}`,
      `${at}.slug`,
    );
  }
  const now = runtime.now();
  const flag: Flag = {
    id: runtime.nextId('us_flg_'),
    slug: request.slug,
    label: request.label,
    colorHex: request.colorHex,
    workbookId: workbook.id,
    environmentId: workbook.environmentId,
    spaceId: workbook.spaceId,
    createdAt: now,
    updatedAt: now,
  };
  collection(runtime).put(flag);
  emitFlag(runtime, workbook, 'flag:created', flag);
  return flag;
}

/**
 * Changes a flag's label, colour or slug (`flag:updated`; nothing changed, no event). A new slug
 * the workbook has is a 409; the records carrying the old one carry the new one.
 */
export function updateFlag(
  runtime: DevRuntime,
  workbook: WorkbookEntity,
  flag: Flag,
  request: Schema<'UpdateFlagRequest'>,
  at: string,
): Flag {
  checkColor(request.colorHex, `${at}.colorHex`);
  const slug = request.newSlug ?? flag.slug;
  if (slug !== flag.slug) {
    checkSlug(slug, `${at}.newSlug`);
    if (findFlag(runtime, workbook.id, slug)) {
      throw conflict(`Flag "${slug}" already exists in workbook ${workbook.id}`, `${at}.newSlug`);
    }
  }
  const updated: Flag = defined({
    ...flag,
    slug,
    label: request.label ?? flag.label,
    colorHex: request.colorHex ?? flag.colorHex,
  });
  if (JSON.stringify(updated) === JSON.stringify(flag)) return flag;
  const stored = { ...updated, updatedAt: runtime.now() };
  collection(runtime).put(stored);
  if (slug !== flag.slug) {
    rewriteFlags(runtime, workbook, wholeWorkbook(runtime, workbook), (flags) =>
      flags.includes(flag.slug)
        ? flags.map((other) => (other === flag.slug ? slug : other))
        : undefined,
    );
  }
  emitFlag(runtime, workbook, 'flag:updated', stored);
  return stored;
}

/** Deletes a flag: it leaves every record first, then `flag:deleted`. */
export function deleteFlag(runtime: DevRuntime, workbook: WorkbookEntity, flag: Flag): void {
  rewriteFlags(runtime, workbook, wholeWorkbook(runtime, workbook), (flags) =>
    flags.includes(flag.slug) ? flags.filter((other) => other !== flag.slug) : undefined,
  );
  collection(runtime).delete(flag.id);
  emitFlag(runtime, workbook, 'flag:deleted', flag);
}

/** Removes the flags of workbooks being deleted (their records go with them). */
export function removeWorkbookFlags(runtime: DevRuntime, workbook: WorkbookEntity): void {
  for (const flag of flagsOfWorkbook(runtime, workbook.id)) {
    collection(runtime).delete(flag.id);
    emitFlag(runtime, workbook, 'flag:deleted', flag);
  }
}

const workbookOf = (runtime: DevRuntime, params: Record<string, string>) =>
  requireWorkbook(runtime, params.workbookId as string, 'workbookId');

export const flagHandlers: HandlerMap = {
  listFlags: ({ params }, runtime) =>
    flagsOfWorkbook(runtime, workbookOf(runtime, params).id).map(flagView),

  createFlag: ({ params, body }, runtime) =>
    flagView(
      createFlag(runtime, workbookOf(runtime, params), body as Schema<'CreateFlagRequest'>, 'body'),
    ),

  getFlag: ({ params }, runtime) =>
    flagView(requireFlag(runtime, workbookOf(runtime, params), params.slug as string, 'slug')),

  updateFlag: ({ params, body }, runtime) => {
    const workbook = workbookOf(runtime, params);
    const flag = requireFlag(runtime, workbook, params.slug as string, 'slug');
    const request = body as Schema<'UpdateFlagRequest'>;
    return flagView(updateFlag(runtime, workbook, flag, request, 'body'));
  },

  deleteFlag: ({ params }, runtime) => {
    const workbook = workbookOf(runtime, params);
    deleteFlag(runtime, workbook, requireFlag(runtime, workbook, params.slug as string, 'slug'));
    return success();
  },
};
