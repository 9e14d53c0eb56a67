import { createClient } from '@importkit/api';
import { describe, expect, it, vi } from 'vitest';
import { jobEvent, recordsUpdated, workbookCreated } from '../test/fixtures/events';
import { NoClientError } from './errors';
import { Listener } from './listener';

describe('on and dispatch', () => {
  it('runs the handlers whose topics match, with the event', async () => {
    const seen: string[] = [];
    const listener = new Listener()
      .on('job:ready', (event) => void seen.push(`ready ${event.payload.job}`))
      .on('job:*', (event) => void seen.push(`job:* ${event.topic}`))
      .on(
        ['records:updated', 'workbook:created'],
        (event) => void seen.push(`array ${event.topic}`),
      )
      .on('*', (event) => void seen.push(`* ${event.topic}`))
      .on('file:created', () => void seen.push('never'));

    await listener.dispatch(jobEvent('workbook:submit'));
    await listener.dispatch(recordsUpdated());

    expect(seen).toEqual([
      'ready workbook:submit',
      'job:* job:ready',
      '* job:ready',
      'array records:updated',
      '* records:updated',
    ]);
  });

  it('applies the filter given to on()', async () => {
    const jobs: string[] = [];
    const listener = new Listener().on('job:ready', { job: 'workbook:*' }, (event) => {
      jobs.push(event.payload.job);
    });
    for (const job of ['workbook:submit', 'space:configure', 'workbook:export']) {
      await listener.dispatch(jobEvent(job));
    }
    expect(jobs).toEqual(['workbook:submit', 'workbook:export']);
  });

  it('runs one handler once even when several of its patterns match', async () => {
    const handler = vi.fn();
    const listener = new Listener().on(['job:ready', 'job:*', '*'], handler);
    await listener.dispatch(jobEvent('workbook:submit'));
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('runs handlers one after another, in registration order', async () => {
    const steps: string[] = [];
    const listener = new Listener();
    listener.on('job:ready', async () => {
      steps.push('first starts');
      await new Promise((resolve) => setTimeout(resolve, 5));
      steps.push('first ends');
    });
    listener
      .filter({ job: 'workbook:submit' })
      .on('job:*', () => void steps.push('second (child)'));
    listener.on('*', async () => {
      steps.push('third starts');
      await Promise.resolve();
      steps.push('third ends');
    });
    const result = await listener.dispatch(jobEvent('workbook:submit'));
    expect(steps).toEqual([
      'first starts',
      'first ends',
      'second (child)',
      'third starts',
      'third ends',
    ]);
    expect(result).toMatchObject({ status: 'handled', handlers: 3, errors: [] });
  });

  it('gives handlers the client, a signal and the listener they were registered on', async () => {
    const client = createClient({ baseUrl: 'http://127.0.0.1:9', apiKey: 'sk_test' });
    const controller = new AbortController();
    const listener = new Listener();
    const child = listener.filter({ job: '*' });
    const contexts: unknown[] = [];
    listener.on('job:ready', (_event, context) => void contexts.push(context));
    child.on('job:ready', (_event, context) => void contexts.push(context));

    await listener.dispatch(jobEvent('a:b'), { client, signal: controller.signal });

    expect(contexts).toEqual([
      expect.objectContaining({ client, signal: controller.signal, listener }),
      expect.objectContaining({ client, signal: controller.signal, listener: child }),
    ]);
  });

  it('throws NoClientError from context.client when dispatched without a client', async () => {
    const errors: Error[] = [];
    const listener = new Listener()
      .onError((error) => void errors.push(error))
      .on('job:ready', (_event, { client }) => client.GET('/v1/spaces', {}));
    await listener.dispatch(jobEvent('a:b'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(NoClientError);
    expect(errors[0]?.message).toMatch(/pass \{ client \} to dispatch/);
  });
});

describe('off', () => {
  it('removes the handler for the topics given, and only those', async () => {
    const handler = vi.fn();
    const other = vi.fn();
    const listener = new Listener().on(['job:ready', 'records:*'], handler).on('job:ready', other);
    listener.off('job:ready', handler);

    await listener.dispatch(jobEvent('a:b'));
    await listener.dispatch(recordsUpdated());

    expect(handler.mock.calls.map(([event]) => event.topic)).toEqual(['records:updated']);
    expect(other).toHaveBeenCalledOnce();

    listener.off('records:*', handler);
    await listener.dispatch(recordsUpdated());
    expect(handler).toHaveBeenCalledOnce();
  });
});

describe('plugins and children', () => {
  it('use() calls the plugin with the listener and chains', async () => {
    const seen: string[] = [];
    const plugin = vi.fn((listener: Listener) => {
      listener.on('records:updated', () => void seen.push('plugin'));
    });
    const listener = new Listener();
    expect(listener.use(plugin).use(() => {})).toBe(listener);
    expect(plugin).toHaveBeenCalledWith(listener);
    await listener.dispatch(recordsUpdated());
    expect(seen).toEqual(['plugin']);
  });

  it('filter() children see only matching events, nested children both filters', async () => {
    const seen: string[] = [];
    const listener = new Listener();
    let received: Listener | undefined;
    const sheet2 = listener.filter({ 'context.sheetId': 'us_sh_2' }, (child) => {
      received = child;
      child.on('*', (event) => void seen.push(`sheet2 ${event.topic}`));
    });
    sheet2
      .filter({ topic: 'records:*' })
      .use((records) =>
        records.on('*', (event) => void seen.push(`sheet2 records ${event.topic}`)),
      );

    await listener.dispatch(recordsUpdated({ context: { sheetId: 'us_sh_1' } }));
    await listener.dispatch(jobEvent('a:b', 'job:ready', { context: { sheetId: 'us_sh_2' } }));
    await listener.dispatch(recordsUpdated({ context: { sheetId: 'us_sh_2' } }));

    expect(received).toBe(sheet2);
    expect(sheet2).not.toBe(listener);
    expect(sheet2.id).toBe(listener.id);
    expect(seen).toEqual([
      'sheet2 job:ready',
      'sheet2 records:updated',
      'sheet2 records records:updated',
    ]);
  });

  it('namespace() children see only events of that namespace', async () => {
    const names: string[] = [];
    const listener = new Listener();
    listener.namespace('orders', (orders) => {
      orders.on(
        'workbook:created',
        (event) => void names.push(`orders ${event.payload.namespace}`),
      );
    });
    listener
      .namespace(['billing', 'crm:*'])
      .on('*', (event) => void names.push(`other ${event.topic}`));

    await listener.dispatch(workbookCreated('orders'));
    await listener.dispatch(workbookCreated('billing'));
    await listener.dispatch(jobEvent('a:b', 'job:ready', { context: { namespaces: ['crm:eu'] } }));
    await listener.dispatch(workbookCreated());

    expect(names).toEqual(['orders orders', 'other workbook:created', 'other job:ready']);
  });

  it('onError on a child sets the hook of the whole tree', async () => {
    const reported = vi.fn();
    const listener = new Listener();
    listener.filter({}).onError(reported);
    listener.on('job:ready', () => {
      throw new Error('x');
    });
    await listener.dispatch(jobEvent('a:b'));
    expect(reported).toHaveBeenCalledOnce();
  });
});
