/**
 * The hosted field shapes: the list types `string-list` and `enum-list` (an enum list checked
 * element by element, as an enum value is), the extras every field may carry, and enum fields
 * that always answer `config.options`.
 */
import { describe, expect, it } from 'vitest';
import { insertRows } from '../support/records';
import { useTestApi } from '../support/server';
import { createSheet } from '../support/workbook';

const api = useTestApi();

const PLANS = { options: [{ value: 'free' }, { value: 'pro', color: '#30A46C', icon: 'star' }] };

describe('list fields', () => {
  it('checks each element of an enum-list, naming a wrong one by its path; a string-list holds any texts', async () => {
    const { sheet } = await createSheet(api, [
      { key: 'tags', type: 'string-list' },
      { key: 'plans', type: 'enum-list', config: PLANS },
    ]);
    const [good, bad, empty] = await insertRows(api, sheet.id, [
      { tags: ['a', 'b'], plans: ['free', 'pro'] },
      { tags: [], plans: ['pro', 'gold', 'free', 'silver'] },
      {},
    ]);
    expect(good.valid).toBe(true);
    expect(good.values.tags.value).toEqual(['a', 'b']);
    expect(bad.valid).toBe(false);
    expect(bad.values.plans.messages).toEqual([
      {
        type: 'error',
        source: 'invalid-option',
        field: 'plans',
        path: '$[1]',
        message: '"gold" is not an option of plans',
      },
      {
        type: 'error',
        source: 'invalid-option',
        field: 'plans',
        path: '$[3]',
        message: '"silver" is not an option of plans',
      },
    ]);
    expect(empty.valid).toBe(true);

    // Fixed, the message goes.
    const fixed = await api.ok('PUT', `/v1/sheets/${sheet.id}/records`, {
      body: [{ id: bad.id, values: { plans: { value: ['pro'] } } }],
    });
    expect(fixed.data.success).toBe(true);
    const [read] = (
      await api.ok('GET', `/v1/sheets/${sheet.id}/records`, { query: { ids: [bad.id] } })
    ).data.records;
    expect(read.valid).toBe(true);
  });

  it('checks each element of an enum with multi, and requires a value in a required list', async () => {
    const { sheet } = await createSheet(api, [
      { key: 'plan', type: 'enum', multi: true, config: PLANS },
      { key: 'tags', type: 'string-list', constraints: [{ type: 'required', label: 'Tags' }] },
    ]);
    const [record] = await insertRows(api, sheet.id, [{ plan: ['free', 'gold'], tags: [] }]);
    expect(record.values.plan.messages).toEqual([
      expect.objectContaining({ source: 'invalid-option', path: '$[1]' }),
    ]);
    expect(record.values.tags.messages).toEqual([
      expect.objectContaining({ source: 'required-constraint', field: 'tags' }),
    ]);
  });
});

describe('field extras', () => {
  it('stores and answers what the hosted client sends on fields and enum options', async () => {
    const fields = [
      {
        key: 'name',
        type: 'string',
        config: { size: 'long' },
        appearance: { size: 'l' },
        alternativeNames: ['full name'],
        treatments: ['trimmed'],
        actions: [{ operation: 'split', label: 'Split' }],
        constraints: [{ type: 'required', label: 'Name needed', description: 'Every contact' }],
      },
      { key: 'active', type: 'boolean', config: { allowIndeterminate: true } },
      { key: 'scores', type: 'number', isArray: true },
      {
        key: 'plan',
        type: 'enum',
        multi: true,
        config: { options: [{ value: 'pro', color: '#30A46C', icon: 'star', meta: { tier: 2 } }] },
      },
    ];
    const { sheet } = await createSheet(api, fields);
    const stored = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data.config.fields;
    expect(stored).toEqual(fields);
  });

  it('answers config.options on every enum field, [] when none were given', async () => {
    const { sheet } = await createSheet(api, [
      { key: 'plan', type: 'enum' },
      { key: 'tier', type: 'enum', config: { allowCustom: true } },
      { key: 'tags', type: 'enum-list', config: {} },
    ]);
    const fields = (await api.ok('GET', `/v1/sheets/${sheet.id}`)).data.config.fields;
    expect(fields.map((field: { config: unknown }) => field.config)).toEqual([
      { options: [] },
      { allowCustom: true, options: [] },
      { options: [] },
    ]);
    const added = await api.ok('POST', `/v1/sheets/${sheet.id}/fields`, {
      body: { key: 'level', type: 'enum' },
    });
    expect(added.data.config).toEqual({ options: [] });
  });
});
