/**
 * Guides: help content of an environment (title, description, `blocks`), found by a slug unique
 * within the environment (409 for a second one); a space shows one through its guidance. Every
 * guide keeps its versions: the create is version 1, and each update that changes the blocks is
 * the next, whose `content` is the blocks as JSON text. Versions are the server's: a `versions`
 * list sent back in an update is ignored.
 * @module
 */
import { badRequest, conflict, notFound } from '../http/http-error';
import type { HandlerMap } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { findEnvironment } from './parents';
import type { ResourceDefinition, ResourceEntity } from './resource-definition';
import { createEntity, requireResource, resourceHandlers, updateEntity } from './resource-handlers';
import { storedCollection } from './resource-store';

const versionsOf = storedCollection('guide-versions');

function versionsOfGuide(runtime: DevRuntime, guideId: string) {
  return versionsOf(runtime)
    .list()
    .filter((version) => version.guideId === guideId)
    .map(({ guideId: _guide, environmentId: _environment, ...version }) => version);
}

/** Adds a version when the blocks differ from the latest one's. */
function recordVersion(runtime: DevRuntime, guide: ResourceEntity) {
  const versions = versionsOfGuide(runtime, guide.id);
  const content = JSON.stringify(guide.blocks ?? []);
  const latest = versions.at(-1);
  if (latest?.content === content) return;
  const version = (latest?.version as number | undefined) ?? 0;
  const now = runtime.now();
  const id = `${guide.id}@${version + 1}`;
  versionsOf(runtime).put({
    id,
    guideId: guide.id,
    environmentId: guide.environmentId,
    version: version + 1,
    content,
    createdAt: now,
    updatedAt: now,
  });
}

/** A slug names one guide of an environment. */
function checkSlug(runtime: DevRuntime, environmentId: string, slug: unknown, guideId?: string) {
  if (slug === undefined) return;
  const taken = guides
    .collection(runtime)
    .list()
    .find((guide) => guide.environmentId === environmentId && guide.slug === slug);
  if (taken && taken.id !== guideId) {
    throw conflict(
      `Environment ${environmentId} already has guide ${taken.id} with slug ${String(slug)}`,
      'body.slug',
    );
  }
}

export const guides: ResourceDefinition = {
  label: 'Guide',
  collection: storedCollection('guides'),
  idPrefix: 'us_gu_',
  idParam: 'guideId',
  operations: {
    list: 'listGuides',
    create: 'createGuide',
    get: 'getGuide',
    update: 'updateGuide',
    delete: 'deleteGuide',
  },
  parent: { field: 'environmentId', source: 'path', required: true, find: findEnvironment },
  serverOwned: ['id', 'createdAt', 'updatedAt'],
  accept: ({ versions: _versions, ...body }, runtime, entity) => {
    const environmentId = String(entity?.environmentId ?? body.environmentId);
    if (entity && body.environmentId !== undefined && body.environmentId !== environmentId) {
      throw badRequest(
        `body.environmentId ${String(body.environmentId)} is not the guide's environment`,
        'body.environmentId',
      );
    }
    checkSlug(runtime, environmentId, body.slug, entity?.id);
    return body;
  },
  view: (entity, runtime) => ({
    metadata: {},
    ...entity,
    versions: versionsOfGuide(runtime, entity.id),
  }),
  beforeDelete: (entity, runtime) => {
    for (const version of versionsOf(runtime).list()) {
      if (version.guideId === entity.id) versionsOf(runtime).delete(version.id);
    }
  },
};

/** A guide as answered, once its version is recorded (so it lists its own version). */
function answerGuide(runtime: DevRuntime, guide: ResourceEntity) {
  recordVersion(runtime, guide);
  return { data: guides.view?.(guide, runtime) };
}

/** The guide of the path: another environment's is not found there. */
function guideOfPath(runtime: DevRuntime, params: Record<string, string>) {
  const guide = requireResource(guides, runtime, params.guideId as string);
  if (guide.environmentId !== params.environmentId) throw notFound('Guide', guide.id, 'guideId');
  return guide;
}

export const guideHandlers: HandlerMap = {
  ...resourceHandlers(guides),

  createGuide: (input, runtime) => {
    const body = input.body as { environmentId?: string };
    if (body.environmentId !== undefined && body.environmentId !== input.params.environmentId) {
      throw badRequest(
        `body.environmentId ${body.environmentId} is not the path's environment ${String(input.params.environmentId)}`,
        'body.environmentId',
      );
    }
    return answerGuide(runtime, createEntity(guides, runtime, input));
  },

  updateGuide: ({ params, body }, runtime) => {
    const guide = guideOfPath(runtime, params);
    return answerGuide(
      runtime,
      updateEntity(guides, runtime, guide, body as Record<string, unknown>),
    );
  },

  getGuideVersion: ({ params }, runtime) => {
    const guide = guideOfPath(runtime, params);
    const number = Number(params.version);
    const version = versionsOfGuide(runtime, guide.id).find((each) => each.version === number);
    if (!version) throw notFound(`Version of guide ${guide.id}`, String(params.version), 'version');
    return { data: version };
  },
};
