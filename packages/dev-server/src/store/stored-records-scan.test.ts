/**
 * Records read back from their stored text without a parse, against the table that stored them:
 * a page of any records the table holds is let through, its facts (ids, validity, the cells in
 * error) are the table's, and a table filled from the scan answers the same page byte for byte
 * and the same counts. Text the table would not have stored as it is — not JSON, or JSON written
 * otherwise, or a record of another shape — is refused (then parsed by the caller).
 */
import { describe, expect, it } from 'vitest';
import { type Random, seededRandom } from '../../test/support/record-model';
import { createIdGenerator } from '../runtime/ids';
import type { StoredRecord } from './entities';
import type { FrozenRecords } from './frozen-records';
import { compareRecordIds } from './record-query';
import { RecordTable } from './record-table';
import { idsOf, type ScannedRecords, scanStoredRecords } from './stored-records-scan';

// A failing run is replayed with IMPORTKIT_TEST_SEED=<the seed in its name>.
const SEED = Number(process.env.IMPORTKIT_TEST_SEED ?? 5);

/** The table's page of every record, as one buffer (what a `--data` records page holds). */
function pageOf(table: RecordTable): Buffer {
  return Buffer.concat(table.page({ pageNumber: 1, pageSize: table.size }));
}

/** The ids of frozen records, in order. */
const frozenIds = (records: FrozenRecords) =>
  Array.from({ length: records.size }, (_, index) => records.idAt(index));

function scan(text: string | Buffer) {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  return scanStoredRecords(bytes, 0, bytes.length);
}

const TRICKY = [
  'plain',
  'say "hi"',
  'back\\slash',
  'tab\there',
  'line\nbreak',
  '\u0001',
  'naïve ключ 🎉',
  '',
];

function randomRecord(random: Random, serial: number): StoredRecord {
  const fields = random.sample(['a', 'b', 'é key', 'say "k"', '10', '2'], 1 + random.int(5));
  const values: StoredRecord['values'] = {};
  for (const field of fields) {
    const invalid = random.next() < 0.2;
    values[field] = {
      value: random.pick<unknown>([
        random.pick(TRICKY),
        random.int(1000) / 8,
        true,
        null,
        [1, 'x'],
      ]),
      valid: !invalid,
      messages: invalid ? [{ type: 'error', message: random.pick(TRICKY) }] : [],
    };
  }
  const record: StoredRecord = {
    id: `us_rc_t000${serial.toString(36).padStart(6, '0')}`,
    values,
    valid: Object.values(values).every((cell) => cell.valid),
  };
  if (random.next() < 0.2)
    record.metadata = { nested: { list: [random.pick(TRICKY), { deep: 1 }] } };
  if (random.next() < 0.1) record.config = { readonly: random.next() < 0.5 };
  return record;
}

