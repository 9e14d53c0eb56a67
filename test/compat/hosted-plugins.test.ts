/**
 * The hosted service's published plugins, installed from the registry and used as their READMEs
 * show, in one hosted project (`hosted-project/index.ts`) run unchanged by
 * `importkit-dev --listener`: each test does what a user of the plugin does through the API and
 * checks what the plugin made of it — records really changed by a record hook, a space
 * configured, a CSV extracted once by the extractor plugin, a workbook exported to a file, a job
 * handled.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY, type DevCommand, startDevCommand } from './dev-command';

const project = fileURLToPath(new URL('./hosted-project/index.ts', import.meta.url));
let command: DevCommand;
/** The command's working directory: the export plugin writes its file there before uploading. */
let workingDirectory: string;

beforeAll(async () => {
  workingDirectory = await mkdtemp(join(tmpdir(), 'importkit-compat-'));
  command = await startDevCommand(project, { cwd: workingDirectory });
  await command.waitFor('stdout', /a hosted listener program\) is listening/);
}, 120_000);

afterAll(async () => {
  await command?.stop();
  await rm(workingDirectory, { recursive: true, force: true });
});

interface Entity {
  id: string;
  [key: string]: unknown;
}

interface StoredRecord {
  id: string;
  valid?: boolean;
  values: Record<string, { value?: unknown; messages?: { message: string; type: string }[] }>;
}

async function workbookWith(sheet: Record<string, unknown>) {
  const space = await command.api<Entity>('POST', '/v1/spaces', { name: 'Compat' });
  const workbook = await command.api<Entity & { sheets: Entity[] }>('POST', '/v1/workbooks', {
    name: 'Contacts',
    spaceId: space.id,
    sheets: [sheet],
  });
  return { space, workbook, sheet: workbook.sheets[0] as Entity };
}

const contacts = {
  name: 'Contacts',
  slug: 'contacts',
  fields: [
    { key: 'email', type: 'string' },
    { key: 'name', type: 'string' },
  ],
};

async function recordsOf(sheetId: string): Promise<StoredRecord[]> {
  return (await command.api<{ records: StoredRecord[] }>('GET', `/v1/sheets/${sheetId}/records`))
    .records;
}

async function jobEnded(jobId: string) {
  await command.eventOf('job:completed', (event) => event.context.jobId === jobId);
  return command.api<Entity>('GET', `/v1/jobs/${jobId}`);
}

