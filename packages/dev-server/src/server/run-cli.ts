/**
 * The `importkit-dev` command: parse the flags, start the server, print how to reach it, and stop
 * cleanly on SIGINT/SIGTERM.
 * @module
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type ListenerRunner, runListener } from '../listener-runner/listener-runner';
import {
  apiKeyProblem,
  DevServerOptionsError,
  MAX_JOB_LEASE_MS,
  MIN_JOB_LEASE_MS,
  parsePort,
} from './server-options';
import { type DevServer, startDevServer } from './start-dev-server';
import { describeState } from './state-summary';
import { version } from './version';
import { webhookEndpointsOf } from './webhook-flags';
import type { WebhookInboxOptions } from './webhook-inbox-options';

export const USAGE = `Usage: importkit-dev [--port 8787] [--host 127.0.0.1] [--api-key KEY] [--manual-clock] [--job-lease-ms MS] [--retention-days DAYS]
                    [--data DIR] [--seed FILE] [--listener MODULE] [--allowed-host NAME]
                    [--webhook NAME=ANSWERS]

Runs the importkit service locally, in memory.

Options:
  --port PORT      port to listen on (0 picks a free one; default 8787)
  --host HOST      interface to listen on (default 127.0.0.1)
  --api-key KEY    the API key clients must send (default: the one kept in --data, else
                   sk_dev_importkit_local; the default environment's id is the same at every start)
  --manual-clock   timed rules wait for POST /_dev/clock/advance instead of the wall clock
  --job-lease-ms MS  how long a job claim lasts without a report, 1000 to 86400000 (default 300000)
  --data DIR       keep the state (records, jobs, files, events, clock) in DIR across restarts
  --seed FILE      create the spaces, workbooks and records of a blueprint (JSON) at start
                   (skipped when --data already holds state)
  --listener MODULE  run this listener (.ts or .js) against the server, restarting it when you
                   save it or a file it loads: a module that builds a Listener and calls
                   listen() or exports it, or a hosted project's listener program, unchanged
                   (npx importkit-dev --listener ./index.ts; your project brings @flatfile/listener)
  --retention-days DAYS  days until spaces, workbooks and files expire, 1 to 36500 (default 365)
  --allowed-host NAME  also answer requests addressed to NAME (repeatable); any other Host is
                   refused, so no web page reaches the server by DNS rebinding
  --webhook NAME=ANSWERS  how the inbox endpoint <url>/_dev/webhooks/NAME answers (repeatable):
                   answers separated by commas, the last repeating: accept, 429[:SECONDS],
                   STATUS (500, 503, 404, ...), slow:MS, cut, cut:before-answer, silent,
                   reject:FIELD~PATTERN (rejects records whose FIELD does not match PATTERN)
                   e.g. --webhook crm=503,accept. Every endpoint accepts until told otherwise;
                   WEBHOOK_SECRET, when set, is the secret the default endpoint verifies with
  -v, --version    print the version
  -h, --help       show this help
`;

/** Where the command writes. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The outcome of parsing the flags: options to start with, or an exit code. */
export type ParsedFlags =
  | {
      kind: 'start';
      port: number;
      host: string;
      apiKey?: string;
      clock?: 'manual';
      jobLeaseMs?: number;
      dataDir?: string;
      seed?: string;
      /** The listener module to run (`--listener`). */
      listener?: string;
      retentionDays?: number;
      allowedHosts?: string[];
      webhookInbox?: WebhookInboxOptions;
    }
  | { kind: 'exit'; code: number };

/**
 * Parses the command line; bad flags (an empty API key or one with whitespace, a port that is not
 * a plain decimal integer from 0 to 65535) print the reason and the usage and mean exit code 2.
 *
 * @example
 * parseFlags(['--port', '0'], io); // { kind: 'start', port: 0, host: '127.0.0.1' }
 */
