/**
 * Mapping instructions through the typed client: stored for a mapping family of field keys and
 * offered for a sheet by the Jaccard index of the lower-cased key sets (threshold 0.5), only within
 * the caller's environment, scope and namespace.
 */

import { describe, expect, it } from 'vitest';
import { failure, ok } from '../../support/client-api';
import { useClientApi } from '../../support/server';

const api = useClientApi();

const SCOPE = 'us_acc_caller';

async function sheetWithKeys(keys: string[]) {
  const { client } = api;
  const space = ok(await client.POST('/v1/spaces', { body: { name: 'S' } })).data;
  const workbook = ok(
    await client.POST('/v1/workbooks', {
      body: {
        name: 'W',
        spaceId: space.id,
        sheets: [
          { name: 'Contacts', fields: keys.map((key) => ({ key, type: 'string' as const })) },
        ],
      },
    }),
  ).data;
  return workbook.sheets?.[0]?.id as string;
}

function query(extra: { environmentId?: string; scope?: string; namespace?: string } = {}) {
  return { environmentId: api.server.environmentId, scope: SCOPE, ...extra };
}

async function createInstruction(
  instructions: string,
  fieldKeys: string[],
  where: Parameters<typeof query>[0] = {},
) {
  return ok(
    await api.client.POST('/v1/instructions', {
      params: { query: query(where) },
      body: { instructions, fieldKeys },
    }),
  ).data;
}

async function matchesFor(sheetId: string, where: Parameters<typeof query>[0] = {}) {
  return ok(
    await api.client.GET('/v1/instructions/sheet/{sheetId}', {
      params: { path: { sheetId }, query: query(where) },
    }),
  ).data;
}

