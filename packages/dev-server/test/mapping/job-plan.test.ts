/**
 * The plan of a file's mapping job (`GET|PUT|PATCH /v1/jobs/{jobId}/plan`): suggested edges with
 * previews, a written plan saved as a program's assign rules that a transform then runs, and a
 * plan naming fields that do not exist refused with a 400 naming them and nothing written.
 */

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, failure, ok, startClientApi } from '../support/client-api';
import { waitForJob } from '../support/wait';

let api: ClientApi;
let uploadId: string;
let uploadSheetId: string;
let crmId: string;
let contactsSheetId: string;
let jobId: string;

beforeEach(async () => {
  api = await startClientApi();
  const spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
  const upload = ok(
    await api.client.POST('/v1/workbooks', {
      body: {
        name: 'upload.csv',
        spaceId,
        sheets: [
          {
            name: 'upload',
            fields: ['Name', 'E-Mail', 'Phone'].map((key) => ({ key, type: 'string' as const })),
          },
        ],
      },
    }),
  ).data;
  uploadId = upload.id;
  uploadSheetId = upload.sheets?.[0]?.id as string;
  await api.client.POST('/v1/sheets/{sheetId}/records', {
    params: { path: { sheetId: uploadSheetId } },
    body: [
      { Name: { value: 'Ada' }, 'E-Mail': { value: 'ada@x.io' } },
      { Name: { value: 'Bob' }, Phone: { value: '555' } },
    ],
  });
  const crm = ok(
    await api.client.POST('/v1/workbooks', {
      body: {
        name: 'CRM',
        spaceId,
        sheets: [
          {
            name: 'Contacts',
            fields: [
              { key: 'name', type: 'string' },
              { key: 'email', type: 'string' },
              { key: 'company', type: 'string' },
            ],
          },
        ],
      },
    }),
  ).data;
  crmId = crm.id;
  contactsSheetId = crm.sheets?.[0]?.id as string;
  jobId = ok(
    await api.client.POST('/v1/jobs', {
      body: {
        type: 'workbook',
        operation: 'map',
        source: uploadId,
        destination: crmId,
        status: 'planning',
        config: { sourceSheetId: uploadSheetId, destinationSheetId: contactsSheetId },
      },
    }),
  ).data.id;
});
afterEach(() => api.close());

const planPath = () => ({ params: { path: { jobId } } });
const keys = (plan: {
  fieldMapping: { sourceField: { key: string }; destinationField: { key: string } }[];
  unmappedSourceFields: { sourceField: { key: string } }[];
  unmappedDestinationFields: { destinationField: { key: string } }[];
}) => ({
  edges: plan.fieldMapping.map((edge) => [edge.sourceField.key, edge.destinationField.key]),
  unmappedSource: plan.unmappedSourceFields.map((field) => field.sourceField.key),
  unmappedDestination: plan.unmappedDestinationFields.map((field) => field.destinationField.key),
});

const edge = (source: string, destination: string) => ({
  sourceField: { key: source },
  destinationField: { key: destination },
});

