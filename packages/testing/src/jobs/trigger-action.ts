/**
 * Presses an action as the dev console (and the hosted UI) does: finds the workbook's or sheet's
 * action by operation, refuses when its button would be disabled, and creates the job with the
 * action's operation, source, mode and the selected records as `subject`.
 * @module
 */
import { type Action, type ImportkitClient, type Job, unwrap } from '@importkit/api';

/** What to press: a workbook's action, or a sheet's. */
export type ActionTarget =
  | { readonly workbookId: string; readonly sheetId?: undefined }
  | { readonly sheetId: string; readonly workbookId?: undefined };

/** Options of `env.trigger()`. */
export interface TriggerOptions {
  /** The selected records' ids (sent as the job's `subject`). */
  readonly selection?: readonly string[];
}

/**
 * An action whose button is disabled: the console would not let a user press it.
 *
 * @example
 * await expect(env.trigger('workbook:submit', { workbookId })).rejects.toThrow(ActionDisabledError);
 */
export class ActionDisabledError extends Error {
  constructor(
    readonly job: string,
    readonly reason: string,
  ) {
    super(`importkit/testing: "${job}" cannot be pressed: ${reason}`);
    this.name = 'ActionDisabledError';
  }
}

interface Placed {
  readonly type: 'workbook' | 'sheet';
  readonly source: string;
  readonly actions: readonly Action[];
  /** The sheets whose errors `requireAllValidTotal` counts. */
  readonly sheetIds: readonly string[];
}

async function placeOf(client: ImportkitClient, target: ActionTarget): Promise<Placed> {
  if (target.sheetId !== undefined) {
    const { data } = await unwrap(
      client.GET('/v1/sheets/{sheetId}', { params: { path: { sheetId: target.sheetId } } }),
    );
    const actions = data.config.actions ?? [];
    return { type: 'sheet', source: data.id, actions, sheetIds: [data.id] };
  }
  const { data } = await unwrap(
    client.GET('/v1/workbooks/{workbookId}', {
      params: { path: { workbookId: target.workbookId } },
    }),
  );
  const sheetIds = (data.sheets ?? []).map((sheet) => sheet.id);
  return { type: 'workbook', source: data.id, actions: data.actions ?? [], sheetIds };
}

async function errorCount(client: ImportkitClient, sheetIds: readonly string[]) {
  let errors = 0;
  for (const sheetId of sheetIds) {
    const { data } = await unwrap(
      client.GET('/v1/sheets/{sheetId}/counts', { params: { path: { sheetId } } }),
    );
    errors += data.counts.error;
  }
  return errors;
}

async function invalidSelected(client: ImportkitClient, sheetId: string, ids: readonly string[]) {
  const { data } = await unwrap(
    client.GET('/v1/sheets/{sheetId}/records', {
      params: { path: { sheetId }, query: { ids: [...ids], filter: 'error' } },
    }),
  );
  return data.records.length;
}

/** Why the console would disable the action's button (its wording), or `undefined`. */
async function disabledReason(
  client: ImportkitClient,
  placed: Placed,
  action: Action,
  selection: readonly string[],
): Promise<string | undefined> {
  if (action.requireSelection && selection.length === 0) {
    return 'Select at least one record first.';
  }
  if (action.requireAllValid && selection.length > 0 && placed.type === 'sheet') {
    const invalid = await invalidSelected(client, placed.source, selection);
    if (invalid > 0) {
      const rows = invalid === 1 ? '1 selected record has' : `${invalid} selected records have`;
      return `${rows} errors; fix them or unselect them first.`;
    }
  }
  if (action.requireAllValidTotal) {
    const errors = await errorCount(client, placed.sheetIds);
    if (errors > 0) {
      return `${errors} record${errors === 1 ? ' has' : 's have'} errors; every record must be valid first.`;
    }
  }
  return undefined;
}

/**
 * Presses the action that makes `job` (`workbook:submit`, `sheet:validate`) on the target and
 * returns the job created. Throws when the target has no such action, or its button is disabled
 * ({@link ActionDisabledError}).
 *
 * @example
 * const job = await pressAction(client, 'workbook:submit', { workbookId });
 */
export async function pressAction(
  client: ImportkitClient,
  job: string,
  target: ActionTarget,
  options: TriggerOptions = {},
): Promise<Job> {
  const [domain, operation] = job.split(':');
  const placed = await placeOf(client, target);
  if (domain !== placed.type || !operation) {
    throw new TypeError(
      `importkit/testing: "${job}" is not a ${placed.type} job; a ${placed.type} action makes "${placed.type}:<operation>"`,
    );
  }
  const action = placed.actions.find((candidate) => {
    return (candidate.operation ?? candidate.label) === operation;
  });
  if (!action) {
    const known = placed.actions.map((a) => a.operation ?? a.label).join(', ') || 'none';
    throw new Error(
      `importkit/testing: ${placed.type} ${placed.source} has no action "${operation}" (its actions: ${known})`,
    );
  }
  const selection = options.selection ?? [];
  const reason = await disabledReason(client, placed, action, selection);
  if (reason) throw new ActionDisabledError(job, reason);
  const sheetId = placed.type === 'sheet' ? placed.source : undefined;
  const { data } = await unwrap(
    client.POST('/v1/jobs', {
      body: {
        type: placed.type,
        operation,
        source: placed.source,
        ...(action.mode ? { mode: action.mode } : {}),
        ...(selection.length > 0
          ? {
              subject: {
                type: 'collection',
                resource: 'records',
                params: { sheetId },
                query: { ids: [...selection] },
              },
            }
          : {}),
      },
    }),
  );
  return data;
}
