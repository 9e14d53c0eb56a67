/**
 * Scenarios of `jobs`: the job lifecycle (create, execute, ack, progress, complete, fail,
 * cancel, retry, outcome acknowledgement), parts, mapping plans and mutation previews. Each
 * scenario moves a job of its own into the state its operation starts from.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';
import { createJob, type World } from '../src/world.ts';

type JobMove = 'execute' | 'ack' | 'complete' | 'fail';

/** Sends one lifecycle move through the client, or plain HTTP when the client is refused. */
async function move(setup: Setup, jobId: string, step: JobMove) {
  await viaClientOrApi<unknown>(
    () => setup.client.jobs[step](jobId),
    () => setup.api.request('POST', `/jobs/${jobId}/${step}`, { body: {} }),
  );
}

/** A job of its own, moved through `steps` (created → ready → executing → …). */
async function jobAfter(setup: Setup, world: World, ...steps: JobMove[]) {
  const jobId = await createJob(setup, world.workbookId);
  for (const step of steps) await move(setup, jobId, step);
  return jobId;
}

/** A mapping job from the companies sheet to the contacts sheet. */
async function mappingJob(setup: Setup, world: World) {
  const config: Flatfile.JobConfig = {
    type: 'workbook',
    operation: 'map',
    source: world.workbookId,
    destination: world.workbookId,
    fileId: world.fileId,
    config: { sourceSheetId: world.companiesSheetId, destinationSheetId: world.contactsSheetId },
  };
  const job = await viaClientOrApi(
    async () => (await setup.client.jobs.create(config)).data,
    () => setup.api.request<Flatfile.Job>('POST', '/jobs', { body: config }),
  );
  return job.id;
}

function nameToFirstName(world: World, jobId: string): Flatfile.JobExecutionPlanRequest {
  return {
    jobId,
    fileId: world.fileId,
    fieldMapping: [
      {
        sourceField: { key: 'name', type: 'string', label: 'Name' },
        destinationField: { key: 'firstName', type: 'string', label: 'First name' },
      },
    ],
    unmappedSourceFields: [{ sourceField: { key: 'employees', type: 'number' } }],
    unmappedDestinationFields: [{ destinationField: { key: 'email', type: 'string' } }],
  };
}

export const jobsScenarios: ResourceScenarios<'jobs'> = {
  list: ({ client, world }) =>
    client.jobs.list({
      environmentId: world.environmentId,
      spaceId: world.spaceId,
      pageSize: 20,
      pageNumber: 1,
      sortDirection: 'asc',
    }),
  create: ({ client, world }) =>
    client.jobs.create({
      type: 'workbook',
      operation: 'submitActionFg',
      source: world.workbookId,
      mode: 'foreground',
      trigger: 'manual',
      input: { note: 'parity' },
    }),
  get: ({ client, world }) => client.jobs.get(world.jobId),
  update: async ({ client, world, setup }) =>
    client.jobs.update(await jobAfter(setup, world), {
      info: 'Waiting for the CRM',
      metadata: { batch: 1 },
    }),
  delete: async ({ client, world, setup }) => client.jobs.delete(await jobAfter(setup, world)),
  execute: async ({ client, world, setup }) => client.jobs.execute(await jobAfter(setup, world)),
  getExecutionPlan: async ({ client, world, setup }) =>
    client.jobs.getExecutionPlan(await mappingJob(setup, world)),
  updateExecutionPlan: async ({ client, world, setup }) => {
    const jobId = await mappingJob(setup, world);
    return client.jobs.updateExecutionPlan(jobId, nameToFirstName(world, jobId));
  },
  updateExecutionPlanFields: async ({ client, world, setup }) => {
    const jobId = await mappingJob(setup, world);
    const { fieldMapping } = nameToFirstName(world, jobId);
    return client.jobs.updateExecutionPlanFields(jobId, {
      jobId,
      fileId: world.fileId,
      fieldMapping,
    });
  },
  ack: async ({ client, world, setup }) =>
    client.jobs.ack(await jobAfter(setup, world, 'execute'), {
      info: 'Sending to the CRM',
      progress: 10,
    }),
  ackOutcome: async ({ client, world, setup }) => {
    const jobId = await jobAfter(setup, world, 'execute', 'ack');
    await viaClientOrApi(
      () =>
        setup.client.jobs.complete(jobId, {
          outcome: { acknowledge: true, message: 'Sent 3 contacts' },
        }),
      () =>
        setup.api.request('POST', `/jobs/${jobId}/complete`, {
          body: { outcome: { acknowledge: true, message: 'Sent 3 contacts' } },
        }),
    );
    return client.jobs.ackOutcome(jobId);
  },
  complete: async ({ client, world, setup }) =>
    client.jobs.complete(await jobAfter(setup, world, 'execute', 'ack'), {
      outcome: { message: 'Sent 3 contacts to the CRM', heading: 'Done' },
      info: 'Finished',
    }),
  fail: async ({ client, world, setup }) =>
    client.jobs.fail(await jobAfter(setup, world, 'execute', 'ack'), {
      outcome: { message: 'The CRM refused the request' },
      info: 'Failed',
    }),
  cancel: async ({ client, world, setup }) =>
    client.jobs.cancel(await jobAfter(setup, world, 'execute', 'ack'), {
      info: 'Cancelled by the user',
    }),
  retry: async ({ client, world, setup }) =>
    client.jobs.retry(await jobAfter(setup, world, 'execute', 'ack', 'fail')),
  previewMutation: ({ client, world }) =>
    client.jobs.previewMutation({
      sheetId: world.contactsSheetId,
      mutateRecord:
        'function (record) { record.set("email", String(record.get("email")).toUpperCase()); return record; }',
      ids: world.contactIds.slice(0, 2),
    }),
  split: async ({ client, world, setup }) =>
    client.jobs.split(await jobAfter(setup, world, 'execute', 'ack'), {
      parts: 2,
      runInParallel: true,
    }),
};
