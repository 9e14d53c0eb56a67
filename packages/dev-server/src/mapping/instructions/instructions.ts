/**
 * Mapping instructions: text stored for a mapping family (a set of field keys) within an
 * environment, a scope and an optional namespace, and offered for a sheet whose field keys are
 * similar enough (see field-key-similarity.ts). Every operation sees only the instructions of the
 * environment, scope and namespace its query names.
 * @module
 */
import { badRequest, notFound } from '../../http/http-error';
import type { HandlerMap, OperationInput } from '../../http/operation-handler';
import { success } from '../../http/operation-handler';
import { environmentParent } from '../../resources/parents';
import type { ResourceDefinition, ResourceEntity } from '../../resources/resource-definition';
import { createEntity, deleteEntity, updateEntity } from '../../resources/resource-handlers';
import { requireSheet } from '../../runtime/lookups';
import type { DevRuntime } from '../../runtime/runtime';
import { familyKeys, INSTRUCTION_MATCH_THRESHOLD, keySimilarity } from './field-key-similarity';

const instructions: ResourceDefinition = {
  label: 'Instruction',
  collection: (runtime) => runtime.store.collection<ResourceEntity>('instructions'),
  idPrefix: 'us_ins_',
  idParam: 'instructionId',
  // Served by the handlers below: every operation is scoped by its query.
  operations: {},
  parent: environmentParent('query', true),
  serverOwned: ['id', 'createdAt', 'updatedAt', 'familyId', 'createdBy', 'updatedBy'],
};

/** Where an instruction lives: what every request's query names. */
interface Partition {
  environmentId: string;
  scope: string;
  namespace?: string;
}

function partitionOf(query: Record<string, unknown>): Partition {
  return {
    environmentId: String(query.environmentId),
    scope: String(query.scope),
    namespace: typeof query.namespace === 'string' ? query.namespace : undefined,
  };
}

const inPartition = (entity: ResourceEntity, partition: Partition) =>
  entity.environmentId === partition.environmentId &&
  entity.scope === partition.scope &&
  entity.namespace === partition.namespace;

/** The id of the mapping family of `keys` in the partition, created on first use. */
function familyIdOf(runtime: DevRuntime, partition: Partition, keys: string[]): string {
  const families = runtime.store.collection<ResourceEntity>('mappingFamilies');
  const joined = keys.join('\n');
  const existing = families
    .list()
    .find((family) => inPartition(family, partition) && family.keys === joined);
  if (existing) return existing.id;
  const id = runtime.nextId('us_mf_');
  families.put({ id, ...partition, keys: joined });
  return id;
}

/** The instruction named by the path, if it is in the query's partition; a 404 otherwise. */
function requireInstruction(runtime: DevRuntime, input: OperationInput): ResourceEntity {
  const id = input.params.instructionId as string;
  const found = instructions.collection(runtime).get(id);
  if (!found || !inPartition(found, partitionOf(input.query))) {
    throw notFound('Instruction', id, 'instructionId');
  }
  return found;
}

export const instructionHandlers: HandlerMap = {
  createInstruction: (input, runtime) => {
    const partition = partitionOf(input.query);
    const body = input.body as { fieldKeys: string[] };
    const keys = familyKeys(body.fieldKeys);
    const created = createEntity(instructions, runtime, input, {
      scope: partition.scope,
      namespace: partition.namespace,
      fieldKeys: keys,
      familyId: familyIdOf(runtime, partition, keys),
      createdBy: runtime.actorId,
      updatedBy: runtime.actorId,
    });
    return { data: created };
  },

  getInstructionsForSheet: (input, runtime) => {
    const partition = partitionOf(input.query);
    const sheetId = input.params.sheetId as string;
    const { sheet, workbook } = requireSheet(runtime, sheetId, 'sheetId');
    // A sheet of another environment is not the caller's to match against.
    if (workbook.environmentId !== partition.environmentId) {
      throw notFound('Sheet', sheetId, 'sheetId');
    }
    const sheetKeys = sheet.config.fields.map((field) => field.key);
    const matches = instructions
      .collection(runtime)
      .list()
      .filter((instruction) => inPartition(instruction, partition))
      .map((instruction) => ({
        ...instruction,
        confidence: keySimilarity(sheetKeys, instruction.fieldKeys as string[]),
      }))
      .filter((match) => match.confidence >= INSTRUCTION_MATCH_THRESHOLD);
    // A stable sort: equal confidence keeps creation order.
    matches.sort((a, b) => b.confidence - a.confidence);
    return { data: matches };
  },

  updateInstruction: (input, runtime) => {
    const instruction = requireInstruction(runtime, input);
    const body = input.body as { instructions?: string; fieldKeys?: string[]; metadata?: object };
    const patch: Record<string, unknown> = {
      instructions: body.instructions,
      metadata: body.metadata,
    };
    if (body.fieldKeys) {
      const keys = familyKeys(body.fieldKeys);
      patch.fieldKeys = keys;
      patch.familyId = familyIdOf(runtime, partitionOf(input.query), keys);
    }
    const changed = Object.fromEntries(
      Object.entries(patch).filter(([, value]) => value !== undefined),
    );
    const updated = updateEntity(
      { ...instructions, serverOwned: [] },
      runtime,
      instruction,
      Object.keys(changed).length > 0 ? { ...changed, updatedBy: runtime.actorId } : {},
    );
    return { data: updated };
  },

  deleteInstruction: (input, runtime) => {
    const instruction = requireInstruction(runtime, input);
    const given = (input.body as { fieldKeys?: string[] } | undefined)?.fieldKeys;
    if (given && familyKeys(given).join('\n') !== (instruction.fieldKeys as string[]).join('\n')) {
      throw badRequest(
        `body.fieldKeys (${familyKeys(given).join(', ')}) are not the field keys of instruction ${instruction.id} (${(instruction.fieldKeys as string[]).join(', ')})`,
        'body.fieldKeys',
      );
    }
    deleteEntity(instructions, runtime, instruction);
    return success();
  },
};
