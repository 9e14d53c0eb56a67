/**
 * Prerequisites several resources' scenarios share beyond the world: an event, a role, a commit,
 * a user, a thread. Each is made through the client where the dev server serves it, else plain
 * HTTP, else a well-formed id of nothing (the operation under test then shows how it answers).
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { idOrPlaceholder, type Setup, viaClientOrApi } from './scenario.ts';
import type { World } from './world.ts';

/** The id of an event of the world's space (its creation events exist from the start). */
export async function anEventId(setup: Setup, world: World) {
  return idOrPlaceholder(async () => {
    const events = await viaClientOrApi(
      async () =>
        (
          await setup.client.events.list({
            environmentId: world.environmentId,
            spaceId: world.spaceId,
          })
        ).data,
      () =>
        setup.api.request<Flatfile.Event[]>('GET', '/events', {
          query: { environmentId: world.environmentId, spaceId: world.spaceId },
        }),
    );
    const first = events[0];
    if (!first) throw new Error('parity: the space has no events');
    return first.id;
  }, 'us_evt_parity000');
}

/** A role of the account, for role assignments. */
export async function aRoleId(setup: Setup) {
  return idOrPlaceholder(async () => {
    const roles = (await setup.client.roles.list()).data;
    const first = roles[0];
    if (!first) throw new Error('parity: the account has no roles');
    return first.id;
  }, 'us_rol_parity000');
}

/** A commit of the contacts sheet: the one an update of a record writes. */
export async function aCommitId(setup: Setup, world: World) {
  return idOrPlaceholder(async () => {
    const [recordId] = world.contactIds;
    if (!recordId) throw new Error('parity: the world has no contacts');
    const update = [{ id: recordId, values: { firstName: { value: 'Ada' } } }];
    // Plain HTTP: the client types this answer as a bare `{ versionId }`, and the commit id is
    // the thing to find here, not the shape under test.
    const written = await setup.api.request<{ versionId?: string; commitId?: string }>(
      'PUT',
      `/sheets/${world.contactsSheetId}/records`,
      { body: update },
    );
    const id = written.commitId ?? written.versionId;
    if (!id) throw new Error('parity: the update answered no commit');
    return id;
  }, 'us_vr_parity000');
}

/** A user invited to the account. */
export async function aUserId(setup: Setup, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`;
  return idOrPlaceholder(async () => {
    const user = await viaClientOrApi(
      async () => (await setup.client.users.createAndInvite({ email, name, actorRoles: [] })).data,
      () => setup.api.request<Flatfile.User>('POST', '/users/invite', { body: { email, name } }),
    );
    return user.id;
  }, 'us_usr_parity000');
}

/** A thread on the world's space (the client names its resource; our API takes a space). */
export async function aThreadId(setup: Setup, world: World) {
  return idOrPlaceholder(
    () =>
      viaClientOrApi(
        async () =>
          (await setup.client.threads.createThread({ resourceId: world.spaceId, status: 'ready' }))
            .data.id,
        async () =>
          (
            await setup.api.request<{ id: string }>('POST', '/threads', {
              body: { spaceId: world.spaceId, title: 'Review' },
            })
          ).id,
      ),
    'us_th_parity000',
  );
}

/** An app of the account, for what belongs to one (runbooks, saved transformations). */
export async function anAppId(setup: Setup, namespace: string) {
  return idOrPlaceholder(async () => {
    const config: Flatfile.AppCreate = { name: `Parity ${namespace}`, namespace, type: 'PROJECTS' };
    return (await setup.client.apps.create(config)).data.id;
  }, 'us_app_parity000');
}

/** An export of an agent's code: every deploy of the agent exports what it runs. */
export async function anAgentExportId(setup: Setup, world: World, slug: string) {
  return idOrPlaceholder(async () => {
    const body: Flatfile.AgentConfig = {
      topics: ['job:ready'],
      compiler: 'js',
      source: 'module.exports = { default: () => {} };',
      slug,
    };
    const agent = (await setup.client.agents.create({ environmentId: world.environmentId, body }))
      .data;
    if (!agent) throw new Error('parity: the agent was not created');
    const exports = await setup.client.agentExports.list({
      environmentId: world.environmentId,
      agentId: agent.id,
    });
    const first = exports.data[0];
    if (!first) throw new Error('parity: the deploy exported no code');
    return first.id;
  }, 'us_agx_parity000');
}
