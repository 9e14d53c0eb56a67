import type { ImportkitEvent } from '@importkit/api';
import { describe, expect, it } from 'vitest';
import { describeFilter, eventMatches, topicMatches } from './event-match';

const event = {
  id: 'us_evt_1',
  topic: 'job:completed',
  domain: 'job',
  context: { environmentId: 'us_env_1', jobId: 'us_jb_1' },
  payload: { job: 'workbook:submit', status: 'complete', info: 'Sent 3 records' },
  createdAt: '2026-01-01T00:00:00.000Z',
} as unknown as ImportkitEvent;

describe('topicMatches', () => {
  it('matches topics exactly and by glob, from one pattern or a list', () => {
    expect(topicMatches('job:completed', 'job:completed')).toBe(true);
    expect(topicMatches('job:*', 'job:completed')).toBe(true);
    expect(topicMatches('*:completed', 'job:completed')).toBe(true);
    expect(topicMatches('*', 'records:created')).toBe(true);
    expect(topicMatches(['job:failed', 'job:completed'], 'job:completed')).toBe(true);
    expect(topicMatches('job:complete', 'job:completed')).toBe(false);
    expect(topicMatches('records:*', 'job:completed')).toBe(false);
  });
});

describe('eventMatches', () => {
  it('reads bare keys from the envelope, then the context, then the payload', () => {
    expect(eventMatches(event, 'job:*', { jobId: 'us_jb_1' })).toBe(true);
    expect(eventMatches(event, 'job:*', { status: 'complete', topic: 'job:completed' })).toBe(true);
    expect(eventMatches(event, 'job:*', { jobId: 'us_jb_2' })).toBe(false);
    expect(eventMatches(event, 'job:*', { missing: 'x' })).toBe(false);
  });

  it('reads dotted paths from the envelope, and takes lists, regular expressions and functions', () => {
    expect(eventMatches(event, 'job:*', { 'payload.job': 'workbook:submit' })).toBe(true);
    expect(eventMatches(event, 'job:*', { 'context.jobId': ['us_jb_9', 'us_jb_1'] })).toBe(true);
    expect(eventMatches(event, 'job:*', { info: /^Sent \d+ records$/ })).toBe(true);
    expect(eventMatches(event, 'job:*', { 'payload.info.length': 14 })).toBe(false);
    expect(eventMatches(event, '*', (candidate) => candidate.id === 'us_evt_1')).toBe(true);
    expect(eventMatches(event, '*', () => false)).toBe(false);
  });

  it('ignores keys whose expected value is undefined', () => {
    expect(eventMatches(event, 'job:completed', { jobId: undefined })).toBe(true);
  });
});

describe('describeFilter', () => {
  it('says what was waited for', () => {
    expect(describeFilter(['job:completed', 'job:failed'], { jobId: 'us_jb_1', info: /x/ })).toBe(
      'job:completed | job:failed with jobId="us_jb_1", info=/x/',
    );
    expect(describeFilter('records:*')).toBe('records:*');
  });
});
