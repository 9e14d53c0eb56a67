/**
 * Mapping programs and their rules through the typed client: the five rule types, suggested
 * rules, saving (with sheets or sheet configs only), the hosted list filters, rule operations
 * (deleteMultipleRules included, rules sent back whole as the hosted client does), the
 * `program:*` events in context `ContextProgram`, and bad rules refused with a 400 naming them and
 * nothing stored.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ClientApi, failure, ok, startClientApi } from '../support/client-api';

let api: ClientApi;
let spaceId: string;
let workbookId: string;
let sourceSheetId: string;
let destinationSheetId: string;

beforeEach(async () => {
  api = await startClientApi();
  spaceId = ok(await api.client.POST('/v1/spaces', { body: { name: 'Imports' } })).data.id;
  const workbook = ok(
    await api.client.POST('/v1/workbooks', {
      body: {
        name: 'Mapping',
        spaceId,
        sheets: [
          {
            name: 'Upload',
            fields: [
              { key: 'First Name', type: 'string' },
              { key: 'Last Name', type: 'string' },
              { key: 'e-mail', type: 'string' },
              { key: 'Tier', type: 'string' },
              { key: 'Notes', type: 'string' },
            ],
          },
          {
            name: 'Contacts',
            fields: [
              { key: 'firstName', type: 'string', label: 'First name' },
              { key: 'fullName', type: 'string' },
              { key: 'email', type: 'string' },
              {
                key: 'tier',
                type: 'enum',
                config: { sortBy: 'label', options: [{ value: 'gold' }, { value: 'silver' }] },
              },
              { key: 'source', type: 'string' },
            ],
          },
        ],
      },
    }),
  ).data;
  workbookId = workbook.id;
  sourceSheetId = workbook.sheets?.[0]?.id as string;
  destinationSheetId = workbook.sheets?.[1]?.id as string;
});
afterEach(() => api.close());

const everyRuleType = () => [
  {
    name: 'first',
    type: 'assign',
    config: { sourceField: 'First Name', destinationField: 'firstName' },
  },
  {
    name: 'full',
    type: 'concatenate',
    config: {
      sourceFields: ['First Name', 'Last Name'],
      destinationField: 'fullName',
      separator: ' ',
    },
  },
  { name: 'mail', type: 'assign', config: { sourceField: 'e-mail', destinationField: 'email' } },
  {
    name: 'tier',
    type: 'map-enum',
    config: { sourceField: 'Tier', destinationField: 'tier', values: { G: 'gold', S: 'silver' } },
  },
  { name: 'source', type: 'constant', config: { destinationField: 'source', value: 'csv' } },
  { name: 'notes', type: 'ignore', config: { sourceField: 'Notes' } },
];

async function saveProgram(rules: unknown[] = everyRuleType()) {
  return ok(
    await api.client.POST('/v1/mapping', {
      body: {
        source: { sheetId: sourceSheetId },
        destination: { sheetId: destinationSheetId },
        rules: rules as never,
        save: true,
        namespace: 'crm',
      },
    }),
  ).data;
}

async function programEvents() {
  return (await api.events()).filter((event) => String(event.topic).startsWith('program:'));
}

describe('mapping programs', () => {
  it('saves a program with every rule type and announces it in context CS with its id', async () => {
    const program = await saveProgram();
    expect(program.id).toMatch(/^us_mp_/);
    expect(program.sourceKeys).toEqual(['First Name', 'Last Name', 'e-mail', 'Tier', 'Notes']);
    expect(program.destinationKeys).toEqual(['firstName', 'fullName', 'email', 'tier', 'source']);
    expect(program.rules.map((rule) => rule.type)).toEqual([
      'assign',
      'concatenate',
      'assign',
      'map-enum',
      'constant',
      'ignore',
    ]);
    for (const rule of program.rules) expect(rule.id).toMatch(/^us_mr_/);
    expect(program.summary).toEqual({ totalRuleCount: 6, addedRuleCount: 6, deletedRuleCount: 0 });
    const got = ok(
      await api.client.GET('/v1/mapping/{programId}', {
        params: { path: { programId: program.id as string } },
      }),
    ).data;
    expect(got.rules).toEqual(program.rules);

    const [created] = await programEvents();
    expect(created).toMatchObject({
      topic: 'program:created',
      payload: {},
      context: {
        accountId: expect.any(String),
        environmentId: api.server.environmentId,
        spaceId,
        workbookId,
        sheetId: destinationSheetId,
        programId: program.id,
        actorId: expect.any(String),
      },
    });
  });

  it('saves a program of sheet configs only, in the queried environment, its events without a sheet', async () => {
    const other = ok(
      await api.client.POST('/v1/environments', { body: { name: 'Other', isProd: false } }),
    ).data;
    const program = ok(
      await api.client.POST('/v1/mapping', {
        params: { query: { environmentId: other.id } },
        body: {
          source: { name: 'in', fields: [{ key: 'Email Address', type: 'string' }] },
          destination: { name: 'out', fields: [{ key: 'email', type: 'string' }] },
          rules: [
            {
              name: 'mail',
              type: 'assign',
              config: { sourceField: 'Email Address', destinationField: 'email' },
            },
          ],
          save: true,
        },
      }),
    ).data;
    expect(program).toMatchObject({
      id: expect.stringMatching(/^us_mp_/),
      environmentId: other.id,
      sourceKeys: ['Email Address'],
      destinationKeys: ['email'],
    });
    const path = { params: { path: { programId: program.id as string } } };
    expect(ok(await api.client.GET('/v1/mapping/{programId}', path)).data.rules).toEqual(
      program.rules,
    );
    // `save` again on an update is what the hosted client sends: the program stays as it is.
    const renamed = ok(
      await api.client.PATCH('/v1/mapping/{programId}', {
        ...path,
        body: { namespace: 'crm', save: true },
      }),
    ).data;
    expect(renamed).toMatchObject({ id: program.id, namespace: 'crm', environmentId: other.id });

    const events = (await api.events(undefined, other.id)).filter((event) =>
      String(event.topic).startsWith('program:'),
    );
    expect(events.map((event) => [event.topic, event.context])).toEqual([
      [
        'program:created',
        {
          accountId: api.server.accountId,
          environmentId: other.id,
          programId: program.id,
          actorId: expect.any(String),
        },
      ],
      [
        'program:updated',
        {
          accountId: api.server.accountId,
          environmentId: other.id,
          programId: program.id,
          actorId: expect.any(String),
        },
      ],
    ]);
  });

  it('suggests assign rules by key or label when given none, and stores nothing unless saved', async () => {
    const program = ok(
      await api.client.POST('/v1/mapping', {
        body: { source: { sheetId: sourceSheetId }, destination: { sheetId: destinationSheetId } },
      }),
    ).data;
    expect(program.id).toBeUndefined();
    expect(
      program.rules.map((rule) => [rule.config.sourceField, rule.config.destinationField]),
    ).toEqual([
      ['First Name', 'firstName'],
      ['e-mail', 'email'],
      ['Tier', 'tier'],
    ]);
    // Rules have what the hosted `MappingRule` requires, an id included, though none is stored.
    for (const rule of program.rules) {
      expect(rule).toMatchObject({
        id: expect.stringMatching(/^us_mr_/),
        confidence: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    expect(ok(await api.client.GET('/v1/mapping')).data).toEqual([]);
    expect(await programEvents()).toEqual([]);
  });

  it('accepts hosted-style sheet configs for an unsaved program', async () => {
    const program = ok(
      await api.client.POST('/v1/mapping', {
        body: {
          source: { name: 'in', fields: [{ key: 'Email Address', type: 'string' }] },
          destination: {
            name: 'out',
            fields: [{ key: 'email', type: 'string', label: 'Email address' }],
          },
        },
      }),
    ).data;
    expect(program.rules).toMatchObject([
      { type: 'assign', config: { sourceField: 'Email Address', destinationField: 'email' } },
    ]);
  });

  it.each([
    [
      'an unknown type',
      { name: 'x', type: 'split', config: { sourceField: 'Notes' } },
      'body.rules[0].type',
      /"split" is not a mapping rule type \(types: assign, ignore, constant, concatenate, map-enum\)/,
    ],
    [
      'a missing setting',
      { name: 'x', type: 'assign', config: { sourceField: 'Notes' } },
      'body.rules[0].config.destinationField',
      /is required by a assign rule/,
    ],
    [
      'a setting of another type',
      { name: 'x', type: 'ignore', config: { sourceField: 'Notes', value: 1 } },
      'body.rules[0].config.value',
      /is not a setting of a ignore rule/,
    ],
    [
      'a source field the program does not have',
      { name: 'x', type: 'assign', config: { sourceField: 'Phone', destinationField: 'email' } },
      'body.rules[0].config.sourceField',
      /"Phone" is not a source field of the program/,
    ],
    [
      'an empty concatenation',
      {
        name: 'x',
        type: 'concatenate',
        config: { sourceFields: [], destinationField: 'fullName' },
      },
      'body.rules[0].config.sourceFields',
      /non-empty array/,
    ],
    [
      'an enum map to an object',
      {
        name: 'x',
        type: 'map-enum',
        config: { sourceField: 'Tier', destinationField: 'tier', values: { G: {} } },
      },
      'body.rules[0].config.values.G',
      /must be a string, number, boolean or null/,
    ],
  ])('refuses %s with a 400 naming it, storing nothing', async (_case, rule, key, message) => {
    const result = failure(
      await api.client.POST('/v1/mapping', {
        body: {
          source: { sheetId: sourceSheetId },
          destination: { sheetId: destinationSheetId },
          rules: [rule as never],
          save: true,
        },
      }),
    );
    expect(result.status).toBe(400);
    expect(result.error?.key).toBe(key);
    expect(result.error?.message).toMatch(message);
    expect(ok(await api.client.GET('/v1/mapping')).data).toEqual([]);
    expect(await programEvents()).toEqual([]);
  });

  it('refuses two rules writing one destination field, and a sheet that does not exist', async () => {
    const twice = failure(
      await api.client.POST('/v1/mapping', {
        body: {
          source: { sheetId: sourceSheetId },
          destination: { sheetId: destinationSheetId },
          rules: [
            {
              name: 'a',
              type: 'assign',
              config: { sourceField: 'e-mail', destinationField: 'email' },
            },
            { name: 'b', type: 'constant', config: { destinationField: 'email', value: 'x' } },
          ],
        },
      }),
    );
    expect(twice).toMatchObject({
      status: 400,
      error: { key: 'body.rules[1].config.destinationField' },
    });
    expect(twice.error?.message).toMatch(/already written by body\.rules\[0\]/);
    const missingSheet = failure(
      await api.client.POST('/v1/mapping', {
        body: { source: { sheetId: 'us_sh_nope' }, destination: { sheetId: destinationSheetId } },
      }),
    );
    expect(missingSheet).toMatchObject({ status: 404, error: { key: 'body.source.sheetId' } });
  });

  it('lists saved programs by the hosted filters', async () => {
    const first = await saveProgram();
    const second = ok(
      await api.client.POST('/v1/mapping', {
        body: {
          source: { sheetId: sourceSheetId },
          destination: { sheetId: destinationSheetId },
          rules: [
            {
              name: 'm',
              type: 'assign',
              config: { sourceField: 'e-mail', destinationField: 'email' },
            },
          ],
          save: true,
          familyId: 'us_mf_1',
        },
      }),
    ).data;
    const list = async (query: Record<string, unknown>) =>
      ok(await api.client.GET('/v1/mapping', { params: { query } })).data.map((p) => p.id);
    expect(await list({})).toEqual([first.id, second.id]);
    expect(await list({ namespace: 'crm' })).toEqual([first.id]);
    expect(await list({ familyId: 'us_mf_1' })).toEqual([second.id]);
    expect(await list({ sourceKeys: 'Notes,Tier,e-mail, Last Name,First Name' })).toEqual([
      first.id,
      second.id,
    ]);
    expect(await list({ destinationKeys: 'email' })).toEqual([]);
    expect(
      await list({ environmentId: api.server.environmentId, pageSize: 1, pageNumber: 2 }),
    ).toEqual([second.id]);
    expect(await list({ createdBefore: '2000-01-01T00:00:00.000Z' })).toEqual([]);
    const job = ok(
      await api.client.POST('/v1/jobs', {
        body: {
          type: 'workbook',
          operation: 'transform',
          source: workbookId,
          config: { destinationSheetId, sourceSheetId },
          input: { programId: second.id as string, version: 'v2' },
        },
      }),
    ).data;
    expect(await list({ jobId: job.id })).toEqual([second.id]);
  });

  it('updates and deletes a program', async () => {
    const program = await saveProgram();
    const path = { params: { path: { programId: program.id as string } } };
    const updated = ok(
      await api.client.PATCH('/v1/mapping/{programId}', {
        ...path,
        body: {
          rules: [
            {
              name: 'only',
              type: 'assign',
              config: { sourceField: 'e-mail', destinationField: 'email' },
            },
          ],
        },
      }),
    ).data;
    expect(updated.rules).toHaveLength(1);
    expect(updated.summary).toEqual({ totalRuleCount: 1, addedRuleCount: 1, deletedRuleCount: 6 });
    const narrower = failure(
      await api.client.PATCH('/v1/mapping/{programId}', {
        ...path,
        body: { source: { name: 'in', fields: [{ key: 'Phone', type: 'string' }] } },
      }),
    );
    expect(narrower.status).toBe(400);
    expect(narrower.error?.message).toMatch(/"e-mail" is not a source field of the program/);
    expect((await programEvents()).map((event) => event.topic)).toEqual([
      'program:created',
      'program:updated',
    ]);
    ok(await api.client.DELETE('/v1/mapping/{programId}', path));
    expect(failure(await api.client.GET('/v1/mapping/{programId}', path))).toMatchObject({
      status: 404,
      error: { key: 'programId' },
    });
  });
});

describe("the caller's mapping history", () => {
  it('gives a saved program an accessToken, none to an unsaved one', async () => {
    const program = await saveProgram();
    expect(program.accessToken).toMatch(/^us_mpt_[0-9a-f]{32}$/);
    const path = { params: { path: { programId: program.id as string } } };
    expect(ok(await api.client.GET('/v1/mapping/{programId}', path)).data.accessToken).toBe(
      program.accessToken,
    );
    const unsaved = ok(
      await api.client.POST('/v1/mapping', {
        body: { source: { sheetId: sourceSheetId }, destination: { sheetId: destinationSheetId } },
      }),
    ).data;
    expect(unsaved).not.toHaveProperty('accessToken');
  });

  it('deletes every saved program of the caller, in one environment or in all', async () => {
    const list = async () => ok(await api.client.GET('/v1/mapping', {})).data;
    await saveProgram();
    await saveProgram();
    expect(await list()).toHaveLength(2);

    const unknown = failure(
      await api.client.DELETE('/v1/mapping', { body: { environmentId: 'us_env_nope' } }),
    );
    expect(unknown).toMatchObject({ status: 404, error: { key: 'body.environmentId' } });
    const other = ok(
      await api.client.POST('/v1/environments', { body: { name: 'Other', isProd: false } }),
    ).data;
    ok(await api.client.DELETE('/v1/mapping', { body: { environmentId: other.id } }));
    expect(await list()).toHaveLength(2);

    ok(
      await api.client.DELETE('/v1/mapping', {
        body: { environmentId: api.server.environmentId },
      }),
    );
    expect(await list()).toEqual([]);
    await saveProgram();
    ok(await api.client.DELETE('/v1/mapping', {}));
    expect(await list()).toEqual([]);
  });
});

describe('mapping rules', () => {
  it('creates, lists, gets, updates and deletes rules, each change a program:updated', async () => {
    const program = await saveProgram([]);
    const programId = program.id as string;
    const path = { params: { path: { programId } } };
    const added = ok(
      await api.client.POST('/v1/mapping/{programId}/rules', {
        ...path,
        body: everyRuleType().slice(0, 4) as never,
      }),
    ).data;
    expect(added.map((rule) => rule.name)).toEqual(['first', 'full', 'mail', 'tier']);
    const [first, full, mail, tier] = added.map((rule) => rule.id as string);
    const rulePath = (mappingId: string) => ({ params: { path: { programId, mappingId } } });
    expect(
      ok(
        await api.client.GET('/v1/mapping/{programId}/rules/{mappingId}', rulePath(mail as string)),
      ).data,
    ).toEqual(added[2]);
    const renamed = ok(
      await api.client.PATCH('/v1/mapping/{programId}/rules/{mappingId}', {
        ...rulePath(first as string),
        body: {
          name: 'first name',
          type: 'assign',
          config: { sourceField: 'Last Name', destinationField: 'firstName' },
        },
      }),
    ).data;
    expect(renamed).toMatchObject({
      id: first,
      name: 'first name',
      createdAt: added[0]?.createdAt,
    });
    ok(
      await api.client.PATCH('/v1/mapping/{programId}/rules', {
        ...path,
        body: [
          {
            id: full as string,
            name: 'full',
            type: 'constant',
            config: { destinationField: 'fullName', value: 'n/a' },
          },
        ],
      }),
    );
    ok(
      await api.client.DELETE(
        '/v1/mapping/{programId}/rules/{mappingId}',
        rulePath(tier as string),
      ),
    );
    const listed = ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data;
    expect(listed.map((rule) => [rule.id, rule.type])).toEqual([
      [first, 'assign'],
      [full, 'constant'],
      [mail, 'assign'],
    ]);

    // One unknown id: a 404 naming it, and no rule is deleted.
    const unknown = failure(
      await api.client.DELETE('/v1/mapping/{programId}/rules', {
        ...path,
        body: { ruleIds: [first as string, 'us_mr_nope'] },
      }),
    );
    expect(unknown).toMatchObject({ status: 404, error: { key: 'body.ruleIds[1]' } });
    expect(ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data).toHaveLength(3);
    ok(
      await api.client.DELETE('/v1/mapping/{programId}/rules', {
        ...path,
        body: { ruleIds: [first as string, mail as string] },
      }),
    );
    expect(
      ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data.map((rule) => rule.id),
    ).toEqual([full]);
    expect((await programEvents()).map((event) => event.topic)).toEqual([
      'program:created',
      'program:updated',
      'program:updated',
      'program:updated',
      'program:updated',
      'program:updated',
    ]);
  });

  it('takes rules sent back whole, keeping their dates and id, storing their confidence', async () => {
    const program = await saveProgram(everyRuleType().slice(0, 2));
    const path = { params: { path: { programId: program.id as string } } };
    const listed = ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data;
    const sentBack = listed.map((rule) => ({
      ...rule,
      name: `${rule.name} (checked)`,
      confidence: 0.5,
      createdBy: 'us_usr_someone',
      createdAt: '2020-01-01T00:00:00.000Z',
      updatedAt: '2020-01-01T00:00:00.000Z',
      deletedAt: '2020-01-02T00:00:00.000Z',
    }));
    const updated = ok(
      await api.client.PATCH('/v1/mapping/{programId}/rules', { ...path, body: sentBack }),
    ).data;
    expect(updated.map((rule) => rule.name)).toEqual(['first (checked)', 'full (checked)']);
    const stored = ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data;
    stored.forEach((rule, index) => {
      const before = listed[index];
      expect(rule).toMatchObject({
        id: before?.id,
        confidence: 0.5,
        createdBy: before?.createdBy,
        createdAt: before?.createdAt,
      });
      expect(rule.updatedAt).not.toBe('2020-01-01T00:00:00.000Z');
      expect(rule).not.toHaveProperty('deletedAt');
    });
  });

  it('refuses a rule that does not fit, naming it, and adds none of the batch', async () => {
    const program = await saveProgram([]);
    const path = { params: { path: { programId: program.id as string } } };
    const result = failure(
      await api.client.POST('/v1/mapping/{programId}/rules', {
        ...path,
        body: [
          {
            name: 'ok',
            type: 'assign',
            config: { sourceField: 'e-mail', destinationField: 'email' },
          },
          { name: 'bad', type: 'rename', config: {} },
        ],
      }),
    );
    expect(result).toMatchObject({ status: 400, error: { key: 'body[1].type' } });
    expect(ok(await api.client.GET('/v1/mapping/{programId}/rules', path)).data).toEqual([]);
  });
});
