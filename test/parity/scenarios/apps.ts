/**
 * Scenarios of `apps`: apps of the account and the stored constraints they hold, with versions.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';

const EMAIL_CONSTRAINT: Flatfile.ConstraintCreate = {
  validator: 'company-email',
  label: 'Company email',
  description: 'An address of the company domain',
  function: "(value) => value.endsWith('@example.com') ? undefined : 'Not a company address'",
};

async function createApp(setup: Setup, namespace: string) {
  const config: Flatfile.AppCreate = { name: `Parity ${namespace}`, namespace, type: 'PROJECTS' };
  const app = await viaClientOrApi(
    async () => (await setup.client.apps.create(config)).data,
    () => setup.api.request<Flatfile.App>('POST', '/apps', { body: config }),
  );
  return app.id;
}

async function createConstraint(setup: Setup, appId: string) {
  const constraint = await viaClientOrApi(
    async () => (await setup.client.apps.createConstraint(appId, EMAIL_CONSTRAINT)).data,
    () =>
      setup.api.request<Flatfile.ConstraintResource>('POST', `/apps/${appId}/constraints`, {
        body: EMAIL_CONSTRAINT,
      }),
  );
  return constraint.id;
}

/** An app with one constraint that was updated once, so it has two versions. */
async function appWithConstraint(setup: Setup, namespace: string) {
  const appId = await createApp(setup, namespace);
  const constraintId = await createConstraint(setup, appId);
  return { appId, constraintId };
}

export const appsScenarios: ResourceScenarios<'apps'> = {
  list: ({ client }) => client.apps.list(),
  get: async ({ client, setup }) => client.apps.get(await createApp(setup, 'parity-get')),
  update: async ({ client, setup }) =>
    client.apps.update(await createApp(setup, 'parity-update'), {
      name: 'Parity renamed',
      entity: 'Contact',
      entityPlural: 'Contacts',
    }),
  create: ({ client }) =>
    client.apps.create({
      name: 'Parity CRM',
      namespace: 'parity-crm',
      type: 'PROJECTS',
      entity: 'Project',
      entityPlural: 'Projects',
    }),
  delete: async ({ client, setup }) => client.apps.delete(await createApp(setup, 'parity-delete')),
  getConstraints: async ({ client, setup }) => {
    const { appId } = await appWithConstraint(setup, 'parity-constraints');
    return client.apps.getConstraints(appId, { includeBuiltins: true });
  },
  createConstraint: async ({ client, setup }) =>
    client.apps.createConstraint(
      await createApp(setup, 'parity-create-constraint'),
      EMAIL_CONSTRAINT,
    ),
  getConstraintById: async ({ client, setup }) => {
    const { appId, constraintId } = await appWithConstraint(setup, 'parity-constraint-get');
    return client.apps.getConstraintById(appId, constraintId);
  },
  getConstraintVersions: async ({ client, setup }) => {
    const { appId, constraintId } = await appWithConstraint(setup, 'parity-constraint-versions');
    return client.apps.getConstraintVersions(appId, constraintId);
  },
  getConstraintVersion: async ({ client, setup }) => {
    const { appId, constraintId } = await appWithConstraint(setup, 'parity-constraint-version');
    return client.apps.getConstraintVersion(appId, constraintId, 1);
  },
  updateConstraint: async ({ client, setup }) => {
    const { appId, constraintId } = await appWithConstraint(setup, 'parity-constraint-update');
    return client.apps.updateConstraint(appId, constraintId, {
      label: 'Company e-mail',
      description: 'An address of the company domain, checked on every commit',
    });
  },
  deleteConstraint: async ({ client, setup }) => {
    const { appId, constraintId } = await appWithConstraint(setup, 'parity-constraint-delete');
    return client.apps.deleteConstraint(appId, constraintId);
  },
};
