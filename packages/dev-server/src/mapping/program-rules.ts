/**
 * The rules of a saved program: add, list, get, update (one or many by id), delete (one or many
 * by id, `deleteMultipleRules`). Every change is checked against the program's whole rule list
 * before anything is stored, and announced as `program:updated`.
 * @module
 */
import { HttpError } from '../http/http-error';
import type { HandlerMap, OperationInput } from '../http/operation-handler';
import { success } from '../http/operation-handler';
import type { DevRuntime } from '../runtime/runtime';
import { checkRules, type RuleInput } from './mapping-rules';
import {
  checkUniqueIds,
  type ProgramEntity,
  requireProgram,
  type StoredRule,
  saveProgram,
  sidesOf,
  storedRule,
} from './program-store';

const programOf = (input: OperationInput, runtime: DevRuntime) =>
  requireProgram(runtime, input.params.programId as string, 'programId');

/** The index of a rule in its program, or a 404 naming `key`. */
function indexOfRule(program: ProgramEntity, id: string, key: string): number {
  const index = program.rules.findIndex((rule) => rule.id === id);
  if (index < 0)
    throw new HttpError(404, `Rule ${id} of mapping program ${program.id} not found`, key);
  return index;
}

/**
 * Checks the program's rules after a change, naming a rule by where the request gave it
 * (`paths` by rule id) or, for a rule the request did not touch, by its id.
 */
function storeRules(
  runtime: DevRuntime,
  program: ProgramEntity,
  rules: StoredRule[],
  paths: Map<string, string>,
): ProgramEntity {
  checkRules(
    rules,
    sidesOf(program),
    (index) => paths.get(rules[index]?.id as string) ?? `rule ${rules[index]?.id} of the program`,
  );
  return saveProgram(runtime, { ...program, rules, updatedAt: runtime.now() });
}

/** A rule updated from a request's rule: same id and creation, the request's settings. */
function updatedRule(runtime: DevRuntime, rule: StoredRule, input: RuleInput): StoredRule {
  const { id: _id, ...settings } = input;
  return {
    ...storedRule(runtime, settings as RuleInput, rule.id),
    createdBy: rule.createdBy,
    createdAt: rule.createdAt,
  };
}

export const programRuleHandlers: HandlerMap = {
  createRules: (input, runtime) => {
    const program = programOf(input, runtime);
    const added = (input.body as RuleInput[]).map((rule) => storedRule(runtime, rule));
    const paths = new Map(added.map((rule, index) => [rule.id, `body[${index}]`]));
    storeRules(runtime, program, [...program.rules, ...added], paths);
    return { data: added };
  },

  listRules: (input, runtime) => ({ data: programOf(input, runtime).rules }),

  getRule: (input, runtime) => {
    const program = programOf(input, runtime);
    return {
      data: program.rules[indexOfRule(program, input.params.mappingId as string, 'mappingId')],
    };
  },

  updateRule: (input, runtime) => {
    const program = programOf(input, runtime);
    const index = indexOfRule(program, input.params.mappingId as string, 'mappingId');
    const rules = [...program.rules];
    const rule = updatedRule(runtime, rules[index] as StoredRule, input.body as RuleInput);
    rules[index] = rule;
    storeRules(runtime, program, rules, new Map([[rule.id, 'body']]));
    return { data: rule };
  },

  updateRules: (input, runtime) => {
    const program = programOf(input, runtime);
    const updates = input.body as (RuleInput & { id: string })[];
    checkUniqueIds(
      updates.map((update) => update.id),
      (index) => `body[${index}].id`,
    );
    const rules = [...program.rules];
    const paths = new Map<string, string>();
    const changed = updates.map((update, index) => {
      const at = indexOfRule(program, update.id, `body[${index}].id`);
      const rule = updatedRule(runtime, rules[at] as StoredRule, update);
      rules[at] = rule;
      paths.set(rule.id, `body[${index}]`);
      return rule;
    });
    storeRules(runtime, program, rules, paths);
    return { data: changed };
  },

  deleteRule: (input, runtime) => {
    const program = programOf(input, runtime);
    const index = indexOfRule(program, input.params.mappingId as string, 'mappingId');
    storeRules(
      runtime,
      program,
      program.rules.filter((_rule, at) => at !== index),
      new Map(),
    );
    return success();
  },

  deleteMultipleRules: (input, runtime) => {
    const program = programOf(input, runtime);
    const ids = (input.body as { ruleIds: string[] }).ruleIds;
    // Every id must name a rule: one unknown id and none is deleted.
    ids.forEach((id, index) => {
      indexOfRule(program, id, `body.ruleIds[${index}]`);
    });
    const doomed = new Set(ids);
    storeRules(
      runtime,
      program,
      program.rules.filter((rule) => !doomed.has(rule.id)),
      new Map(),
    );
    return success();
  },
};
