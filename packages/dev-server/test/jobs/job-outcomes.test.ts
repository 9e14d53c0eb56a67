/**
 * The job outcome: every `next` variant and trigger form round-trips through the contract,
 * malformed outcomes are 400s naming the path, and the outcome acknowledgement of foreground and
 * background jobs.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type JobsApi, startJobsApi } from '../support/jobs';
import { allEvents } from '../support/test-api';

let api: JobsApi;
beforeEach(async () => {
  api = await startJobsApi();
});
afterEach(() => api.close());

async function executing(body: Record<string, unknown> = {}) {
  const job = await api.createJob({ operation: 'export', immediate: true, ...body });
  await api.move(job.id, 'ack');
  return job;
}

const NEXT_VARIANTS = [
  { type: 'id', id: 'us_sh_1', label: 'Open sheet', path: '/sheets', query: 'filter=error' },
  { type: 'url', url: 'https://example.invalid/report', label: 'Report', replace: true },
  { type: 'download', url: 'https://example.invalid/x.csv', fileName: 'x.csv', label: 'Get it' },
  {
    type: 'files',
    files: [{ fileId: 'us_fl_1', label: 'Export' }, { fileId: 'us_fl_2' }],
    label: 'Files',
  },
  { type: 'wait', fade: true, confetti: false },
  { type: 'snapshot', snapshotId: 'us_ss_1', sheetId: 'us_sh_1' },
  { type: 'retry', label: 'Try again' },
  { type: 'view', sheetId: 'us_sh_1', hiddenColumns: ['email'], filter: 'error', label: 'Errors' },
  { type: 'clearFilters', sheetIds: ['us_sh_1'], label: 'Show all' },
];

describe('the outcome', () => {
  for (const next of NEXT_VARIANTS) {
    it(`round-trips next.type ${next.type} through complete, get and list`, async () => {
      const job = await executing();
      const outcome = {
        heading: 'Done',
        message: 'Exported',
        buttonText: 'OK',
        hideDefaultButton: false,
        acknowledge: true,
        trigger: { type: 'automatic', audience: 'originator' },
        next,
      };
      expect((await api.move(job.id, 'complete', { outcome })).outcome).toEqual(outcome);
      expect((await api.getJob(job.id)).outcome).toEqual(outcome);
      const listed = (await api.ok('GET', '/v1/jobs')).data.find(
        (j: { id: string }) => j.id === job.id,
      );
      expect(listed.outcome).toEqual(outcome);
    });
  }

  it('takes the trigger bare too, on fail as on complete', async () => {
    const job = await executing();
    const failed = await api.move(job.id, 'fail', {
      outcome: { message: 'No', trigger: 'automatic_silent', next: { type: 'retry' } },
    });
    expect(failed.outcome).toEqual({
      message: 'No',
      trigger: 'automatic_silent',
      next: { type: 'retry' },
    });
  });

  const MALFORMED: [string, unknown, string, RegExp][] = [
    ['a next without its url', { next: { type: 'url' } }, 'body.outcome.next.url', /is required/],
    [
      'an unknown next type',
      { next: { type: 'teleport' } },
      'body.outcome.next.type',
      /must be one of/,
    ],
    [
      'a files entry without fileId',
      { next: { type: 'files', files: [{ label: 'x' }] } },
      'body.outcome.next.files[0].fileId',
      /is required/,
    ],
    ['a misspelled outcome key', { mesage: 'typo' }, 'body.outcome.mesage', /not a known property/],
    ['an unknown trigger', { trigger: 'whenever' }, 'body.outcome.trigger', /./],
    [
      'a wrong audience',
      { trigger: { type: 'manual', audience: 'everyone' } },
      'body.outcome.trigger.audience',
      /must be one of/,
    ],
    [
      'acknowledge as a string',
      { acknowledge: 'yes' },
      'body.outcome.acknowledge',
      /must be boolean/,
    ],
  ];
  for (const [what, outcome, key, message] of MALFORMED) {
    it(`refuses ${what} with a 400 naming ${key}`, async () => {
      const job = await executing();
      for (const move of ['complete', 'fail']) {
        const response = await api.request('POST', `/v1/jobs/${job.id}/${move}`, {
          body: { outcome },
        });
        expect(response.status).toBe(400);
        expect(response.body.errors[0].key).toBe(key);
        expect(response.body.errors[0].message).toMatch(message);
      }
      expect((await api.getJob(job.id)).status).toBe('executing');
    });
  }
});

describe('the outcome acknowledgement', () => {
  it('a foreground job completed with acknowledge: true waits for it, then emits job:outcome-acknowledged (CJW)', async () => {
    const job = await executing({ mode: 'foreground' });
    const done = await api.move(job.id, 'complete', {
      outcome: { acknowledge: true, message: 'Review the results' },
    });
    expect(done.outcomeAcknowledgedAt).toBeUndefined();
    const acknowledged = await api.move(job.id, 'outcome/ack');
    expect(acknowledged.outcomeAcknowledgedAt).toBe(new Date(await api.clockNow()).toISOString());
    const [event] = await allEvents(api, ['job:outcome-acknowledged']);
    expect(event.context).toMatchObject({ jobId: job.id, workbookId: api.workbook.id });
    expect(event.payload.status).toBe('complete');
    const again = await api.request('POST', `/v1/jobs/${job.id}/outcome/ack`);
    expect(again.status).toBe(409);
    expect(again.body.errors[0].message).toMatch(/already acknowledged/);
  });

  it('a failed foreground job can be acknowledged too', async () => {
    const job = await executing({ mode: 'foreground' });
    await api.move(job.id, 'fail', { outcome: { acknowledge: true, message: 'Failed' } });
    expect((await api.move(job.id, 'outcome/ack')).outcomeAcknowledgedAt).toBeDefined();
  });

  it('background jobs and parts skip the step (409)', async () => {
    const job = await executing({ mode: 'background' });
    await api.move(job.id, 'complete', { outcome: { acknowledge: true } });
    const response = await api.request('POST', `/v1/jobs/${job.id}/outcome/ack`);
    expect(response.status).toBe(409);
    expect(response.body.errors[0].message).toMatch(/background jobs skip/);

    const parent = await executing();
    await api.move(parent.id, 'split', { parts: 1 });
    const [part] = (await api.ok('GET', '/v1/jobs', { query: { parentId: parent.id } })).data;
    await api.move(part.id, 'ack');
    await api.move(part.id, 'complete');
    expect((await api.request('POST', `/v1/jobs/${part.id}/outcome/ack`)).status).toBe(409);
    expect(await allEvents(api, ['job:outcome-acknowledged'])).toEqual([]);
  });
});