describe('instructions', () => {
  it('matches the same keys in any case and order with confidence 1, in one mapping family', async () => {
    const sheetId = await sheetWithKeys(['firstName', 'lastName', 'email']);
    const created = await createInstruction('Split full names', ['Email', 'FIRSTNAME', 'lastname']);
    expect(created).toMatchObject({
      id: expect.stringMatching(/^us_ins_/),
      familyId: expect.stringMatching(/^us_mf_/),
      fieldKeys: ['email', 'firstname', 'lastname'],
      scope: SCOPE,
      environmentId: api.server.environmentId,
    });
    const again = await createInstruction('Trim emails', ['email', 'lastName', 'firstName']);
    expect(again.familyId).toBe(created.familyId);

    const matches = await matchesFor(sheetId);
    expect(matches.map((match) => [match.instructions, match.confidence])).toEqual([
      ['Split full names', 1],
      ['Trim emails', 1],
    ]);
  });

  it('scores a superset and a subset by shared over distinct keys, most similar first', async () => {
    const sheetId = await sheetWithKeys(['a', 'b', 'c', 'd']);
    // Subset: 3 shared of 4 distinct. Superset: 4 shared of 5 distinct. Half: 2 of 4 (the threshold).
    await createInstruction('subset', ['a', 'b', 'c']);
    await createInstruction('superset', ['a', 'b', 'c', 'd', 'e']);
    await createInstruction('half', ['a', 'b']);
    await createInstruction('below', ['a', 'x', 'y']);

    const matches = await matchesFor(sheetId);
    expect(matches.map((match) => [match.instructions, match.confidence])).toEqual([
      ['superset', 4 / 5],
      ['subset', 3 / 4],
      ['half', 2 / 4],
    ]);
  });

  it('does not offer a family whose keys were renamed beyond the threshold', async () => {
    const sheetId = await sheetWithKeys(['first_name', 'last_name', 'email_address']);
    await createInstruction('old names', ['firstName', 'lastName', 'email_address']);
    // 1 shared of 5 distinct = 0.2.
    expect(await matchesFor(sheetId)).toEqual([]);
  });

  it('never shows or changes another environment, scope or namespace', async () => {
    const sheetId = await sheetWithKeys(['a', 'b']);
    const other = ok(await api.client.POST('/v1/environments', { body: { name: 'Other' } })).data;
    await createInstruction('other environment', ['a', 'b'], { environmentId: other.id });
    const otherScope = await createInstruction('other scope', ['a', 'b'], { scope: 'us_acc_else' });
    await createInstruction('namespaced', ['a', 'b'], { namespace: 'crm' });
    await createInstruction('mine', ['a', 'b']);

    expect((await matchesFor(sheetId)).map((match) => match.instructions)).toEqual(['mine']);
    expect(
      (await matchesFor(sheetId, { namespace: 'crm' })).map((match) => match.instructions),
    ).toEqual(['namespaced']);
    // The sheet is not in the other environment.
    const elsewhere = failure(
      await api.client.GET('/v1/instructions/sheet/{sheetId}', {
        params: { path: { sheetId }, query: query({ environmentId: other.id }) },
      }),
    );
    expect(elsewhere).toMatchObject({ status: 404, error: { key: 'sheetId' } });

    const path = { instructionId: otherScope.id };
    const patched = failure(
      await api.client.PATCH('/v1/instructions/{instructionId}', {
        params: { path, query: query() },
        body: { instructions: 'hijacked' },
      }),
    );
    expect(patched).toMatchObject({ status: 404, error: { key: 'instructionId' } });
    const deleted = failure(
      await api.client.DELETE('/v1/instructions/{instructionId}', {
        params: { path, query: query() },
      }),
    );
    expect(deleted.status).toBe(404);
    const theirs = await matchesFor(sheetId, { scope: 'us_acc_else' });
    expect(theirs.map((match) => match.instructions)).toEqual(['other scope']);
  });

  it('updates text and keys (moving the family) and deletes, checking the given keys', async () => {
    const sheetId = await sheetWithKeys(['a', 'b']);
    const created = await createInstruction('first', ['x', 'y']);
    expect(await matchesFor(sheetId)).toEqual([]);

    const path = { instructionId: created.id };
    const updated = ok(
      await api.client.PATCH('/v1/instructions/{instructionId}', {
        params: { path, query: query() },
        body: { instructions: 'second', fieldKeys: ['A', 'b'], metadata: { source: 'test' } },
      }),
    ).data;
    expect(updated).toMatchObject({ instructions: 'second', fieldKeys: ['a', 'b'] });
    expect(updated.familyId).not.toBe(created.familyId);
    expect((await matchesFor(sheetId)).map((match) => match.metadata)).toEqual([
      { source: 'test' },
    ]);

    const wrongKeys = failure(
      await api.client.DELETE('/v1/instructions/{instructionId}', {
        params: { path, query: query() },
        body: { fieldKeys: ['x', 'y'] },
      }),
    );
    expect(wrongKeys).toMatchObject({ status: 400, error: { key: 'body.fieldKeys' } });
    ok(
      await api.client.DELETE('/v1/instructions/{instructionId}', {
        params: { path, query: query() },
        body: { fieldKeys: ['B', 'a'] },
      }),
    );
    expect(await matchesFor(sheetId)).toEqual([]);
  });

  it('refuses a missing scope and an unknown environment, naming them', async () => {
    const missingScope = failure(
      await api.client.POST('/v1/instructions', {
        // @ts-expect-error scope is required
        params: { query: { environmentId: api.server.environmentId } },
        body: { instructions: 'x', fieldKeys: ['a'] },
      }),
    );
    expect(missingScope).toMatchObject({ status: 400, error: { key: 'query.scope' } });
    const unknownEnvironment = failure(
      await api.client.POST('/v1/instructions', {
        params: { query: query({ environmentId: 'us_env_nope' }) },
        body: { instructions: 'x', fieldKeys: ['a'] },
      }),
    );
    expect(unknownEnvironment).toMatchObject({
      status: 404,
      error: { key: 'query.environmentId' },
    });
  });
});