export function parseFlags(
  argv: string[],
  io: CliIo,
  env: NodeJS.ProcessEnv = process.env,
): ParsedFlags {
  let values: {
    port?: string;
    host?: string;
    'api-key'?: string;
    'manual-clock'?: boolean;
    'job-lease-ms'?: string;
    data?: string;
    seed?: string;
    listener?: string;
    'retention-days'?: string;
    'allowed-host'?: string[];
    webhook?: string[];
    version?: boolean;
    help?: boolean;
  };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        'manual-clock': { type: 'boolean' },
        'job-lease-ms': { type: 'string' },
        data: { type: 'string' },
        seed: { type: 'string' },
        listener: { type: 'string' },
        'retention-days': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        webhook: { type: 'string', multiple: true },
        version: { type: 'boolean', short: 'v' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    io.stderr(`importkit-dev: ${(error as Error).message}\n\n${USAGE}`);
    return { kind: 'exit', code: 2 };
  }
  if (values.help) {
    io.stdout(USAGE);
    return { kind: 'exit', code: 0 };
  }
  if (values.version) {
    io.stdout(`importkit-dev ${version}\n`);
    return { kind: 'exit', code: 0 };
  }
  const port = parsePort(values.port ?? '8787');
  if (port === undefined) {
    io.stderr(
      `importkit-dev: --port must be a plain decimal whole number from 0 to 65535, got "${values.port}"\n\n${USAGE}`,
    );
    return { kind: 'exit', code: 2 };
  }
  const keyProblem = values['api-key'] === undefined ? undefined : apiKeyProblem(values['api-key']);
  if (keyProblem) {
    io.stderr(`importkit-dev: --api-key: ${keyProblem}\n\n${USAGE}`);
    return { kind: 'exit', code: 2 };
  }
  if (values.host === '') {
    io.stderr(`importkit-dev: --host cannot be empty\n\n${USAGE}`);
    return { kind: 'exit', code: 2 };
  }
  const jobLeaseMs =
    values['job-lease-ms'] === undefined ? undefined : Number(values['job-lease-ms']);
  if (
    jobLeaseMs !== undefined &&
    !(
      Number.isInteger(jobLeaseMs) &&
      jobLeaseMs >= MIN_JOB_LEASE_MS &&
      jobLeaseMs <= MAX_JOB_LEASE_MS
    )
  ) {
    io.stderr(
      `importkit-dev: --job-lease-ms must be a whole number from ${MIN_JOB_LEASE_MS} to ${MAX_JOB_LEASE_MS} (1 s to 24 h), got ${values['job-lease-ms']}\n\n${USAGE}`,
    );
    return { kind: 'exit', code: 2 };
  }
  for (const flag of ['data', 'seed', 'listener'] as const) {
    if (values[flag] === '') {
      io.stderr(`importkit-dev: --${flag} cannot be empty\n\n${USAGE}`);
      return { kind: 'exit', code: 2 };
    }
  }
  for (const flag of ['seed', 'listener'] as const) {
    const path = values[flag];
    if (path !== undefined && !existsSync(resolve(path))) {
      io.stderr(`importkit-dev: --${flag}: no such file ${resolve(path)}\n\n${USAGE}`);
      return { kind: 'exit', code: 2 };
    }
  }
  const retention = values['retention-days'];
  const retentionDays = retention === undefined ? undefined : Number(retention);
  if (
    retentionDays !== undefined &&
    !(/^\d+$/.test(retention as string) && retentionDays >= 1 && retentionDays <= 36_500)
  ) {
    io.stderr(
      `importkit-dev: --retention-days must be a whole number from 1 to 36500, got ${retention}\n\n${USAGE}`,
    );
    return { kind: 'exit', code: 2 };
  }
  const webhooks = webhookEndpointsOf(values.webhook ?? [], env);
  if ('problem' in webhooks) {
    io.stderr(`importkit-dev: --webhook: ${webhooks.problem}\n\n${USAGE}`);
    return { kind: 'exit', code: 2 };
  }
  const { endpoints } = webhooks;
  return {
    kind: 'start',
    port,
    host: values.host ?? '127.0.0.1',
    apiKey: values['api-key'],
    ...(values['manual-clock'] ? { clock: 'manual' as const } : {}),
    ...(jobLeaseMs === undefined ? {} : { jobLeaseMs }),
    ...(values.data === undefined ? {} : { dataDir: values.data }),
    ...(values.seed === undefined ? {} : { seed: values.seed }),
    ...(values.listener === undefined ? {} : { listener: values.listener }),
    ...(retentionDays === undefined ? {} : { retentionDays }),
    ...(values['allowed-host'] === undefined ? {} : { allowedHosts: values['allowed-host'] }),
    ...(Object.keys(endpoints).length === 0 ? {} : { webhookInbox: { endpoints } }),
  };
}

