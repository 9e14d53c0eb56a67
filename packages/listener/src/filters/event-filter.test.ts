import { describe, expect, it } from 'vitest';
import { jobEvent, recordsUpdated, workbookCreated } from '../../test/fixtures/events';
import { ListenerArgumentError } from '../errors';
import { compileFilter } from './event-filter';
import { compileNamespace } from './namespace-filter';

const submit = jobEvent('workbook:submit');
const exportJob = jobEvent('workbook:export');
const spaceConfigure = jobEvent('space:configure');
const records = recordsUpdated({
  context: { sheetId: 'us_sh_2' },
  extra: { attributes: { n: 3 } },
});

describe('filters', () => {
  it.each([
    ['job name', { job: 'workbook:submit' }, submit, true],
    ['another job name', { job: 'workbook:submit' }, exportJob, false],
    ['job glob', { job: 'workbook:*' }, exportJob, true],
    ['job glob, other domain', { job: 'workbook:*' }, spaceConfigure, false],
    ['job *', { job: '*' }, spaceConfigure, true],
    ['job * on an event without a job', { job: '*' }, records, false],
    ['job array', { job: ['space:configure', 'workbook:submit'] }, submit, true],
    ['job array, none', { job: ['space:configure', 'workbook:export'] }, submit, false],
    ['envelope field', { topic: 'job:ready' }, submit, true],
    ['envelope field glob', { topic: 'job:*' }, records, false],
    ['context key', { 'context.sheetId': 'us_sh_2' }, records, true],
    ['context key, other value', { 'context.sheetId': 'us_sh_1' }, records, false],
    ['context key glob', { 'context.sheetId': 'us_sh_*' }, records, true],
    ['missing context key', { 'context.appId': 'us_app_1' }, records, false],
    ['payload key', { 'payload.status': 'ready' }, submit, true],
    ['payload key array', { 'payload.status': ['executing', 'ready'] }, submit, true],
    ['payload key array, none', { 'payload.status': ['executing', 'failed'] }, submit, false],
    ['boolean', { 'payload.isPart': false }, submit, true],
    ['boolean is not a string', { 'payload.isPart': 'false' }, submit, false],
    ['number', { 'attributes.n': 3 }, records, true],
    ['null does not match a missing key', { 'payload.info': null }, submit, false],
    ['an element of an array', { 'payload.recordIds': 'us_rc_2' }, records, true],
    ['nested path', { 'payload.changes.0.fieldKey': 'email' }, records, true],
    [
      'nested path through an array element',
      { 'payload.changes.0.fieldKey': 'name' },
      records,
      false,
    ],
    [
      'every key must match',
      { job: 'workbook:submit', 'context.sheetId': 'us_sh_2' },
      submit,
      false,
    ],
    [
      'undefined values are ignored',
      { job: 'workbook:submit', 'context.sheetId': undefined },
      submit,
      true,
    ],
    ['the empty filter matches everything', {}, records, true],
    ['a * value needs a string', { 'payload.isPart': '*' }, submit, false],
  ])('%s', (_name, filter, event, expected) => {
    expect(compileFilter(filter)(event)).toBe(expected);
  });

  it.each([
    [null, 'null'],
    ['workbook:submit', '"workbook:submit"'],
    [['a'], 'an array'],
    [() => true, 'a function'],
  ])('rejects %j as a TypeError naming the filter', (filter, got) => {
    expect(() => compileFilter(filter)).toThrow(ListenerArgumentError);
    expect(() => compileFilter(filter)).toThrow(
      `importkit/listener: filter must be an object such as { job: 'workbook:submit' } (got ${got})`,
    );
  });

  it('rejects values that are not scalars, naming the key', () => {
    expect(() => compileFilter({ 'context.sheetId': { id: 1 } })).toThrow(
      'filter.context.sheetId must be a string, number, boolean, null or an array of them (got an object)',
    );
    expect(() => compileFilter({ job: [] })).toThrow('filter.job must not be an empty array');
  });
});

describe('namespaces', () => {
  it.each([
    [
      'context.namespaces',
      'space:red',
      jobEvent('x:y', 'job:ready', { context: { namespaces: ['space:red'] } }),
      true,
    ],
    [
      'envelope namespaces',
      'space:red',
      jobEvent('x:y', 'job:ready', { extra: { namespaces: ['space:red'] } }),
      true,
    ],
    [
      'another namespace',
      'space:blue',
      jobEvent('x:y', 'job:ready', { context: { namespaces: ['space:red'] } }),
      false,
    ],
    [
      'glob',
      'space:*',
      jobEvent('x:y', 'job:ready', { context: { namespaces: ['space:red'] } }),
      true,
    ],
    ['workbook namespace in the payload', 'orders', workbookCreated('orders'), true],
    ['array of namespaces', ['billing', 'orders'], workbookCreated('orders'), true],
    ['no namespace at all', 'orders', workbookCreated(), false],
  ])('%s', (_name, namespace, event, expected) => {
    expect(compileNamespace(namespace)(event)).toBe(expected);
  });

  it.each([[''], [[]], [3], [['ok', '']]])('rejects %j as a TypeError', (namespace) => {
    expect(() => compileNamespace(namespace)).toThrow(
      /^importkit\/listener: namespace must be a non-empty string or an array of them/,
    );
  });
});
