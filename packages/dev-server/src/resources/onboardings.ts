/**
 * Onboardings: a user's way through the product's first steps (`flow`, `currentStep`,
 * `completedAt`), and the datapoints recorded on the way (what the user told each step). The dev
 * server has no dashboard to show them: it stores the telemetry and answers it back. An
 * onboarding belongs to a user of the account (404 naming `userId` otherwise) and goes with it;
 * its datapoints go with it.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { findResource } from './parents';
import type { ResourceDefinition } from './resource-definition';
import { createEntity, requireResource, resourceHandlers } from './resource-handlers';
import { storedCollection } from './resource-store';

const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

export const onboardingDatapoints: ResourceDefinition = {
  label: 'Onboarding datapoint',
  collection: storedCollection('onboarding-datapoints'),
  idPrefix: 'us_odp_',
  idParam: 'datapointId',
  operations: {
    list: 'listOnboardingDatapoints',
    create: 'createOnboardingDatapoint',
    get: 'getOnboardingDatapoint',
    update: 'updateOnboardingDatapoint',
    delete: 'deleteOnboardingDatapoint',
  },
  parent: {
    field: 'onboardingId',
    source: 'path',
    required: true,
    find: findResource('onboardings', 'Onboarding'),
  },
  serverOwned: OWNED,
};

export const onboardings: ResourceDefinition = {
  label: 'Onboarding',
  collection: storedCollection('onboardings'),
  idPrefix: 'us_onb_',
  idParam: 'onboardingId',
  operations: {
    list: 'listOnboardings',
    create: 'createOnboarding',
    get: 'getOnboarding',
    delete: 'deleteOnboarding',
  },
  parent: { field: 'userId', source: 'body', required: true, find: findResource('users', 'User') },
  serverOwned: [...OWNED, 'currentStep', 'completedAt', 'flow'],
  initial: () => ({ currentStep: 0 }),
  beforeDelete: (entity, runtime) => {
    for (const datapoint of onboardingDatapoints.collection(runtime).list()) {
      if (datapoint.onboardingId === entity.id) {
        onboardingDatapoints.collection(runtime).delete(datapoint.id);
      }
    }
  },
};

/** Removes a deleted user's onboardings with their datapoints. */
export function removeUserOnboardings(runtime: DevRuntime, userId: string): void {
  for (const onboarding of onboardings.collection(runtime).list()) {
    if (onboarding.userId !== userId) continue;
    onboardings.beforeDelete?.(onboarding, runtime);
    onboardings.collection(runtime).delete(onboarding.id);
  }
}

export const onboardingHandlers: HandlerMap = {
  ...resourceHandlers(onboardings),
  ...resourceHandlers(onboardingDatapoints),

  // The hosted body repeats the path's onboarding; another one is a contradiction.
  createOnboardingDatapoint: (input, runtime) => {
    const body = input.body as { onboardingId?: string };
    if (body.onboardingId !== undefined && body.onboardingId !== input.params.onboardingId) {
      throw badRequest(
        `body.onboardingId ${body.onboardingId} is not the path's onboarding ${String(input.params.onboardingId)}`,
        'body.onboardingId',
      );
    }
    return { data: createEntity(onboardingDatapoints, runtime, input) };
  },

  /** Records where the user is: the step, the flow, and when it was completed. */
  updateOnboardingProgress: ({ params, body }, runtime) => {
    const onboarding = requireResource(onboardings, runtime, params.onboardingId as string);
    const progress = body as { flow?: string; currentStep: number; completedAt?: string };
    if (!Number.isInteger(progress.currentStep) || progress.currentStep < 0) {
      throw badRequest('body.currentStep must be a whole number from 0', 'body.currentStep');
    }
    // Written as the server's own fields (the plain update refuses them from a request).
    const updated = { ...onboarding, ...progress, updatedAt: runtime.now() };
    onboardings.collection(runtime).put(updated);
    return { data: updated };
  },

  getOnboardingStatus: ({ params }, runtime) => ({
    data: requireResource(onboardings, runtime, params.onboardingId as string),
  }),
};