function describe(server: DevServer): string {
  const loaded = server.loaded;
  return [
    'importkit dev server is running',
    `  URL:            ${server.url}`,
    `  API key:        ${server.apiKey}`,
    `  Environment id: ${server.environmentId}`,
    `  Console:        ${server.consoleUrl}`,
    `  Webhook inbox:  ${server.webhookUrl} (any name after /_dev/webhooks/ is an endpoint)`,
    ...(loaded === undefined
      ? []
      : [
          `  ${loaded.from === 'data' ? 'Loaded from --data' : 'Seeded from --seed'} ${loaded.path}: ${describeState(loaded.summary)}`,
        ]),
    '',
    'Point a client at it with:',
    `  export IMPORTKIT_API_URL=${server.url}`,
    `  export IMPORTKIT_API_KEY=${server.apiKey}`,
    `  export IMPORTKIT_ENVIRONMENT_ID=${server.environmentId}`,
    '',
    'Press Ctrl+C to stop.',
    '',
  ].join('\n');
}

/**
 * Runs the command until SIGINT/SIGTERM; resolves with the process exit code.
 *
 * @example
 * process.exitCode = await runCli(process.argv.slice(2));
 */
export async function runCli(
  argv: string[],
  io: CliIo = {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
): Promise<number> {
  const flags = parseFlags(argv, io);
  if (flags.kind === 'exit') return flags.code;
  let server: DevServer;
  const { listener, ...serverOptions } = flags;
  try {
    server = await startDevServer({ ...serverOptions, stableCredentials: true });
  } catch (error) {
    io.stderr(`importkit-dev: could not start: ${(error as Error).message}\n`);
    // Options that cannot work are a usage error, like a bad flag; anything else (a port in use)
    // is a failure to run.
    return error instanceof DevServerOptionsError ? 2 : 1;
  }
  io.stdout(describe(server));
  let runner: ListenerRunner | undefined;
  if (listener !== undefined) {
    const ignore = flags.dataDir === undefined ? [] : [flags.dataDir];
    // A listener that sends webhooks with no WEBHOOK_SITE_URL set sends them to the inbox.
    if (!process.env.WEBHOOK_SITE_URL) {
      io.stdout(
        `WEBHOOK_SITE_URL is not set: the listener's webhooks go to ${server.webhookUrl}\n`,
      );
    }
    runner = runListener({
      modulePath: listener,
      server,
      io,
      ignore,
      defaultEnv: { WEBHOOK_SITE_URL: server.webhookUrl },
    });
  }
  return new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      io.stdout(`\nimportkit-dev: ${signal} received, stopping\n`);
      const stopped = runner ? runner.close().catch(() => {}) : Promise.resolve();
      stopped
        .then(() => server.close())
        .then(
          () => resolve(0),
          // A last save that failed is a failure to stop cleanly: the exit code says so.
          (error: Error) => {
            io.stderr(`importkit-dev: stopping failed: ${error.message}\n`);
            resolve(1);
          },
        );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}
