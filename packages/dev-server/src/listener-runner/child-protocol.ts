/**
 * What the `--listener` runner and its child process agree on: the environment the child starts
 * with, the messages each sends the other over IPC, and the exit code of a module the child could
 * not run. Both sides import this file; nothing else does.
 * @module
 */

/** The environment variables the child reads (the `IMPORTKIT_API_*` ones are also read by `listen()`). */
export const CHILD_ENV = {
  module: 'IMPORTKIT_LISTENER_MODULE',
  url: 'IMPORTKIT_API_URL',
  apiKey: 'IMPORTKIT_API_KEY',
  environmentId: 'IMPORTKIT_ENVIRONMENT_ID',
} as const;

/**
 * What a program written for the hosted service reads: `@flatfile/api` builds its base URL from
 * `FLATFILE_API_URL` (plus `/v1`), `@flatfile/listener`'s events from `AGENT_INTERNAL_URL`, both
 * authenticate with `FLATFILE_BEARER_TOKEN`.
 */
export const HOSTED_ENV = {
  apiUrl: 'FLATFILE_API_URL',
  internalUrl: 'AGENT_INTERNAL_URL',
  token: 'FLATFILE_BEARER_TOKEN',
  environmentId: 'FLATFILE_ENVIRONMENT_ID',
} as const;

/** The exit code of a child whose module failed to load or is not a listener it can run. */
export const MODULE_PROBLEM_EXIT_CODE = 78;

/** The modules of installed packages a program loaded: a spare child loads them before it is needed. */
export interface PackageModules {
  /** ES modules, by URL. */
  imported: string[];
  /** CommonJS modules, by path. */
  required: string[];
}

/** What the runner tells the child. */
export type RunnerMessage =
  /** Load these while waiting (what the previous child's program loaded from `node_modules`). */
  | { type: 'warm'; modules: PackageModules }
  /** Run the module now, resuming after this event. */
  | { type: 'go'; after: string | undefined };

/** What the child tells the runner. */
export type ChildMessage =
  /** Started and waiting for `go` (a spare, ready for the next restart). */
  | { type: 'waiting' }
  /** Subscribed: events from now on reach the handlers. */
  | { type: 'ready'; kind: 'importkit' | 'hosted' }
  /** The last event received, where a restarted child resumes. */
  | { type: 'cursor'; lastEventId: string }
  /**
   * Files the program loaded (never inside `node_modules`): a change to any restarts it; and the
   * modules it loaded from `node_modules`, for the next spare to load in advance.
   */
  | { type: 'files'; paths: string[]; packages: PackageModules; complete: boolean };

/** The settings the child runs with. */
export interface ChildSettings {
  modulePath: string;
  url: string;
  apiKey: string;
  environmentId: string;
  /** Variables the child gets unless the runner's own environment sets them (`WEBHOOK_SITE_URL`). */
  defaultEnv?: Record<string, string>;
}

/** The child's environment: the runner's own, plus where the dev server is, for both kinds of program. */
export function childEnvironment(
  settings: ChildSettings,
  base: NodeJS.ProcessEnv,
): NodeJS.ProcessEnv {
  return {
    ...settings.defaultEnv,
    ...base,
    [CHILD_ENV.module]: settings.modulePath,
    [CHILD_ENV.url]: settings.url,
    [CHILD_ENV.apiKey]: settings.apiKey,
    [CHILD_ENV.environmentId]: settings.environmentId,
    [HOSTED_ENV.apiUrl]: settings.url,
    [HOSTED_ENV.internalUrl]: settings.url,
    [HOSTED_ENV.token]: settings.apiKey,
    [HOSTED_ENV.environmentId]: settings.environmentId,
  };
}

/** The child's settings, read back from its environment. */
export function readChildSettings(env: NodeJS.ProcessEnv): ChildSettings {
  const value = (name: string) => {
    const found = env[name];
    if (!found) throw new Error(`importkit-dev: the listener child needs ${name}`);
    return found;
  };
  return {
    modulePath: value(CHILD_ENV.module),
    url: value(CHILD_ENV.url),
    apiKey: value(CHILD_ENV.apiKey),
    environmentId: value(CHILD_ENV.environmentId),
  };
}
