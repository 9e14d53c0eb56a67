/**
 * Scenarios of `entitlements`: what the account's plan allows.
 * @module
 */
import type { ResourceScenarios } from '../src/scenario.ts';

export const entitlementsScenarios: ResourceScenarios<'entitlements'> = {
  list: ({ client, world }) => client.entitlements.list({ resourceId: world.accountId }),
};
