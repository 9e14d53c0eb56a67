/**
 * A mapping program compiled for the transform's text path: an `assign` rule copies its cell's
 * value text as it is, a `constant` writes its value's text, and only the other rules
 * (`concatenate`, `map-enum`) build the few values they read. Compiled once per run, so that each
 * record is mapped without looking at the rules again (mapped-page.ts, new-record-text.ts,
 * updated-record-text.ts). The text written is what the object path (`compileRules`, then the
 * records API's insert or merge) would have stored, byte for byte.
 * @module
 */
import { isSpecialKey } from '../records/write/row-records';
import type { SheetEntity } from '../store/entities';
import { compileRules, type RuleInput } from './mapping-rules';

/** One destination field a rule writes, in the order the rules write them. */
export interface Output {
  key: string;
  keyText: Buffer;
  /** `assign`: the index of the source key it copies. */
  copies: number;
  /** `constant`: its value's text (undefined: it writes null). */
  fixed: Buffer | undefined;
  /** Any other rule: its value from the parsed cells of the keys it reads. */
  compute: ((cells: Record<string, { value?: unknown }>) => unknown) | undefined;
  /** The source keys `compute` reads (indexes into the read keys). */
  reads: number[];
}

/** The compiled program for text (see the module comment). */
export interface TextMapping {
  /** The source keys any rule reads, as the JSON text of the key. */
  readKeys: Buffer[];
  readNames: string[];
  outputs: Output[];
  /** The sheet's fields, for the empty cells of a new record (as `emptyCellFiller` adds them). */
  fields: Buffer[];
  /** Per field: the output that writes it (-1: none). */
  fieldOutputs: Int32Array;
  /** Whether records may be written as text (see `compileTextMapping`). */
  writesText: boolean;
}

/**
 * The program compiled for text against the destination sheet. Its records are written as text
 * (`writesText`) unless a key's place in an object is not its insertion order: then they are
 * built as objects from the values found, as the object path orders them.
 */
export function compileTextMapping(rules: RuleInput[], destination: SheetEntity): TextMapping {
  const fieldKeys = destination.config.fields.map((field) => field.key);
  let writesText = new Set(fieldKeys).size === fieldKeys.length && !fieldKeys.some(isSpecialKey);
  const readNames: string[] = [];
  const readIndex = (key: string) => {
    const at = readNames.indexOf(key);
    if (at >= 0) return at;
    readNames.push(key);
    return readNames.length - 1;
  };
  const outputs: Output[] = [];
  for (const rule of rules) {
    const config = rule.config ?? {};
    const destinationKey = config.destinationField;
    if (rule.type === 'ignore' || typeof destinationKey !== 'string') continue;
    if (isSpecialKey(destinationKey)) writesText = false;
    const output: Output = {
      key: destinationKey,
      keyText: Buffer.from(JSON.stringify(destinationKey)),
      copies: -1,
      fixed: undefined,
      compute: undefined,
      reads: [],
    };
    if (rule.type === 'assign') output.copies = readIndex(config.sourceField as string);
    else if (rule.type === 'constant') {
      const value = config.value ?? null;
      output.fixed = value === null ? undefined : Buffer.from(JSON.stringify(value));
    } else {
      const map = compileRules([rule]);
      output.compute = (cells) => map(cells)[destinationKey];
      const sources =
        rule.type === 'concatenate'
          ? (config.sourceFields as string[])
          : [config.sourceField as string];
      output.reads = sources.map(readIndex);
    }
    outputs.push(output);
  }
  return {
    readKeys: readNames.map((key) => Buffer.from(JSON.stringify(key))),
    readNames,
    outputs,
    fields: fieldKeys.map((key) => Buffer.from(JSON.stringify(key))),
    fieldOutputs: Int32Array.from(fieldKeys, (key) =>
      outputs.findIndex((output) => output.key === key),
    ),
    writesText,
  };
}
