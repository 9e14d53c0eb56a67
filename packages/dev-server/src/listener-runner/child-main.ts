/**
 * The `--listener` child process, start to end: track the files the program loads, install the
 * listen handover, wait (warm) for the runner's `go`, import the user's module, run what it is —
 * a `Listener` of @importkit/listener (exported, started with `listen()`, or both: run once) or a
 * hosted listener program — and keep the runner told (IPC) of the files, of the last event
 * received, and of being ready. A module that fails to load, or is no listener, is described on
 * stderr and ends the child with {@link MODULE_PROBLEM_EXIT_CODE}; the dev server keeps running.
 * @module
 */
import { pathToFileURL } from 'node:url';
import { dropKeepAliveHeader } from './child-fetch-keep-alive';
import {
  HostedListenerMissingError,
  isHostedListener,
  isHostedProgram,
  listenerForProgram,
  runHostedListener,
} from './child-hosted-program';
import {
  installListenHandover,
  isImportkitListener,
  type ListenHandover,
  runningImportkitListener,
} from './child-importkit-listener';
import { sendToRunner, waitForGo } from './child-ipc';
import { trackLoadedFiles } from './child-loaded-files';
import { type ChildSettings, MODULE_PROBLEM_EXIT_CODE, readChildSettings } from './child-protocol';
import { createRunReporter, type RunReporter } from './child-run-reports';
import { defaultExportOf, kindOf, type RunningListener } from './child-running-listener';

const CURSOR_INTERVAL_MS = 100;

/** A module that cannot run as a listener; its message says what to change. */
class ModuleProblem extends Error {}

/** What the child runs with once told to go. */
type RunSettings = ChildSettings & { after: string | undefined };

export async function runListenerChild(): Promise<void> {
  // The runner stops the child by signal; without its IPC channel (the runner died) it stops too.
  process.once('disconnect', () => process.exit(0));
  const files = trackLoadedFiles();
  const sendFiles = async (complete: boolean) => {
    const { paths, packages } = files.takeNew();
    const any = paths.length + packages.imported.length + packages.required.length > 0;
    if (any || complete) await sendToRunner({ type: 'files', paths, packages, complete });
  };
  // Before the module loads: a hosted program's `@flatfile/api` calls go through `fetch`.
  dropKeepAliveHeader();
  const { after } = await waitForGo();
  const settings: RunSettings = { ...readChildSettings(process.env), after };
  const reporter = createRunReporter(settings);
  const handover = installListenHandover(settings, reporter);

  let running: RunningListener;
  try {
    const imported = (await import(pathToFileURL(settings.modulePath).href)) as Record<
      string,
      unknown
    >;
    void sendFiles(true);
    running = await startWhatItExports(imported, settings, handover, reporter);
  } catch (error) {
    files.noteMissing(error);
    console.error(describeLoadFailure(error, settings.modulePath));
    // The files first: the runner must watch the broken one to start again once it is fixed.
    await sendFiles(false);
    process.exit(MODULE_PROBLEM_EXIT_CODE);
  }

  void sendToRunner({ type: 'ready', kind: running.kind });
  let told: string | undefined;
  const tell = async () => {
    const sent = [sendFiles(false)];
    const lastEventId = running.lastEventId();
    if (lastEventId !== undefined && lastEventId !== told) {
      told = lastEventId;
      sent.push(sendToRunner({ type: 'cursor', lastEventId }));
    }
    await Promise.all(sent);
  };
  const ticker = setInterval(() => void tell(), CURSOR_INTERVAL_MS);
  process.once('SIGTERM', async () => {
    clearInterval(ticker);
    await running.close();
    // Where the next child resumes must reach the runner before this one exits.
    await Promise.all([tell(), reporter.flush()]);
    process.exit(0);
  });
  running.done.then(
    () => undefined,
    (error: unknown) => {
      console.error(`importkit-dev: the listener stopped: ${(error as Error)?.message ?? error}`);
      process.exit(1);
    },
  );
}

async function startWhatItExports(
  imported: Record<string, unknown>,
  settings: RunSettings,
  handover: ListenHandover,
  reporter: RunReporter,
): Promise<RunningListener> {
  const recognised = (value: unknown) =>
    isImportkitListener(value) || isHostedListener(value) || isHostedProgram(value);
  const exported = defaultExportOf(imported, recognised);
  const listening = handover.listening();
  if (listening !== undefined) {
    if (exported !== undefined && exported !== listening.listener) {
      throw new ModuleProblem(
        `${settings.modulePath} calls listen() on one Listener and exports another as its default: export the one that listens (or none)`,
      );
    }
    return runningImportkitListener(await listening.handle);
  }
  if (isImportkitListener(exported)) {
    return runningImportkitListener(await handover.start(exported));
  }
  if (isHostedListener(exported)) return runHostedListener(exported, settings, reporter);
  if (isHostedProgram(exported)) {
    const listener = await listenerForProgram(exported, settings.modulePath);
    return runHostedListener(listener, settings, reporter);
  }
  throw new ModuleProblem(
    `${settings.modulePath} must export default a Listener of @importkit/listener (or call listen() on one), or be a hosted listener program: export default function (listener) { … } or a FlatfileListener. Its default export is ${kindOf(exported)}.`,
  );
}

/** What went wrong, said once: a compile error as the compiler words it, anything else with its stack. */
function describeLoadFailure(error: unknown, modulePath: string): string {
  if (error instanceof ModuleProblem || error instanceof HostedListenerMissingError) {
    return `importkit-dev: ${error.message}`;
  }
  const thrown = error as { name?: string; message?: string; stack?: string; code?: string };
  if (thrown?.name === 'TransformError') {
    return `importkit-dev: ${modulePath} does not compile:\n${thrown.message}`;
  }
  // ES modules and CommonJS word a missing package differently.
  const missingPackage =
    thrown?.code === 'ERR_MODULE_NOT_FOUND' || thrown?.code === 'MODULE_NOT_FOUND';
  const hint =
    missingPackage && /'@flatfile\/listener'/.test(thrown?.message ?? '')
      ? '\nimportkit-dev: the program imports @flatfile/listener, which your project must install: npm install @flatfile/listener'
      : '';
  return `importkit-dev: ${modulePath} could not be loaded:\n${thrown?.stack ?? String(error)}${hint}`;
}