describe('job plan', () => {
  it('suggests a plan by key and label, with previews of the source values', async () => {
    const { job, plan } = ok(await api.client.GET('/v1/jobs/{jobId}/plan', planPath())).data;
    expect(job.id).toBe(jobId);
    expect(keys(plan)).toEqual({
      edges: [
        ['Name', 'name'],
        ['E-Mail', 'email'],
      ],
      unmappedSource: ['Phone'],
      unmappedDestination: ['company'],
    });
    expect(plan.fieldMapping[0]?.preview).toEqual(['Ada', 'Bob']);
    expect(plan.fieldMapping[0]?.destinationField).toMatchObject({ key: 'name', type: 'string' });
    expect(plan.programId).toBeUndefined();
  });

  it('saves a written plan as a program that a transform runs', async () => {
    const put = ok(
      await api.client.PUT('/v1/jobs/{jobId}/plan', {
        ...planPath(),
        body: {
          jobId,
          fieldMapping: [
            // As the hosted client sends an edge back: each field whole.
            {
              sourceField: { key: 'Name', type: 'string' },
              destinationField: { key: 'name', type: 'string', label: 'name' },
            },
            edge('Phone', 'company'),
          ],
          unmappedSourceFields: [{ sourceField: { key: 'E-Mail' } }],
          unmappedDestinationFields: [{ destinationField: { key: 'email' } }],
        },
      }),
    ).data.plan;
    expect(keys(put).edges).toEqual([
      ['Name', 'name'],
      ['Phone', 'company'],
    ]);
    // Answered with the fields as their sheets have them, `type` included.
    expect(put.fieldMapping[1]).toMatchObject({
      sourceField: { key: 'Phone', type: 'string' },
      destinationField: { key: 'company', type: 'string' },
    });
    const programId = put.programId as string;
    expect(programId).toMatch(/^us_mp_/);
    const program = ok(
      await api.client.GET('/v1/mapping/{programId}', { params: { path: { programId } } }),
    ).data;
    expect(program.rules.map((rule) => [rule.type, rule.config])).toEqual([
      ['assign', { sourceField: 'Name', destinationField: 'name' }],
      ['assign', { sourceField: 'Phone', destinationField: 'company' }],
    ]);
    expect(
      ok(await api.client.GET('/v1/mapping', { params: { query: { jobId } } })).data,
    ).toHaveLength(1);

    // PATCH keeps the plan's program: the same program now maps the email too.
    const patched = ok(
      await api.client.PATCH('/v1/jobs/{jobId}/plan', {
        ...planPath(),
        body: { fieldMapping: [edge('Name', 'name'), edge('E-Mail', 'email')] },
      }),
    ).data.plan;
    expect(patched.programId).toBe(programId);
    expect(keys(patched).unmappedSource).toEqual(['Phone']);
    const topics = (await api.events())
      .map((event) => String(event.topic))
      .filter((topic) => topic.startsWith('program:'));
    expect(topics).toEqual(['program:created', 'program:updated']);

    const transform = ok(
      await api.client.POST('/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'transform',
          source: uploadId,
          destination: crmId,
          trigger: 'immediate',
          config: { destinationSheetId: contactsSheetId },
          input: { programId, version: 'v2' },
        },
      }),
    ).data;
    const { status } = await waitForJob(api.server, transform.id);
    expect(status).toBe('complete');
    const written = ok(
      await api.client.GET('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: contactsSheetId } },
      }),
    ).data.records.map((record) =>
      Object.fromEntries(Object.entries(record.values).map(([key, cell]) => [key, cell.value])),
    );
    expect(written).toEqual([{ name: 'Ada', email: 'ada@x.io' }, { name: 'Bob' }]);
  });

  it.each([
    [
      'a source field that does not exist',
      { fieldMapping: [edge('Fax', 'name')] },
      'body.fieldMapping[0].sourceField.key',
      /"Fax" is not a field of the source sheet "upload"/,
    ],
    [
      'a destination field that does not exist',
      { fieldMapping: [edge('Name', 'nickname')] },
      'body.fieldMapping[0].destinationField.key',
      /"nickname" is not a field of the destination sheet "Contacts"/,
    ],
    [
      'a destination field mapped twice',
      { fieldMapping: [edge('Name', 'name'), edge('Phone', 'name')] },
      'body.fieldMapping[1].destinationField.key',
      /mapped a second time/,
    ],
    [
      'an unmapped field that does not exist',
      { unmappedDestinationFields: [{ destinationField: { key: 'fax' } }] },
      'body.unmappedDestinationFields[0].destinationField.key',
      /"fax" is not a field of the destination sheet/,
    ],
    ['another job id', { jobId: 'us_jb_other' }, 'body.jobId', /is not the job of the path/],
  ])('refuses a plan with %s, naming it, writing nothing', async (_case, change, key, message) => {
    const body = {
      fieldMapping: [edge('Name', 'name')],
      unmappedSourceFields: [],
      unmappedDestinationFields: [],
      ...change,
    };
    const result = failure(await api.client.PUT('/v1/jobs/{jobId}/plan', { ...planPath(), body }));
    expect(result.status).toBe(400);
    expect(result.error?.key).toBe(key);
    expect(result.error?.message).toMatch(message);
    expect(ok(await api.client.GET('/v1/mapping')).data).toEqual([]);
    const { plan } = ok(await api.client.GET('/v1/jobs/{jobId}/plan', planPath())).data;
    expect(plan.programId).toBeUndefined();
    expect(keys(plan).edges).toHaveLength(2);
  });

  it('answers 404 for an unknown program and 409 for a job that maps nothing', async () => {
    const unknown = failure(
      await api.client.PATCH('/v1/jobs/{jobId}/plan', {
        ...planPath(),
        body: { programId: 'us_mp_nope' },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, error: { key: 'body.programId' } });
    const spaceJob = ok(
      await api.client.POST('/v1/jobs', {
        body: { type: 'space', operation: 'x', source: (await spaceOf()) as string },
      }),
    ).data;
    const none = failure(
      await api.client.GET('/v1/jobs/{jobId}/plan', { params: { path: { jobId: spaceJob.id } } }),
    );
    expect(none.status).toBe(409);
    expect(none.error?.message).toMatch(/has no mapping plan/);
  });
});

async function spaceOf() {
  return ok(await api.client.GET('/v1/spaces')).data[0]?.id;
}
