import {
  type EventOf,
  type EventTopic,
  type ImportkitClient,
  type ImportkitEvent,
  isCatalogEvent,
  type Job,
  type JobOutcome,
  type UnknownTopicEvent,
} from '@importkit/api';
import { describe, expectTypeOf, it } from 'vitest';
import {
  type EventFor,
  type HandlerContext,
  type JobHandlerOutcome,
  type JobPartInfo,
  type JobPartResult,
  type JobPartsCompletedEvent,
  type JobReadyEvent,
  jobHandler,
  Listener,
  type Tick,
  type WholeJobContext,
} from './index';

const listener = new Listener();

describe('handler types', () => {
  it('narrows the event to the topic', () => {
    listener.on('job:ready', (event) => {
      expectTypeOf(event.topic).toEqualTypeOf<'job:ready'>();
      expectTypeOf(event.payload.job).toEqualTypeOf<string>();
      expectTypeOf(event).toEqualTypeOf<EventOf<'job:ready'>>();
    });
    listener.on('records:updated', (event) => {
      expectTypeOf(event.payload.changes).toBeArray();
      expectTypeOf(event.payload.changes[0]).toEqualTypeOf<
        | { recordId: string; fieldKey: string; previousValue?: unknown; newValue?: unknown }
        | undefined
      >();
    });
  });

  it('gives a glob the union of the events it matches', () => {
    listener.on('job:*', (event) => {
      expectTypeOf(event.topic).toEqualTypeOf<
        | 'job:created'
        | 'job:ready'
        | 'job:scheduled'
        | 'job:updated'
        | 'job:completed'
        | 'job:outcome-acknowledged'
        | 'job:parts-completed'
        | 'job:failed'
        | 'job:deleted'
      >();
    });
    listener.on('*:created', (event) => {
      expectTypeOf(event.topic).toExtend<`${string}:created`>();
    });
    listener.on(['records:created', 'records:deleted'], (event) => {
      expectTypeOf(event.payload.recordCount).toEqualTypeOf<number>();
    });
    listener.on('*', (event) => {
      // Every topic: the catalog's, and those it does not know (payload unknown).
      expectTypeOf(event).toEqualTypeOf<ImportkitEvent | UnknownTopicEvent>();
      if (isCatalogEvent(event)) expectTypeOf(event).toEqualTypeOf<ImportkitEvent>();
      else expectTypeOf(event.payload).toEqualTypeOf<unknown>();
    });
    expectTypeOf<EventFor<'**'>>().toEqualTypeOf<ImportkitEvent | UnknownTopicEvent>();
    expectTypeOf<EventFor<['job:ready', '*:*']>>().toEqualTypeOf<
      ImportkitEvent | UnknownTopicEvent
    >();
    expectTypeOf<EventFor<'job:*'>>().toEqualTypeOf<
      EventOf<Extract<EventTopic, `job:${string}`>>
    >();
  });

  it('types the handler context and the filter', () => {
    listener.on(
      'job:ready',
      { job: 'workbook:submit', 'context.sheetId': ['a', 'b'] },
      (_e, context) => {
        expectTypeOf(context.client).toEqualTypeOf<ImportkitClient>();
        expectTypeOf(context.signal).toEqualTypeOf<AbortSignal>();
        expectTypeOf(context.listener).toEqualTypeOf<Listener>();
      },
    );
  });

  it('rejects wrong payload fields, unknown topics and untyped filters', () => {
    listener.on('job:ready', (event) => {
      // @ts-expect-error job events have no `changes`
      void event.payload.changes;
    });
    listener.on('records:updated', (event) => {
      // @ts-expect-error narrowed to records:updated, whose payload has no `job`
      void event.payload.job;
    });
    // @ts-expect-error a typo is not a topic
    listener.on('job:redy', () => {});
    // @ts-expect-error a glob over an unknown domain
    listener.on('jobs:*', () => {});
    // @ts-expect-error filter keys are envelope fields or context./payload./attributes. paths
    listener.on('job:ready', { sheetId: 'us_sh_1' }, () => {});
    // @ts-expect-error filter values are scalars or arrays of scalars
    listener.on('job:ready', { 'payload.status': { in: ['ready'] } }, () => {});
  });

  it('chains', () => {
    expectTypeOf(listener.on('job:ready', () => {}).use(() => {})).toEqualTypeOf<Listener>();
    expectTypeOf(listener.namespace('orders')).toEqualTypeOf<Listener>();
  });
});

