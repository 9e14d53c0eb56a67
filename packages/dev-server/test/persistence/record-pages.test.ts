/**
 * The records pages of `--data`'s state file are copied back into the store as they were saved,
 * never parsed: records with escapes, any Unicode, nested values and cells in error come back
 * byte for byte; a page damaged in any way stops the start with the error the parse gives,
 * naming the file and the line; a page written otherwise than a save writes it (by hand, or by
 * an older server) still loads as it always did.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '@importkit/dev-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATE_FILE } from '../../src/persistence/data-directory';
import { readRecordPage } from '../../src/persistence/record-pages';
import { createContactsWorkbook, startTestApi, type TestApi } from '../support/test-api';

let dataDir: string;
const open: TestApi[] = [];
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'importkit-pages-test-'));
});
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<TestApi> {
  const api = await startTestApi({ dataDir, clock: 'manual', apiKey: 'sk_dev_pages' });
  open.push(api);
  return api;
}

async function stop(api: TestApi) {
  open.splice(open.indexOf(api), 1);
  await api.close();
}

const statePath = () => join(dataDir, STATE_FILE);

/** The state file's lines (its last newline dropped). */
async function stateLines(): Promise<string[]> {
  return (await readFile(statePath(), 'utf8')).replace(/\n$/, '').split('\n');
}

const isPage = (line: string) =>
  line.startsWith('{"records":') || line.startsWith('{"snapshotRecords":');

const TRICKY = [
  'say "hi"',
  'back\\slash and /slash',
  'tab\tline\nbreak\r',
  'bell\u0007 nul\u0000 unit\u001f',
  'naïve ключ 中文 🎉',
  '\u2028\u2029',
  '',
];

/** A sheet of records with tricky text, nested metadata and cells in error, and a snapshot. */
async function saveTrickyRecords(): Promise<{ sheetId: string; records: string; counts: string }> {
  const api = await start();
  const { sheet } = await createContactsWorkbook(api);
  const path = `/v1/sheets/${sheet.id}/records`;
  await api.ok('POST', path, {
    body: TRICKY.map((text, index) => ({
      name: { value: text },
      email:
        index % 3 === 0
          ? { value: `${text}@x`, messages: [{ type: 'error', message: `bad "${text}"` }] }
          : { value: `user${index}@example.com` },
    })),
  });
  const inserted = (await api.ok('GET', path)).data.records;
  await api.ok('PUT', path, {
    body: inserted.slice(0, 3).map((record: { id: string }, index: number) => ({
      id: record.id,
      values: {},
      metadata: { nested: { list: [TRICKY[index], { deep: [1, 2.5, null, true] }] }, '2': 'two' },
    })),
  });
  await api.ok('POST', '/v1/snapshots', { body: { sheetId: sheet.id, label: 'kept' } });
  const records = (await api.request('GET', path)).text;
  const counts = (await api.request('GET', `/v1/sheets/${sheet.id}/counts`)).text;
  await stop(api);
  return { sheetId: sheet.id, records, counts };
}

/**
 * Starting on the state file `lines` with line `number` (from 1) replaced: the error it stops
 * with (undefined when it starts).
 */
async function startWithLine(lines: string[], number: number, line: string): Promise<unknown> {
  const changed = [...lines];
  changed[number - 1] = line;
  await writeFile(statePath(), `${changed.join('\n')}\n`);
  return startDevServer({ port: 0, dataDir }).then(
    async (server) => {
      await server.close();
      return undefined;
    },
    (error: unknown) => error,
  );
}

/** What `JSON.parse` says of a line that is not JSON (the reason a state file error gives). */
function parseError(line: string): string {
  try {
    JSON.parse(line);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`the damaged line is JSON: ${line.slice(0, 80)}`);
}

describe('records pages of the state file', () => {
  it('come back byte for byte: escapes, any Unicode, nested values, cells in error', async () => {
    const before = await saveTrickyRecords();
    const saved = await stateLines();
    const pages = saved.filter(isPage);
    expect(pages.length).toBe(2);
    // Every page as a save writes it is copied, not parsed.
    for (const page of pages) expect(readRecordPage(Buffer.from(page))).toBeDefined();

    const again = await start();
    const path = `/v1/sheets/${before.sheetId}/records`;
    expect((await again.request('GET', path)).text).toBe(before.records);
    expect((await again.request('GET', `/v1/sheets/${before.sheetId}/counts`)).text).toBe(
      before.counts,
    );
    await stop(again);
    // Saved again from the copied text: the same pages.
    expect((await stateLines()).filter(isPage)).toEqual(pages);
  });

  it('that are damaged stop the start with the error naming the file and the line', async () => {
    await saveTrickyRecords();
    const lines = await stateLines();
    const number = lines.findIndex((line) => line.startsWith('{"records":')) + 1;
    const page = lines[number - 1] as string;
    const valueAt = page.indexOf('"value":"') + '"value":'.length;
    const valueEnd = page.indexOf('","valid"', valueAt) + 1;
    const damaged = {
      'an unbalanced bracket': page.replace('"messages":[]}', '"messages":[]'),
      'a bracket too many': `${page.slice(0, -2)}]]}`,
      'a string left open': page.slice(0, valueAt + 3),
      'a closing quote missing': `${page.slice(0, valueEnd - 1)}${page.slice(valueEnd)}`,
      'a control character': `${page.slice(0, valueAt + 1)}\u0001${page.slice(valueAt + 1)}`,
      'a line cut short': page.slice(0, Math.floor(page.length / 2)),
    };
    for (const [damage, line] of Object.entries(damaged)) {
      const error = await startWithLine(lines, number, line);
      expect(error, damage).toMatchObject({
        name: 'StateFileError',
        path: statePath(),
        line: number,
        message: expect.stringContaining(
          `${STATE_FILE} (line ${number}): not JSON (${parseError(line)})`,
        ),
      });
    }
  });

  it('after which the end line is wrong stop the start naming the end line', async () => {
    await saveTrickyRecords();
    const lines = await stateLines();
    const end = lines.length;
    expect(await startWithLine(lines, end, '{"end":true,"lines":999}')).toMatchObject({
      name: 'StateFileError',
      line: end,
      message: expect.stringContaining(`the end line counts 999 lines, the file has ${end - 1}`),
    });
    expect(await startWithLine(lines, end, '{"end":tru')).toMatchObject({
      name: 'StateFileError',
      line: end,
      message: expect.stringContaining(`(line ${end}): not JSON`),
    });
  });

  it('written otherwise than a save writes them still load as they always did', async () => {
    const before = await saveTrickyRecords();
    const lines = await stateLines();
    const number = lines.findIndex((line) => line.startsWith('{"records":')) + 1;
    const page = lines[number - 1] as string;
    // Spaces between records, and a cell without its `messages` (as an older server wrote it).
    const edited = page
      .replaceAll('},{"id"', '}, {"id"')
      .replace('"valid":true,"messages":[]}', '"valid":true}');
    expect(readRecordPage(Buffer.from(edited))).toBeUndefined();
    expect(await startWithLine(lines, number, edited)).toBeUndefined();

    const again = await start();
    const path = `/v1/sheets/${before.sheetId}/records`;
    expect((await again.request('GET', path)).text).toBe(before.records);
  });
});
