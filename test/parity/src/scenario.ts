/**
 * What a scenario is: one call of one client operation with realistic arguments, on the shared
 * world or on prerequisites it creates for itself. The types tie each resource's scenarios to the
 * client's own methods, so a scenario for a method the client lacks does not compile; the run-time
 * coverage check catches the reverse, a client method without a scenario.
 * @module
 */
import type { FlatfileClient } from '@flatfile/api/Client.js';
import type { PlainApi } from './plain-api.ts';
import type { World } from './world.ts';

/** An unrecorded client and plain HTTP, for a scenario's own prerequisites. */
export interface Setup {
  /** The published client as users run it (lenient: it skips its response validation). */
  client: FlatfileClient;
  /** Plain HTTP to the dev server's `/v1`, for what the client cannot create there. */
  api: PlainApi;
}

export interface ScenarioContext {
  /** The recorded client: its one request is the operation under test, and nothing else. */
  client: FlatfileClient;
  world: World;
  setup: Setup;
}

/** Calls one operation through `context.client`; what it answers is judged by the harness. */
export type Scenario = (context: ScenarioContext) => Promise<unknown>;

/** The client's resource names (its public getters). */
export type ResourceName = keyof FlatfileClient;

/** One scenario per public method of the resource, no more and no fewer. */
export type ResourceScenarios<R extends ResourceName> = {
  readonly [M in keyof FlatfileClient[R]]: Scenario;
};

/** Every resource's scenarios, keyed by the client's getter. */
export type AllScenarios = { readonly [R in ResourceName]: ResourceScenarios<R> };

/**
 * Tries the published client first and falls back to plain HTTP when the dev server refuses it,
 * so a prerequisite exists whichever of the two the server serves today.
 */
export async function viaClientOrApi<T>(
  viaClient: () => Promise<T>,
  viaApi: () => Promise<T>,
): Promise<T> {
  try {
    return await viaClient();
  } catch {
    return await viaApi();
  }
}

/**
 * The id a prerequisite got, or a well-formed id of nothing when the dev server cannot create it
 * at all: the operation is still called, and the table shows how it answers.
 */
export async function idOrPlaceholder(
  create: () => Promise<string>,
  placeholder: string,
): Promise<string> {
  try {
    return await create();
  } catch {
    return placeholder;
  }
}
