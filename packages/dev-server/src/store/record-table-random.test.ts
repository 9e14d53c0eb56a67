/**
 * The record table against a plain model, with tiny slabs so a few thousand random operations
 * cross slab boundaries, leave tombstones and rewrite the arena (compaction) many times: every
 * page must be the model's page, byte for byte valid JSON; counts and `get` must agree; and the
 * chunks of a page taken earlier must still hold that page after later writes moved records.
 */
import { describe, expect, it } from 'vitest';
import {
  type CellInput,
  canonical,
  type ModelRecord,
  type PageQuery,
  type Random,
  SheetModel,
  seededRandom,
  storedCell,
} from '../../test/support/record-model';
import type { StoredRecord } from './entities';
import { RecordTable } from './record-table';

const FIELDS = ['a', 'b', 'c'];
// A failing run is replayed with IMPORTKIT_TEST_SEED=<the seed in its name>.
const SEED = Number(process.env.IMPORTKIT_TEST_SEED ?? 7);

function text(random: Random, max: number): string {
  return Array.from({ length: random.int(max + 1) }, () =>
    random.pick([...'ab c', 'é', '✓', '𝄞', '"']),
  ).join('');
}

function cellChange(random: Random): CellInput {
  const kind = random.int(4);
  if (kind === 0) {
    // Now and then a record larger than a whole slab.
    const length = random.next() < 0.03 ? 3000 : 120;
    return { messages: [{ type: 'error', message: text(random, length) }] };
  }
  if (kind === 1) return { messages: [] };
  if (kind === 2) return { value: text(random, 60) };
  return { value: text(random, 5), messages: [{ type: 'warn', message: text(random, 20) }] };
}

function parsePage(chunks: Buffer[]): ModelRecord[] {
  return JSON.parse(`[${Buffer.concat(chunks).toString('utf8')}]`) as ModelRecord[];
}

function randomQuery(random: Random, model: SheetModel): PageQuery {
  const pageSize = random.pick([1, 3, 10, 50, 1000]);
  const query: PageQuery = {
    pageSize,
    pageNumber: 1 + random.int(Math.ceil(model.order.length / pageSize) + 1),
  };
  if (random.next() < 0.3) {
    query.filter = random.pick(['valid', 'error'] as const);
    if (random.next() < 0.5) query.filterField = random.pick(FIELDS);
  }
  if (random.next() < 0.15) {
    query.ids = [...random.sample(model.order, 1 + random.int(20)), 'unknown-id'];
  }
  return query;
}

describe('RecordTable, randomised against a model', () => {
  it(`answers every page, count and record like the model through grow, shrink, delete and compaction (seed ${SEED})`, () => {
    const random = seededRandom(SEED);
    const table = new RecordTable({ slabBytes: 2048, minWastedBytes: 4096 });
    const model = new SheetModel();
    let nextId = 0;
    const held: { chunks: Buffer[]; expected: string }[] = [];

    for (let step = 0; step < 3000; step++) {
      const what = `step ${step}`;
      const roll = random.next();
      if (roll < 0.1 || model.order.length === 0) {
        const records = Array.from({ length: 1 + random.int(15) }, () => {
          const values = Object.fromEntries(
            random
              .sample(FIELDS, 1 + random.int(3))
              .map((key) => [key, storedCell(text(random, 30), undefined)]),
          );
          return { id: `r${nextId++}`, values, valid: true } satisfies ModelRecord;
        });
        model.insert(records);
        expect(
          parsePage(table.insert(structuredClone(records) as StoredRecord[])).map(canonical),
          what,
        ).toEqual(records.map(canonical));
      } else if (roll < 0.65) {
        const ids = random.sample(model.order, 1 + random.int(25));
        for (const id of ids) {
          const cells = Object.fromEntries(
            random.sample(FIELDS, 1 + random.int(2)).map((key) => [key, cellChange(random)]),
          );
          model.update(id, cells);
        }
        table.replace(structuredClone(ids.map((id) => model.records.get(id))) as StoredRecord[]);
      } else if (roll < 0.75) {
        const ids = random.sample(model.order, 1 + random.int(6));
        model.delete(ids);
        expect(table.delete([...ids, 'unknown-id']).sort(), what).toEqual([...ids].sort());
      } else {
        const query = randomQuery(random, model);
        const chunks = table.page(query);
        const expected = model.page(query).map(canonical);
        expect(parsePage(chunks).map(canonical), `${what} ${JSON.stringify(query)}`).toEqual(
          expected,
        );
        if (random.next() < 0.2) held.push({ chunks, expected: canonical(expected) });
        expect(table.counts(), what).toEqual(model.counts());
        const id = random.pick(model.order);
        expect(canonical(table.get(id)), what).toBe(canonical(model.records.get(id)));
      }
    }
    // Pages handed out earlier are slices of the arena: later writes must not have changed them.
    expect(held.length).toBeGreaterThan(50);
    for (const { chunks, expected } of held) {
      expect(canonical(parsePage(chunks).map(canonical))).toBe(expected);
    }
    expect(table.size).toBe(model.order.length);
  });
});
