/**
 * Threads and their messages. A thread lives on a resource (`resourceId`: a space, or a workbook,
 * sheet or other resource inside one) and so in that resource's space; a request may name the
 * space itself with `spaceId` instead. Statuses are the hosted `ready` (a new thread's), `active`
 * and `error`; `open`, importkit's former word, is read as `ready`. An update's `state` replaces
 * the stored state, or is merged into it with `stateUpdateStrategy: upsert`. `PUT` and `PATCH`
 * update alike. A thread's messages go with it.
 * @module
 */
import { badRequest } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import { findResource, findSpaceOfResource } from './parents';
import { threadContext } from './resource-contexts';
import type { ResourceDefinition } from './resource-definition';
import { resourceHandlers } from './resource-handlers';
import { storedCollection } from './resource-table';

const OWNED = ['id', 'createdAt', 'updatedAt'] as const;

/** `open` was importkit's word for a new thread; the hosted one is `ready`. */
const readStatus = (status: unknown) => (status === 'open' ? 'ready' : status);

export const messages: ResourceDefinition = {
  label: 'Message',
  collection: storedCollection('messages'),
  idPrefix: 'us_msg_',
  idParam: 'messageId',
  operations: {
    list: 'listMessages',
    create: 'createMessage',
    get: 'getMessage',
    update: 'updateMessage',
    delete: 'deleteMessage',
  },
  parent: {
    field: 'threadId',
    source: 'path',
    required: true,
    find: findResource('threads', 'Thread'),
  },
  serverOwned: [...OWNED, 'spaceId', 'environmentId'],
  accept: (body, _runtime, entity) => {
    // The hosted update body may name the thread; a message does not move between threads.
    if (entity && body.threadId !== undefined && body.threadId !== entity.threadId) {
      throw badRequest(
        `body.threadId ${String(body.threadId)} is not the message's thread ${String(entity.threadId)}`,
        'body.threadId',
      );
    }
    const { threadId: _thread, ...rest } = body;
    return rest;
  },
  // A message is read bare, as the hosted client has it; a thread's list is `{ data }`.
  view: ({ environmentId: _environment, spaceId: _space, ...message }) => message,
  answers: { create: ({ data }) => data, get: ({ data }) => data, update: ({ data }) => data },
};

export const threads: ResourceDefinition = {
  label: 'Thread',
  collection: storedCollection('threads'),
  idPrefix: 'us_th_',
  idParam: 'threadId',
  operations: {
    list: 'listThreads',
    create: 'createThread',
    get: 'getThread',
    update: 'updateThread',
    delete: 'deleteThread',
  },
  parent: { field: 'spaceId', source: 'body', required: true, find: findSpaceOfResource },
  filters: {
    environmentId: true,
    resourceId: (entity, value) => (entity.resourceId ?? entity.spaceId) === value,
  },
  serverOwned: [...OWNED, 'environmentId'],
  accept: (body, runtime, entity) => {
    const { stateUpdateStrategy, ...rest } = body;
    const accepted: Record<string, unknown> = { ...rest };
    if (rest.status !== undefined) accepted.status = readStatus(rest.status);
    if (entity === undefined) {
      if (rest.resourceId === undefined && rest.spaceId === undefined) {
        throw badRequest('body.resourceId (or body.spaceId) is required', 'body.resourceId');
      }
      // The thread's space is its resource's; `spaceId` alone names the space as the resource.
      if (rest.resourceId !== undefined) {
        const { spaceId } = findSpaceOfResource(
          runtime,
          String(rest.resourceId),
          'body.resourceId',
        );
        if (rest.spaceId !== undefined && rest.spaceId !== spaceId) {
          throw badRequest(
            `body.resourceId ${String(rest.resourceId)} is not in space ${String(rest.spaceId)}`,
            'body.resourceId',
          );
        }
        accepted.spaceId = spaceId;
      } else accepted.resourceId = rest.spaceId;
      accepted.status ??= 'ready';
      return accepted;
    }
    if (rest.resourceId !== undefined) {
      const place = findSpaceOfResource(runtime, String(rest.resourceId), 'body.resourceId');
      Object.assign(accepted, place);
    }
    if (stateUpdateStrategy === 'upsert' && rest.state !== undefined) {
      accepted.state = { ...(entity.state as object | undefined), ...(rest.state as object) };
    }
    return accepted;
  },
  // Threads kept by an older server (--data) lack `resourceId` and say `open`.
  view: (entity) => ({
    ...entity,
    resourceId: entity.resourceId ?? entity.spaceId,
    status: readStatus(entity.status),
  }),
  beforeDelete: (entity, runtime) => {
    for (const message of messages.collection(runtime).list()) {
      if (message.threadId === entity.id) messages.collection(runtime).delete(message.id);
    }
  },
  events: {
    created: 'thread:created',
    updated: 'thread:updated',
    deleted: 'thread:deleted',
    payload: (entity, change) => {
      const { id: threadId, title, createdAt } = entity;
      const status = readStatus(entity.status);
      if (change.kind === 'created') return { threadId, title, status, createdAt };
      if (change.kind === 'updated') return { threadId, title, status, changes: change.changes };
      return {};
    },
    context: threadContext,
  },
};

const plainThreads = resourceHandlers(threads);

export const threadHandlers: HandlerMap = {
  ...plainThreads,
  ...resourceHandlers(messages),
};

// The hosted client updates with PUT; importkit's PATCH stays, served by the same handler.
if (plainThreads.updateThread) threadHandlers.patchThread = plainThreads.updateThread;
