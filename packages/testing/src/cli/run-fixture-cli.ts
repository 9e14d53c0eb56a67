/**
 * The `importkit-fixture` command: reads its flags, saves the fixture, and says what it wrote.
 * @module
 */
import { parseArgs } from 'node:util';
import { type EventWindow, type FixtureSource, saveFixture } from '../fixtures/save-fixture';

const USAGE = `Usage: importkit-fixture --workbook <id> --out <file> [options]

Saves a workbook (every record, with its cells' messages) and, with --events, the events that
concern it into a fixture file that env.loadFixture(file) loads in a test.

  --url <url>         the dev server (default IMPORTKIT_API_URL)
  --api-key <key>     its API key (default IMPORTKIT_API_KEY)
  --data <dir>        a --data directory instead of a running server (left unchanged)
  --events            keep the events of the workbook and its sheets
  --topics <globs>    only these topics, comma-separated (records:*,job:*)
  --after <eventId>   only events after this one
  --since <time>      only events created at or after this ISO time
  --until <time>      only events created at or before this ISO time`;

/** Runs the command; resolves with the exit code (0, 1 on failure, 2 on bad flags). */
export async function runFixtureCli(
  argv: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  print: (line: string) => void = console.log,
  printError: (line: string) => void = console.error,
): Promise<number> {
  let values: ReturnType<typeof parse>['values'];
  try {
    ({ values } = parse(argv));
  } catch (error) {
    printError(`importkit-fixture: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    print(USAGE);
    return 0;
  }
  const url = values.url ?? env.IMPORTKIT_API_URL;
  const apiKey = values['api-key'] ?? env.IMPORTKIT_API_KEY;
  const from: FixtureSource | undefined = values.data
    ? { dataDir: values.data }
    : url && apiKey
      ? { url, apiKey }
      : undefined;
  if (!values.workbook || !values.out || !from) {
    printError(
      `importkit-fixture: --workbook, --out and a source (--url and --api-key, or --data) are required\n\n${USAGE}`,
    );
    return 2;
  }
  const keepsEvents =
    values.events || values.topics || values.after || values.since || values.until;
  const events: EventWindow | undefined = keepsEvents
    ? {
        after: values.after,
        since: values.since,
        until: values.until,
        topics: values.topics?.split(',').map((topic) => topic.trim()),
      }
    : undefined;
  try {
    const fixture = await saveFixture({
      from,
      workbookId: values.workbook,
      events,
      file: values.out,
    });
    const records = fixture.workbook.sheets.reduce((sum, sheet) => sum + sheet.records.length, 0);
    const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    const { sheets } = fixture.workbook;
    print(
      `Saved workbook ${fixture.workbook.id} (${count(sheets.length, 'sheet')}, ${count(records, 'record')}, ${count(fixture.events.length, 'event')}) to ${values.out}`,
    );
    return 0;
  } catch (error) {
    printError(`importkit-fixture: ${(error as Error).message}`);
    return 1;
  }
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      workbook: { type: 'string' },
      out: { type: 'string' },
      url: { type: 'string' },
      'api-key': { type: 'string' },
      data: { type: 'string' },
      events: { type: 'boolean' },
      topics: { type: 'string' },
      after: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
}
