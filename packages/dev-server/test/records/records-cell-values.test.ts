/**
 * Cell values as the hosted client asks for them: every field without `fieldKey`, every cell with
 * `distinct=false`, `includeCounts` (the records holding each value, by validity), and
 * `sortField` / `sortDirection` ordering the records the values are read from. (Distinct values,
 * filters and readonly exclusions are in records-find-replace.test.ts and records-query.test.ts.)
 */

import { describe, expect, it } from 'vitest';
import { insertRows } from '../support/records';
import { useTestApi } from '../support/server';
import type { Json } from '../support/test-api';
import { createSheet } from '../support/workbook';

const api = useTestApi();

/** Four customers; the third has no city, which is required, so it is the one in error. */
async function seed() {
  const { sheet } = await createSheet(api, [
    { key: 'plan', type: 'string' },
    { key: 'city', type: 'string', constraints: [{ type: 'required' }] },
  ]);
  await insertRows(api, sheet.id, [
    { plan: 'pro', city: 'Oslo' },
    { plan: 'free', city: 'Bergen' },
    { plan: 'pro' },
    { plan: 'basic', city: 'Oslo' },
  ]);
  const cells = (query: Record<string, string | number | boolean>) =>
    api.ok('GET', `/v1/sheets/${sheet.id}/cells`, { query });
  return { cells };
}

const values = (entries: Json[]) => entries.map((entry) => entry.value);

describe('cell values', () => {
  it('lists every field of the sheet, in field order, without fieldKey', async () => {
    const { cells } = await seed();
    const answer = await cells({});
    expect(Object.keys(answer.data)).toEqual(['plan', 'city']);
    expect(answer.data.plan).toEqual([
      { value: 'pro', count: 2 },
      { value: 'basic', count: 1 },
      { value: 'free', count: 1 },
    ]);
    expect(answer.data.city).toEqual([
      { value: 'Oslo', count: 2 },
      { value: 'Bergen', count: 1 },
      { value: null, count: 1 },
    ]);
  });

  it('counts the records holding each value by validity with includeCounts', async () => {
    const { cells } = await seed();
    const answer = await cells({ fieldKey: 'plan', includeCounts: true });
    expect(answer.data.plan).toEqual([
      { value: 'pro', count: 2, counts: { total: 2, valid: 1, error: 1 } },
      { value: 'basic', count: 1, counts: { total: 1, valid: 1, error: 0 } },
      { value: 'free', count: 1, counts: { total: 1, valid: 1, error: 0 } },
    ]);
    const valid = await cells({ fieldKey: 'plan', includeCounts: true, filter: 'valid' });
    // One valid record each: by text.
    expect(valid.data.plan.map((entry: Json) => [entry.value, entry.counts])).toEqual([
      ['basic', { total: 1, valid: 1, error: 0 }],
      ['free', { total: 1, valid: 1, error: 0 }],
      ['pro', { total: 1, valid: 1, error: 0 }],
    ]);
  });

  it('lists every cell, with its validity and messages, with distinct=false', async () => {
    const { cells } = await seed();
    const answer = await cells({ fieldKey: 'city', distinct: false });
    expect(values(answer.data.city)).toEqual(['Oslo', 'Bergen', null, 'Oslo']);
    expect(answer.data.city[0]).toEqual({ value: 'Oslo', valid: true, messages: [] });
    expect(answer.data.city[2]).toMatchObject({
      value: null,
      valid: false,
      messages: [{ type: 'error', source: 'required-constraint' }],
    });
    const counted = await cells({ fieldKey: 'city', distinct: false, includeCounts: true });
    expect(counted.data.city[3].counts).toEqual({ total: 2, valid: 2, error: 0 });
    const paged = await cells({ fieldKey: 'city', distinct: false, pageSize: 2, pageNumber: 2 });
    expect(values(paged.data.city)).toEqual([null, 'Oslo']);
  });

  it('orders values as the records sorted by sortField first hold them', async () => {
    const { cells } = await seed();
    const ascending = await cells({ fieldKey: 'plan', sortField: 'plan', sortDirection: 'asc' });
    expect(values(ascending.data.plan)).toEqual(['basic', 'free', 'pro']);
    const descending = await cells({ fieldKey: 'plan', sortField: 'plan', sortDirection: 'desc' });
    expect(values(descending.data.plan)).toEqual(['pro', 'free', 'basic']);
    // Another field's order: the records by plan, descending, then their cities.
    const byPlan = await cells({ fieldKey: 'city', sortField: 'plan', sortDirection: 'desc' });
    expect(values(byPlan.data.city)).toEqual(['Oslo', null, 'Bergen']);
    const everyCell = await cells({
      fieldKey: 'city',
      distinct: false,
      sortField: 'plan',
      sortDirection: 'desc',
    });
    expect(values(everyCell.data.city)).toEqual(['Oslo', null, 'Bergen', 'Oslo']);
  });

  it('refuses a sortField that is not a field of the sheet', async () => {
    const { cells } = await seed();
    await expect(cells({ sortField: 'nope' })).rejects.toThrow(/400.*query\.sortField/);
  });
});
