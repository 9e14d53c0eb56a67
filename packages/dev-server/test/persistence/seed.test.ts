/**
 * `seed` (`--seed <file>`): a blueprint's spaces, workbooks, sheets and records (inline or from a
 * CSV next to it) are created at start through the API; a blueprint that cannot be used stops
 * the start with an error naming the file and the JSON path (or CSV row).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents, startTestApi, type TestApi } from '../support/test-api';

let scratch: string;
let api: TestApi | undefined;
beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'importkit-seed-test-'));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
  await rm(scratch, { recursive: true, force: true });
});

const fields = [
  { key: 'email', type: 'string', constraints: [{ type: 'required' }] },
  { key: 'name', type: 'string' },
];

function blueprint(records: unknown) {
  return {
    spaces: [
      {
        name: 'Imports',
        workbooks: [
          {
            name: 'Contacts import',
            sheets: [{ name: 'Contacts', slug: 'contacts', fields, records }],
            actions: [{ operation: 'submit', mode: 'foreground', label: 'Submit' }],
          },
        ],
      },
    ],
  };
}

async function writeBlueprint(content: unknown, name = 'seed.json'): Promise<string> {
  const path = join(scratch, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

async function seededRecords(server: TestApi) {
  const [space] = (await server.ok('GET', '/v1/spaces')).data;
  const [listed] = (await server.ok('GET', '/v1/workbooks', { query: { spaceId: space.id } })).data;
  const workbook = (await server.ok('GET', `/v1/workbooks/${listed.id}`)).data;
  const sheet = workbook.sheets[0];
  const page = await server.ok('GET', `/v1/sheets/${sheet.id}/records`);
  return { space, workbook, sheet, records: page.data.records };
}

describe('seed', () => {
  it('creates spaces, workbooks and inline records through the API', async () => {
    const seed = await writeBlueprint(
      blueprint([
        { email: 'ada@example.com', name: 'Ada' },
        { email: { value: '' }, name: 'Bob' },
      ]),
    );
    api = await startTestApi({ seed });
    const { space, workbook, records } = await seededRecords(api);
    expect(space.name).toBe('Imports');
    expect(workbook.name).toBe('Contacts import');
    expect(workbook.actions[0].operation).toBe('submit');
    expect(
      records.map((record: { values: { name: { value: string } } }) => record.values.name.value),
    ).toEqual(['Ada', 'Bob']);
    expect(records.map((record: { valid: boolean }) => record.valid)).toEqual([true, false]);
    const topics = (await allEvents(api)).map((event) => event.topic);
    expect(topics).toEqual(
      expect.arrayContaining(['space:created', 'workbook:created', 'records:created']),
    );
  });

  it('reads records from a CSV named relative to the blueprint', async () => {
    await writeFile(
      join(scratch, 'contacts.csv'),
      'email,name\nada@example.com,Ada\ngrace@example.com,Grace\n',
    );
    const seed = await writeBlueprint(blueprint('contacts.csv'));
    api = await startTestApi({ seed });
    const { records } = await seededRecords(api);
    expect(
      records.map((record: { values: { email: { value: string } } }) => record.values.email.value),
    ).toEqual(['ada@example.com', 'grace@example.com']);
  });

  it('is skipped when the data directory already holds state', async () => {
    const dataDir = join(scratch, 'data');
    const seed = await writeBlueprint(blueprint([{ email: 'ada@example.com', name: 'Ada' }]));
    api = await startTestApi({ seed, dataDir, apiKey: 'sk_dev_seed' });
    await api.close();
    api = await startTestApi({ seed, dataDir, apiKey: 'sk_dev_seed' });
    expect((await api.ok('GET', '/v1/spaces')).data).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{"spaces": [', /seed\.json: not JSON/],
    ['a wrong top-level key', { space: [] }, /seed\.json at \$\.space: unknown key/],
    ['spaces not an array', { spaces: {} }, /seed\.json at \$\.spaces: expected an array/],
    [
      'records neither a list nor a path',
      blueprint(42),
      /seed\.json at \$\.spaces\[0\]\.workbooks\[0\]\.sheets\[0\]\.records: expected an array/,
    ],
    [
      'a field the API refuses',
      {
        spaces: [
          {
            name: 'S',
            workbooks: [
              { name: 'W', sheets: [{ name: 'Contacts', fields: [{ key: 'a', type: 'colour' }] }] },
            ],
          },
        ],
      },
      /seed\.json at \$\.spaces\[0\]\.workbooks\[0\]\.sheets\[0\]\.fields\[0\]/,
    ],
    [
      'a missing CSV',
      blueprint('missing.csv'),
      /seed\.json at \$\.spaces\[0\]\.workbooks\[0\]\.sheets\[0\]\.records: cannot read .*missing\.csv/,
    ],
  ])('refuses %s, naming the file and the JSON path', async (_what, content, message) => {
    const seed = await writeBlueprint(content);
    await expect(startDevServer({ port: 0, seed })).rejects.toThrow(message);
  });

  it('names the CSV row of a record the API refuses', async () => {
    await writeFile(
      join(scratch, 'contacts.csv'),
      'email,name\nada@example.com,Ada\nx,Bob,extra\n',
    );
    const withExtraColumn = await writeBlueprint(blueprint('contacts.csv'));
    await writeFile(join(scratch, 'bad.csv'), 'email,nickname\nada@example.com,Ada\n');
    const unknownField = await writeBlueprint(blueprint('bad.csv'), 'unknown.json');
    await expect(startDevServer({ port: 0, seed: unknownField })).rejects.toThrow(
      /unknown\.json at \$\.spaces\[0\]\.workbooks\[0\]\.sheets\[0\]\.records \(bad\.csv row 2/,
    );
    // A row longer than the header keeps the header's columns.
    api = await startTestApi({ seed: withExtraColumn });
    expect((await seededRecords(api)).records).toHaveLength(2);
  });
});
