/**
 * Workbook readiness: a space:configure job (the build of a space's workbooks) that has not
 * finished 120 seconds after it became ready is failed by the service, on the clock, with a
 * message saying so.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allEvents, type Json, startTestApi, type TestApi } from '../support/test-api';

const TIMEOUT_MESSAGE =
  'Workbook build timed out: space:configure did not finish within 120 seconds';

let api: TestApi;
let space: Json;
beforeEach(async () => {
  api = await startTestApi({ clock: 'manual' });
  space = (await api.ok('POST', '/v1/spaces', { body: { name: 'Onboarding' } })).data;
});
afterEach(() => api.close());

const configure = async () =>
  (
    await api.ok('POST', '/v1/jobs', {
      body: { type: 'space', operation: 'configure', source: space.id, trigger: 'immediate' },
    })
  ).data;
const getJob = async (jobId: string) => (await api.ok('GET', `/v1/jobs/${jobId}`)).data;

describe('workbook readiness', () => {
  it('fails a build still executing after 120 seconds, with job:failed and the timeout message', async () => {
    const job = await configure();
    await api.ok('POST', `/v1/jobs/${job.id}/ack`, { body: { listenerId: 'l1' } });
    await api.server.advanceClock(119_999);
    expect((await getJob(job.id)).status).toBe('executing');
    await api.server.advanceClock(1);
    const failed = await getJob(job.id);
    expect(failed).toMatchObject({
      status: 'failed',
      info: TIMEOUT_MESSAGE,
      outcome: { heading: 'Workbook build timed out', message: TIMEOUT_MESSAGE },
    });
    const events = (await allEvents(api, ['job:failed'])).filter(
      (event) => event.context.jobId === job.id,
    );
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ job: 'space:configure', info: TIMEOUT_MESSAGE });
    // The listener's late report is refused: the build was stopped.
    const late = await api.request('POST', `/v1/jobs/${job.id}/complete`, {
      body: { listenerId: 'l1' },
    });
    expect(late.status).toBe(409);
  });

  it('also stops a build no listener picked up', async () => {
    const job = await configure();
    await api.server.advanceClock(120_000);
    expect((await getJob(job.id)).status).toBe('failed');
  });

  it('leaves a build that finished in time, and other jobs, alone', async () => {
    const job = await configure();
    await api.ok('POST', `/v1/jobs/${job.id}/ack`, { body: { listenerId: 'l1' } });
    await api.ok('POST', `/v1/jobs/${job.id}/complete`, { body: { listenerId: 'l1' } });
    const other = (
      await api.ok('POST', '/v1/jobs', {
        body: { type: 'space', operation: 'export', source: space.id, trigger: 'immediate' },
      })
    ).data;
    await api.server.advanceClock(10 * 60_000);
    expect((await getJob(job.id)).status).toBe('complete');
    expect((await getJob(other.id)).status).toBe('ready');
  });

  it('gives a retried build a fresh 120 seconds', async () => {
    const job = await configure();
    await api.server.advanceClock(120_000);
    await api.ok('POST', `/v1/jobs/${job.id}/retry`);
    await api.server.advanceClock(60_000);
    expect((await getJob(job.id)).status).toBe('ready');
    await api.server.advanceClock(60_000);
    expect((await getJob(job.id)).status).toBe('failed');
  });
});
