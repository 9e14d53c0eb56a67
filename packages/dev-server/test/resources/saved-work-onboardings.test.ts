import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createContactsWorkbook } from '../support/test-api';

const api = useTestApi();

async function app(namespace: string): Promise<Json> {
  return (
    await api.ok('POST', '/v1/apps', { body: { name: namespace, namespace, type: 'PROJECTS' } })
  ).data;
}

describe('runbooks and routines', () => {
  it('keep a runbook of sheet tools and its routines in the order they run', async () => {
    const { space, sheet } = await createContactsWorkbook(api);
    const { id: appId } = await app('runbooks');
    const runbook = (
      await api.ok('POST', '/v1/runbooks', {
        body: {
          accountId: api.server.accountId,
          appId,
          environmentId: api.server.environmentId,
          spaceId: space.id,
          name: 'Clean contacts',
          config: { sourceSheetIds: [sheet.id], destinationSheetIds: [sheet.id] },
          status: 'CREATED',
          type: 'SHEET_TOOL',
        },
      })
    ).data;
    expect(runbook).toMatchObject({
      name: 'Clean contacts',
      createdBy: expect.stringMatching(/^us_key_/),
    });
    for (const [name, ordinal] of [
      ['Trim', 2],
      ['Dedupe', 1],
    ] as const) {
      await api.ok('POST', '/v1/routines', {
        body: { runbookId: runbook.id, name, ordinal, type: 'JOB', config: { step: name } },
      });
    }
    const routines = (await api.ok('GET', '/v1/routines', { query: { runbookId: runbook.id } }))
      .data;
    expect(routines.map((routine: Json) => routine.name)).toEqual(['Dedupe', 'Trim']);
    const updated = (
      await api.ok('PATCH', `/v1/runbooks/${runbook.id}`, { body: { status: 'WAITING' } })
    ).data;
    expect(updated.status).toBe('WAITING');
    expect(
      (await api.ok('GET', '/v1/runbooks', { query: { spaceId: space.id } })).data.map(
        (each: Json) => each.id,
      ),
    ).toEqual([runbook.id]);

    await api.ok('DELETE', `/v1/runbooks/${runbook.id}`);
    expect((await api.request('GET', `/v1/routines/${routines[0].id}`)).status).toBe(404);
  });

  it('refuse an unknown app, a sheet that does not exist and another account', async () => {
    const { space, sheet } = await createContactsWorkbook(api);
    const { id: appId } = await app('refusals');
    const body = {
      accountId: api.server.accountId,
      appId,
      environmentId: api.server.environmentId,
      spaceId: space.id,
      name: 'R',
      config: { sourceSheetIds: [sheet.id], destinationSheetIds: ['us_sh_missing'] },
      status: 'CREATED',
      type: 'SHEET_TOOL',
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ appId: 'us_app_missing' }, 404, 'body.appId'],
      [{}, 404, 'body.config.destinationSheetIds[0]'],
      [{ accountId: 'us_acc_other' }, 400, 'body.accountId'],
    ];
    for (const [change, status, key] of cases) {
      const refused = await api.request('POST', '/v1/runbooks', { body: { ...body, ...change } });
      expect(refused.status).toBe(status);
      expect(refused.body.errors[0].key).toBe(key);
    }
  });
});

