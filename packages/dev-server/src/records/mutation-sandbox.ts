/**
 * Running a caller's `mutateRecord` function (JavaScript source text) over records, for a preview:
 * in a fresh `node:vm` context of its own (no `process`, `require` or timers, no `eval` or
 * `new Function`), under a time limit. Records go in as JSON text and come out as JSON text, and
 * every error is turned into text inside the context, so no object of the caller's code is ever
 * touched outside it. `node:vm` is not a security boundary against hostile code; it keeps a
 * developer's own function from reaching the server's state by mistake, and a loop from hanging it.
 * @module
 */
import vm from 'node:vm';

/** A problem with the function: its source, a throw, or the time limit; `message` says which. */
export class MutationError extends Error {}

/**
 * What runs inside the context once: it turns the caller's value into the function, and defines
 * `run` (records in as JSON text; each record gets `get(key)` and `set(key, value)`, not
 * enumerable) and `collect` (the results as JSON text, once promises have settled).
 */
const PRELUDE = `
(function (candidate) {
  'use strict';
  if (typeof candidate !== 'function') return 'not a function';
  const describe = (error) =>
    error !== null && typeof error === 'object'
      ? String(error.name) + ': ' + String(error.message)
      : 'threw ' + String(error);
  const withHelpers = (record) => {
    Object.defineProperty(record, 'get', {
      value: (key) => (record.values[key] === undefined ? undefined : record.values[key].value),
    });
    Object.defineProperty(record, 'set', {
      value: (key, value) => {
        record.values[key] = Object.assign({}, record.values[key], { value });
        return record;
      },
    });
    return record;
  };
  let results = [];
  let failure;
  globalThis.run = (input) => {
    const records = JSON.parse(input);
    results = new Array(records.length);
    records.forEach((record, index) => {
      if (failure !== undefined) return;
      const fail = (error) => {
        if (failure === undefined) failure = { id: record.id, error: describe(error) };
      };
      try {
        const returned = candidate(withHelpers(record));
        if (returned !== null && typeof returned === 'object' && typeof returned.then === 'function') {
          returned.then((value) => { results[index] = value === undefined ? record : value; }, fail);
        } else {
          results[index] = returned === undefined ? record : returned;
        }
      } catch (error) {
        fail(error);
      }
    });
  };
  globalThis.collect = () => {
    if (failure !== undefined) return JSON.stringify({ failure });
    try {
      return JSON.stringify({ results });
    } catch (error) {
      return JSON.stringify({ failure: { id: '', error: describe(error) } });
    }
  };
  return 'ready';
})`;

/** A compiled mutation: `run` maps a batch of records (JSON text) to what the function returned. */
export interface Mutation {
  run(recordsJson: string): unknown[];
}

function runTimed(script: vm.Script, context: vm.Context, timeLimitMs: number): unknown {
  try {
    return script.runInContext(context, { timeout: timeLimitMs });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw new MutationError(`it did not finish within ${timeLimitMs} ms`);
    }
    // A SyntaxError while compiling is the caller's; anything else thrown here is too.
    throw new MutationError(String((error as Error).message ?? error));
  }
}

function compile(source: string, name: string): vm.Script {
  try {
    return new vm.Script(source, { filename: name });
  } catch (error) {
    throw new MutationError(`SyntaxError: ${(error as Error).message}`);
  }
}

/**
 * Compiles `source`: a function expression (`(record) => …`, `function (record) { … }`) or a
 * script declaring `function mutateRecord(record) { … }`. `timeLimitMs` bounds everything it
 * runs, all batches together.
 */
export function compileMutation(source: string, timeLimitMs: number): Mutation {
  const context = vm.createContext(Object.create(null), {
    codeGeneration: { strings: false, wasm: false },
    microtaskMode: 'afterEvaluate',
  });
  const started = performance.now();
  const remaining = () => Math.max(1, Math.round(timeLimitMs - (performance.now() - started)));
  let script: vm.Script;
  try {
    script = new vm.Script(`(${source}\n)`, { filename: 'mutateRecord.js' });
  } catch {
    // Not an expression: a script that declares `mutateRecord`.
    script = compile(
      `${source}\n;typeof mutateRecord === 'function' ? mutateRecord : undefined`,
      'mutateRecord.js',
    );
  }
  const candidate = runTimed(script, context, timeLimitMs);
  context.candidate = candidate;
  const ready = runTimed(compile(`${PRELUDE}(candidate)`, 'prelude.js'), context, remaining());
  if (ready !== 'ready') {
    throw new MutationError(
      'it must be a JavaScript function of a record (or a script declaring function mutateRecord)',
    );
  }
  const run = compile('run(input)', 'run.js');
  const collect = compile('collect()', 'collect.js');
  return {
    run(recordsJson) {
      context.input = recordsJson;
      runTimed(run, context, remaining());
      const collected = runTimed(collect, context, remaining());
      // Only a string is read: anything else could run the caller's code out here.
      if (typeof collected !== 'string') throw new MutationError('its results could not be read');
      const answer = JSON.parse(collected) as {
        results?: unknown[];
        failure?: { id: string; error: string };
      };
      if (answer.failure) {
        const at = answer.failure.id ? ` on record ${answer.failure.id}` : '';
        throw new MutationError(`${answer.failure.error}${at}`);
      }
      return answer.results ?? [];
    },
  };
}