describe('jobHandler types', () => {
  it('types the event, the tick and the outcome', () => {
    jobHandler('workbook:submit', async (event, tick) => {
      expectTypeOf(event.payload.job).toEqualTypeOf<string>();
      expectTypeOf(tick).toEqualTypeOf<Tick>();
      return { outcome: { message: 'ok', next: { type: 'view', sheetId: 'us_sh_1' } } };
    });
    jobHandler('workbook:submit', async () => {});
    // @ts-expect-error the outcome goes under `outcome`
    jobHandler('workbook:submit', async () => ({ message: 'ok' }));
  });

  it('types every `next` variant and refuses a malformed one', () => {
    const outcomes: JobOutcome[] = [
      { next: { type: 'id', id: 'us_wb_1', path: 'sheets', query: 'view=errors' } },
      { next: { type: 'url', url: 'https://example.test/report', label: 'Open' } },
      { next: { type: 'download', url: 'https://example.test/a.csv', fileName: 'a.csv' } },
      { next: { type: 'files', files: [{ fileId: 'us_fl_1' }] } },
      { next: { type: 'wait', fade: true, confetti: true } },
      { next: { type: 'snapshot', snapshotId: 'us_ss_1', sheetId: 'us_sh_1' } },
      { next: { type: 'retry', label: 'Try again' } },
      { next: { type: 'view', sheetId: 'us_sh_1', hiddenColumns: ['email'] } },
      { next: { type: 'clearFilters', sheetIds: ['us_sh_1'] } },
      { trigger: 'automatic', acknowledge: true },
      { trigger: { type: 'manual', audience: 'originator' } },
    ];
    expectTypeOf(outcomes).items.toExtend<JobHandlerOutcome['outcome']>();
    // @ts-expect-error a download needs its url
    const noUrl: JobOutcome = { next: { type: 'download', fileName: 'a.csv' } };
    // @ts-expect-error not a variant of next
    const unknownStep: JobOutcome = { next: { type: 'teleport' } };
    void [noUrl, unknownStep];
  });

  it('types the job context, the parts and the consolidation', () => {
    jobHandler(
      'workbook:validate',
      async (_event, _tick, context) => {
        expectTypeOf(context).toEqualTypeOf<WholeJobContext>();
        expectTypeOf(context.signal).toEqualTypeOf<AbortSignal>();
        // Any text: a status the hosted service adds later still reads.
        expectTypeOf(context.job.status).toEqualTypeOf<string>();
        expectTypeOf(context.split).returns.resolves.toEqualTypeOf<Job>();
        await context.split({ parts: [{ sheetId: 'us_sh_1' }], runInParallel: false });
        // @ts-expect-error parts is a count or a list of part data
        await context.split({ parts: 'three' });
      },
      {
        part: (event, _tick, { part }) => {
          expectTypeOf(event).toEqualTypeOf<JobReadyEvent>();
          expectTypeOf(part).toEqualTypeOf<JobPartInfo>();
          expectTypeOf(part.index).toEqualTypeOf<number | undefined>();
          return { outcome: { message: `part ${part.index}` } };
        },
        consolidate: (event, _tick, { parts }) => {
          expectTypeOf(event).toEqualTypeOf<JobPartsCompletedEvent>();
          expectTypeOf(parts).toEqualTypeOf<readonly JobPartResult[]>();
          return { outcome: { message: `${parts.length} parts` } };
        },
      },
    );
    // A handler typed with the plain listener context still fits.
    const plain = async (_event: JobReadyEvent, _tick: Tick, context: HandlerContext) => {
      expectTypeOf(context.client).toEqualTypeOf<ImportkitClient>();
    };
    jobHandler('workbook:submit', plain);
  });
});
