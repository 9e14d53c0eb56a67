/**
 * Scenarios of `roles`: the account's roles.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const rolesScenarios: ResourceScenarios<'roles'> = {
  list: ({ client }) => client.roles.list(),
};