describe('hosted plugins in a project run by importkit-dev --listener', () => {
  it('plugin-record-hook: a bulk hook changes values and adds messages, and the records change', async () => {
    const { sheet } = await workbookWith(contacts);
    await command.api('POST', `/v1/sheets/${sheet.id}/records`, [
      { email: { value: 'ada@example.com' }, name: { value: 'ada' } },
      { email: { value: 'bob' }, name: { value: 'bob' } },
    ]);
    // The hook's write-back is one `records:updated` of both records (sent with
    // `x-disable-hooks`, so the hook does not run again on it).
    await command.eventOf('records:updated', (event) => event.payload.sheetId === sheet.id);
    const [ada, bob] = await recordsOf(sheet.id);
    expect(ada?.values.name?.value).toBe('ADA');
    expect(bob?.values.name?.value).toBe('BOB');
    expect(bob?.values.email?.messages).toEqual([
      expect.objectContaining({ message: 'Not an email address', type: 'error' }),
    ]);
    expect(bob?.valid).toBe(false);
    expect(ada?.values.email?.messages ?? []).toEqual([]);
  });

  it('plugin-space-configure: autoConfigure makes the workbook, the document and the metadata', async () => {
    const space = await command.api<Entity>('POST', '/v1/spaces', {
      name: 'Configured',
      autoConfigure: true,
    });
    const created = await command.eventOf(
      'job:created',
      (event) => event.context.spaceId === space.id && event.payload.operation === 'configure',
    );
    const job = await jobEnded(created.context.jobId as string);
    expect(job.status).toBe('complete');
    const workbooks = await command.api<(Entity & { sheets: Entity[] })[]>(
      'GET',
      `/v1/workbooks?spaceId=${space.id}`,
    );
    expect(workbooks).toEqual([
      expect.objectContaining({
        name: 'Configured',
        sheets: [expect.objectContaining({ slug: 'people' })],
      }),
    ]);
    const documents = await command.api<Entity[]>('GET', `/v1/spaces/${space.id}/documents`);
    expect(documents).toEqual([expect.objectContaining({ title: 'Welcome' })]);
    expect(await command.api('GET', `/v1/spaces/${space.id}`)).toMatchObject({
      metadata: { configuredBy: 'plugin-space-configure' },
      primaryWorkbookId: workbooks[0]?.id,
    });
  });

  it('plugin-delimiter-extractor: a CSV is extracted once, by the plugin', async () => {
    // The environment leaves its files to its listener (see the dev-server README, Extraction).
    await command.api('PATCH', `/v1/environments/${command.environmentId}`, {
      builtInExtraction: false,
    });
    const space = await command.api<Entity>('POST', '/v1/spaces', { name: 'Uploads' });
    const form = new FormData();
    form.append('spaceId', space.id);
    form.append('environmentId', command.environmentId);
    form.append(
      'file',
      new Blob(['email,name\nada@example.com,Ada\nbob@example.com,Bob\n']),
      'people.csv',
    );
    const response = await fetch(`${command.url}/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${API_KEY}` },
      body: form,
    });
    expect(response.status).toBe(200);
    const file = ((await response.json()) as { data: Entity }).data;

    const created = await command.eventOf(
      'job:created',
      (event) => event.context.fileId === file.id,
    );
    const job = await jobEnded(created.context.jobId as string);
    expect(job).toMatchObject({ status: 'complete', operation: 'extract-plugin-delimiter' });
    const jobs = await command.api<Entity[]>('GET', `/v1/jobs?source=${file.id}`);
    expect(jobs.map((each) => each.operation)).toEqual(['extract-plugin-delimiter']);

    const workbooks = await command.api<(Entity & { sheets: Entity[] })[]>(
      'GET',
      `/v1/workbooks?spaceId=${space.id}`,
    );
    expect(workbooks).toHaveLength(1);
    const [sheet] = workbooks[0]?.sheets ?? [];
    const records = await recordsOf(sheet?.id as string);
    expect(records.map((record) => record.values.email?.value)).toEqual([
      'ada@example.com',
      'bob@example.com',
    ]);
    expect(await command.api('GET', `/v1/files/${file.id}`)).toMatchObject({
      workbookId: workbooks[0]?.id,
      status: 'complete',
    });
  });

  it('plugin-job-handler: the job is acknowledged, ticked and completed with the outcome', async () => {
    const { workbook } = await workbookWith(contacts);
    const job = await command.api<Entity>('POST', '/v1/jobs', {
      type: 'workbook',
      operation: 'tally',
      source: workbook.id,
      trigger: 'immediate',
    });
    expect(await jobEnded(job.id)).toMatchObject({
      status: 'complete',
      outcome: { message: `Tallied workbook ${workbook.id}` },
    });
    const progress = await command.eventOf(
      'job:updated',
      (event) => event.context.jobId === job.id && event.payload.info === 'Counting',
    );
    expect(progress.payload).toMatchObject({ progress: 50 });
  });

  it('plugin-export-workbook: the job completes and the workbook is uploaded as an export', async () => {
    const { space, workbook, sheet } = await workbookWith({ ...contacts, slug: 'exported' });
    await command.api('POST', `/v1/sheets/${sheet.id}/records`, [
      { email: { value: 'ada@example.com' }, name: { value: 'Ada' } },
    ]);
    const job = await command.api<Entity>('POST', '/v1/jobs', {
      type: 'workbook',
      operation: 'downloadWorkbook',
      source: workbook.id,
      trigger: 'immediate',
    });
    expect(await jobEnded(job.id)).toMatchObject({ status: 'complete' });
    const files = await command.api<Entity[]>('GET', `/v1/files?spaceId=${space.id}&mode=export`);
    expect(files).toEqual([
      expect.objectContaining({
        mode: 'export',
        name: expect.stringMatching(/^Workbook-\d+\.xlsx$/),
      }),
    ]);
    const download = await fetch(`${command.url}/v1/files/${files[0]?.id}/download`, {
      headers: { authorization: `Bearer ${API_KEY}` },
    });
    // An .xlsx is a zip: it starts with the local file header's "PK".
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('logged no handler error', () => {
    expect(command.output.stderr).not.toMatch(/Error in event listener/);
  });
});