describe('scanStoredRecords', () => {
  it(`reads any page the table stores as the table holds it (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    for (let round = 0; round < 40; round++) {
      const stored = new RecordTable();
      const records = Array.from({ length: 1 + random.int(60) }, (_, index) =>
        randomRecord(random, round * 100 + index),
      );
      stored.insert(structuredClone(records));
      const page = pageOf(stored);
      const scanned = scan(page);
      expect(scanned).toBeDefined();
      expect(idsOf(scanned as ScannedRecords)).toEqual(records.map((record) => record.id));
      expect([...(scanned?.valid ?? [])]).toEqual(records.map((record) => (record.valid ? 1 : 0)));

      const copied = new RecordTable();
      copied.insertScanned(scanned as NonNullable<typeof scanned>);
      expect(pageOf(copied).equals(page)).toBe(true);
      expect(copied.counts()).toEqual(stored.counts());
      for (const record of records) expect(copied.get(record.id)).toEqual(stored.get(record.id));
    }
  });

  it(`reads a run of records of one shape whatever their values, validity and messages (seed ${SEED})`, () => {
    const random = seededRandom(SEED + 1);
    const stored = new RecordTable();
    const records = Array.from({ length: 300 }, (_, index) => {
      const record = randomRecord(random, index);
      // One shape: the same fields in the same order, only values, validity and messages vary.
      const values: StoredRecord['values'] = {};
      for (const field of ['a', 'b', 'c']) {
        values[field] = Object.values(record.values)[0] ?? { value: 1, valid: true, messages: [] };
        if (random.next() < 0.15) values[field] = { ...values[field], valid: !values[field].valid };
      }
      return { id: record.id, values, valid: random.next() < 0.8 };
    });
    stored.insert(structuredClone(records));
    const copied = new RecordTable();
    copied.insertScanned(scan(pageOf(stored)) as ScannedRecords);
    expect(pageOf(copied).equals(pageOf(stored))).toBe(true);
    expect(copied.counts()).toEqual(stored.counts());
    for (const record of records) expect(copied.get(record.id)).toEqual(stored.get(record.id));
  });

  it('reads pages whose records take turns among a few shapes, or each have their own', () => {
    const record = (index: number, shape: number): StoredRecord => ({
      id: `us_rc_t000${index.toString(36).padStart(6, '0')}`,
      values: {
        a: { value: `a${index}`, valid: index % 2 !== 0, messages: [] },
        [`f${shape}`]: { value: index, valid: true, messages: [] },
      },
      valid: index % 2 !== 0,
      ...(shape % 2 === 1 ? { metadata: { shape } } : {}),
    });
    for (const shapeOf of [(index: number) => index % 3, (index: number) => index]) {
      const stored = new RecordTable();
      stored.insert(Array.from({ length: 400 }, (_, index) => record(index, shapeOf(index))));
      const copied = new RecordTable();
      copied.insertScanned(scan(pageOf(stored)) as ScannedRecords);
      expect(pageOf(copied).equals(pageOf(stored))).toBe(true);
      expect(copied.counts()).toEqual(stored.counts());
    }
  });

  it('reads records whose cells come in another order, or whose keys are array indexes', () => {
    const texts = [
      '{"id":"us_rc_a","values":{"1":{"messages":[],"valid":true,"value":"x"},"b":{"valid":false,"value":2,"messages":[{"type":"error","message":"no"}]}},"valid":false}',
      '{"valid":true,"values":{},"id":"us_rc_b","metadata":{"0":[],"z":{}}}',
    ];
    const scanned = scan(texts.join(','));
    expect(idsOf(scanned as ScannedRecords)).toEqual(['us_rc_a', 'us_rc_b']);
    expect([...(scanned?.valid ?? [])]).toEqual([0, 1]);
    expect([...(scanned?.errorFields ?? [])]).toEqual([[0, ['b']]]);
  });

  it('refuses a record the table would have stored otherwise', () => {
    const good =
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true,"messages":[]}},"valid":true}';
    expect(scan(good)).toBeDefined();
    for (const text of [
      // a cell without its messages (the table adds `[]`)
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true}},"valid":true}',
      // whitespace, a number written otherwise, a key twice
      '{"id":"us_rc_a", "values":{"f":{"value":"x","valid":true,"messages":[]}},"valid":true}',
      '{"id":"us_rc_a","values":{"f":{"value":1.0,"valid":true,"messages":[]}},"valid":true}',
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true,"messages":[],"valid":true}},"valid":true}',
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true,"messages":[]}},"valid":true,"id":"us_rc_b"}',
      // an array-index key after a named one: a parse puts it first
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true,"messages":[]},"3":{"valid":true,"messages":[]}},"valid":true}',
      // not the record's shape: a `valid` that is not a boolean, an id that is not a string, no values
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":1,"messages":[]}},"valid":true}',
      '{"id":7,"values":{},"valid":true}',
      '{"id":"us_rc_a","valid":true}',
      '[]',
      // not JSON, or not records joined by single commas
      '{"id":"us_rc_a","values":{"f":{"value":"x","valid":true,"messages":[]}},"valid":true',
      `${good},`,
      `${good},,${good}`,
      `${good} `,
      '{"id":"us_rc_a","values":{"f":{"value":"x\u0001","valid":true,"messages":[]}},"valid":true}',
    ]) {
      expect(scan(text), text).toBeUndefined();
    }
  });

  it('checks every record of a shape as closely as the first: values, booleans, the text between', () => {
    const record = (value: string, valid = 'true', id = '"us_rc_b"') =>
      `{"id":${id},"values":{"f":{"value":${value},"valid":${valid},"messages":[]}},"valid":true}`;
    const first = record('"x"', 'true', '"us_rc_a"');
    expect(idsOf(scan(`${first},${record('"y"')}`) as ScannedRecords)).toEqual([
      'us_rc_a',
      'us_rc_b',
    ]);
    expect(scan(`${first},${record('{"a":[1,{"b":null}]}', 'false')}`)?.errorFields.get(1)).toEqual(
      ['f'],
    );
    for (const second of [
      record('1.0'),
      record('"y'),
      record('"y\u0002"'),
      record('"y"', 'yes'),
      record('"y"', 'true', '7'),
      record('{"a":1,"a":2}'),
      record('"y"').replace('"messages"', '"message_"'),
    ]) {
      expect(scan(`${first},${second}`), second).toBeUndefined();
    }
  });

  it('keeps ids read from the text as the strings they are, in order, or refuses the batch', () => {
    const first = createIdGenerator({ tag: 'k3x9', counters: {} });
    const second = createIdGenerator({ tag: 'zz00', counters: { us_rc_: 36 ** 6 - 3 } });
    const ids = [
      ...Array.from({ length: 20 }, () => [first('us_rc_'), second('us_rc_')]).flat(),
      'rec_1',
      'us_rc_k3x9000001\u00e9',
      'us_rc_k3x9-00001',
      'say "id"',
    ].sort(compareRecordIds);
    const record = (id: string) =>
      `{"id":${JSON.stringify(id)},"values":{"f":{"value":1,"valid":true,"messages":[]}},"valid":true}`;
    const table = new RecordTable();
    table.insertScanned(scan(ids.map(record).join(',')) as ScannedRecords);
    expect(frozenIds(table.view({}).records)).toEqual(ids);
    for (const id of ids) expect(table.get(id)?.id).toBe(id);

    // A batch out of order, or not after the ids inserted before it, changes nothing.
    const later = [second('us_rc_'), second('us_rc_')];
    for (const batch of [[later[1], later[0]], [ids[3]], [later[0], ids[0]]]) {
      expect(() =>
        table.insertScanned(
          scan(batch.map((id) => record(id as string)).join(',')) as ScannedRecords,
        ),
      ).toThrow(/does not order after/);
      expect(table.size).toBe(ids.length);
    }
    table.insertScanned(scan(later.map((id) => record(id as string)).join(',')) as ScannedRecords);
    expect(frozenIds(table.view({}).records)).toEqual([...ids, ...later]);
  });
});
