import { eventTopics } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { ListenerArgumentError, UnknownTopicError } from '../errors';
import { compileTopics, topicsMatching } from './compile-topics';
import { levenshtein } from './nearest-topic';

describe('topic globs', () => {
  it.each([
    ['job:ready', 'job:ready', true],
    ['job:ready', 'job:updated', false],
    ['job:*', 'job:ready', true],
    ['job:*', 'job:outcome-acknowledged', true],
    ['job:*', 'file:created', false],
    ['*:created', 'job:created', true],
    ['*:created', 'data-clip:created', true],
    ['*:created', 'data-clip:resolutions-created', false],
    ['*:created', 'job:ready', false],
    ['*', 'job:ready', true],
    ['*', 'cron:5-minutes', true],
    ['**', 'canvas-area:deleted', true],
    ['*:*', 'space:guestAdded', true],
    ['data-clip:resolutions-*', 'data-clip:resolutions-refreshed', true],
    ['data-clip:resolutions-*', 'data-clip:created', false],
    ['canvas*:created', 'canvas-area:created', true],
    ['canvas*:created', 'canvas:updated', false],
  ] as const)('%s matches %s: %s', (pattern, topic, expected) => {
    expect(topicsMatching(pattern).has(topic)).toBe(expected);
  });

  it('matches every topic of the catalog with * and **', () => {
    expect(topicsMatching('*').size).toBe(eventTopics.length);
    expect(topicsMatching('**').size).toBe(eventTopics.length);
  });

  it('keeps each pattern of an array with its topics', () => {
    const compiled = compileTopics(['job:ready', 'records:*']);
    expect([...compiled.keys()]).toEqual(['job:ready', 'records:*']);
    expect([...(compiled.get('records:*') ?? [])]).toEqual([
      'records:created',
      'records:updated',
      'records:deleted',
    ]);
  });
});

describe('topic typos', () => {
  it('names the nearest known topic', () => {
    expect(() => compileTopics('job:redy')).toThrow(
      'importkit/listener: unknown topic "job:redy" — did you mean "job:ready"?',
    );
    expect(() => compileTopics('record:updated')).toThrow('did you mean "records:updated"?');
    expect(() => compileTopics('workbook:submit')).toThrow(UnknownTopicError);
  });

  it('rejects a glob that matches no topic, suggesting a glob that does', () => {
    const error = catchError(() => compileTopics('jobs:*'));
    expect(error).toBeInstanceOf(UnknownTopicError);
    expect(error).toMatchObject({
      code: 'UNKNOWN_TOPIC',
      topic: 'jobs:*',
      suggestion: 'job:*',
      message:
        'importkit/listener: topic glob "jobs:*" matches no known topic — did you mean "job:*"?',
    });
  });

  it('checks every topic of an array', () => {
    expect(() => compileTopics(['job:ready', 'job:complete'])).toThrow(
      'did you mean "job:completed"?',
    );
  });

  it.each([
    ['', 'an empty string'],
    ['  ', '"  "'],
    [[], null],
    [42, 'number 42'],
    [undefined, 'undefined'],
    [['job:ready', ''], 'an empty string'],
  ])('rejects %j as a TypeError naming the argument', (topics, got) => {
    const error = catchError(() => compileTopics(topics));
    expect(error).toBeInstanceOf(TypeError);
    expect(error).toBeInstanceOf(ListenerArgumentError);
    expect(error).toMatchObject({ argument: 'topics', code: 'INVALID_ARGUMENT' });
    expect((error as Error).message).toMatch(/^importkit\/listener: topics must/);
    if (got) expect((error as Error).message).toContain(`(got ${got})`);
  });
});

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['job', 'job', 0],
    ['job:redy', 'job:ready', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
  ])('distance(%s, %s) = %i', (a, b, distance) => {
    expect(levenshtein(a, b)).toBe(distance);
  });
});

function catchError(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}
