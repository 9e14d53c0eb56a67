/**
 * Scenarios of `mapping`: mapping programs (from a source sheet's fields to a destination
 * sheet's) and their rules.
 * @module
 */
import type { Flatfile } from '@flatfile/api';
import { type ResourceScenarios, type Setup, viaClientOrApi } from '../src/scenario.ts';
import { contactsSheet, type World } from '../src/world.ts';

const EXPORT_SHEET: Flatfile.SheetConfig = {
  name: 'Export',
  fields: [
    { key: 'First Name', type: 'string' },
    { key: 'E-mail', type: 'string' },
  ],
};

const ASSIGN_EMAIL: Flatfile.MappingRuleConfig = {
  name: 'E-mail to email',
  type: 'assign',
  config: { sourceField: 'E-mail', destinationField: 'email' },
};

const ASSIGN_NAME: Flatfile.MappingRuleConfig = {
  name: 'First Name to firstName',
  type: 'assign',
  config: { sourceField: 'First Name', destinationField: 'firstName' },
};

function program(rules: Flatfile.MappingRuleConfig[]): Flatfile.ProgramConfig {
  return { source: EXPORT_SHEET, destination: contactsSheet, namespace: 'parity', rules };
}

/** A saved program with both rules, both sides sheet configs; answers its id and its rules' ids. */
async function createProgram(setup: Setup, world: World) {
  const config: Flatfile.ProgramConfig = { ...program([ASSIGN_EMAIL, ASSIGN_NAME]), save: true };
  const { data: created } = await setup.client.mapping.createMappingProgram({
    environmentId: world.environmentId,
    body: config,
  });
  if (!created.id) throw new Error('parity: the program has no id');
  const ruleIds = created.rules.flatMap((rule) => (rule.id ? [rule.id] : []));
  return { programId: created.id, ruleIds };
}

export const mappingScenarios: ResourceScenarios<'mapping'> = {
  createMappingProgram: ({ client, world }) =>
    client.mapping.createMappingProgram({
      environmentId: world.environmentId,
      body: program([ASSIGN_EMAIL]),
    }),
  deleteAllHistoryForUser: ({ client, world }) =>
    client.mapping.deleteAllHistoryForUser({ environmentId: world.environmentId }),
  listMappingPrograms: ({ client, world }) =>
    client.mapping.listMappingPrograms({
      environmentId: world.environmentId,
      namespace: 'parity',
      pageSize: 10,
      pageNumber: 1,
    }),
  getMappingProgram: async ({ client, world, setup }) =>
    client.mapping.getMappingProgram((await createProgram(setup, world)).programId),
  updateMappingProgram: async ({ client, world, setup }) =>
    client.mapping.updateMappingProgram(
      (await createProgram(setup, world)).programId,
      program([ASSIGN_NAME]),
    ),
  deleteMappingProgram: async ({ client, world, setup }) =>
    client.mapping.deleteMappingProgram((await createProgram(setup, world)).programId),
  createRules: async ({ client, world, setup }) =>
    client.mapping.createRules((await createProgram(setup, world)).programId, [
      { name: 'Last seen', type: 'constant', config: { destinationField: 'plan', value: 'free' } },
    ]),
  deleteMultipleRules: async ({ client, world, setup }) => {
    const { programId, ruleIds } = await createProgram(setup, world);
    return client.mapping.deleteMultipleRules(programId, { ruleIds });
  },
  listRules: async ({ client, world, setup }) =>
    client.mapping.listRules((await createProgram(setup, world)).programId),
  getRule: async ({ client, world, setup }) => {
    const { programId, ruleIds } = await createProgram(setup, world);
    return client.mapping.getRule(programId, ruleIds[0] ?? 'us_mr_parity000');
  },
  updateRule: async ({ client, world, setup }) => {
    const { programId, ruleIds } = await createProgram(setup, world);
    return client.mapping.updateRule(programId, ruleIds[0] ?? 'us_mr_parity000', {
      ...ASSIGN_EMAIL,
      name: 'E-mail address to email',
    });
  },
  updateRules: async ({ client, world, setup }) => {
    const { programId } = await createProgram(setup, world);
    const rules = await viaClientOrApi(
      async () => (await setup.client.mapping.listRules(programId)).data,
      () => setup.api.request<Flatfile.MappingRule[]>('GET', `/mapping/${programId}/rules`),
    );
    // Rebuilt field by field: the lenient client leaves dates as strings when a rule does not
    // fit its schema, and the request serializer wants Date objects.
    return client.mapping.updateRules(
      programId,
      rules.map((rule) => ({
        id: rule.id,
        name: `${rule.name} (checked)`,
        type: rule.type,
        config: rule.config,
        createdAt: new Date(String(rule.createdAt)),
        updatedAt: new Date(String(rule.updatedAt)),
      })),
    );
  },
  deleteRule: async ({ client, world, setup }) => {
    const { programId, ruleIds } = await createProgram(setup, world);
    return client.mapping.deleteRule(programId, ruleIds[0] ?? 'us_mr_parity000');
  },
};