describe('saved transformations', () => {
  it('are found again by the field keys they touch', async () => {
    const { space, sheet } = await createContactsWorkbook(api);
    const { id: appId } = await app('transformations');
    const body = (keys: string[], extra: Record<string, unknown> = {}) => ({
      accountId: api.server.accountId,
      environmentId: api.server.environmentId,
      spaceId: space.id,
      appId,
      sheetId: sheet.id,
      keys,
      sourceKeys: keys,
      destinationKeys: keys,
      mutationCommand: 'record.set("email", String(record.get("email")).trim())',
      type: 'mutation',
      ...extra,
    });
    const saved = await api.ok('POST', '/v1/transformations', { body: body(['email']) });
    expect(saved).toMatchObject({
      success: true,
      data: { usageCount: 0, solvedErrorMessages: [] },
    });
    const both = (await api.ok('POST', '/v1/transformations', { body: body(['email', 'name']) }))
      .data;
    const listed = async (query: Record<string, string | string[] | number>) =>
      (await api.ok('GET', '/v1/transformations', { query: { appId, ...query } })).data.map(
        (each: Json) => each.id,
      );
    expect(await listed({ matchKeys: ['email'] })).toEqual([saved.data.id]);
    expect(await listed({ matchKeys: ['email', 'name'] })).toEqual([both.id]);
    expect(await listed({ matchKeys: ['email'], overlap: 0.5 })).toEqual([saved.data.id, both.id]);
    expect(await listed({ matchKeys: ['email'], overlap: 0.5, filterKeys: ['name'] })).toEqual([
      both.id,
    ]);

    const replaced = await api.ok('PUT', `/v1/transformations/${both.id}`, {
      body: body(['email', 'name'], { mutationCommand: 'record.set("name", "x")' }),
    });
    expect(replaced).toMatchObject({
      success: true,
      data: { id: both.id, mutationCommand: 'record.set("name", "x")' },
    });
    const elsewhere = await api.request('POST', '/v1/transformations', {
      body: body(['email'], { spaceId: 'us_sp_elsewhere' }),
    });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errors[0].key).toBe('body.spaceId');
  });
});

describe('assistant prompts', () => {
  it('are stored per space and listed by type', async () => {
    const { space } = await createContactsWorkbook(api);
    const base = { environmentId: api.server.environmentId, spaceId: space.id };
    const assist = (
      await api.ok('POST', '/v1/prompts', { body: { ...base, prompt: 'Split the name' } })
    ).data;
    expect(assist).toMatchObject({
      promptType: 'AI_ASSIST',
      accountId: api.server.accountId,
      createdById: expect.stringMatching(/^us_key_/),
    });
    await api.ok('POST', '/v1/prompts', {
      body: { ...base, prompt: 'Emails are required', promptType: 'CONSTRAINT_GENERATION' },
    });
    const ofType = async (promptType: string) =>
      (await api.ok('GET', '/v1/prompts', { query: { promptType } })).data.length;
    expect([
      await ofType('AI_ASSIST'),
      await ofType('CONSTRAINT_GENERATION'),
      await ofType('ALL'),
    ]).toEqual([1, 1, 2]);
    const edited = (
      await api.ok('PATCH', `/v1/prompts/${assist.id}`, { body: { prompt: 'Split the full name' } })
    ).data;
    expect(edited.prompt).toBe('Split the full name');
  });
});

describe('onboardings', () => {
  it("record a user's progress and the datapoints of its steps, and go with the user", async () => {
    const user = (
      await api.ok('POST', '/v1/users/invite', { body: { email: 'o@example.com', name: 'O' } })
    ).data;
    const onboarding = (await api.ok('POST', '/v1/onboardings', { body: { userId: user.id } }))
      .data;
    expect(onboarding).toMatchObject({ userId: user.id, currentStep: 0 });
    const moved = (
      await api.ok('PUT', `/v1/onboardings/${onboarding.id}/progress`, {
        body: { flow: 'workflow', currentStep: 2 },
      })
    ).data;
    expect(moved).toMatchObject({ flow: 'workflow', currentStep: 2 });
    expect((await api.ok('GET', `/v1/onboardings/${onboarding.id}/status`)).data).toEqual(moved);

    const datapoints = `/v1/onboardings/${onboarding.id}/datapoints`;
    const datapoint = (
      await api.ok('POST', datapoints, {
        body: { onboardingId: onboarding.id, source: 'welcome', data: { teamSize: 12 } },
      })
    ).data;
    const updated = (
      await api.ok('PATCH', `${datapoints}/${datapoint.id}`, { body: { data: { teamSize: 30 } } })
    ).data;
    expect(updated.data).toEqual({ teamSize: 30 });
    expect((await api.ok('GET', datapoints)).data).toEqual([updated]);
    const contradiction = await api.request('POST', datapoints, {
      body: { onboardingId: 'us_onb_other', data: {} },
    });
    expect(contradiction.status).toBe(400);

    const noUser = await api.request('POST', '/v1/onboardings', { body: { userId: 'us_usr_x' } });
    expect(noUser.status).toBe(404);
    await api.ok('DELETE', `/v1/users/${user.id}`);
    expect((await api.request('GET', `/v1/onboardings/${onboarding.id}`)).status).toBe(404);
  });
});
