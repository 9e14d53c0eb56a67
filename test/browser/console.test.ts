/**
 * The dev console in a real Chromium (Debian's `chromium`, driven by playwright-core) against the
 * dev server on a free port, with the example's CRM listener and a webhook receiver on loopback:
 * what a listener author does with it, step by step. Screenshots go to `artifacts/`.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type ImportkitClient, unwrap } from '@importkit/api';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createCrmListener } from '../../examples/webhook-egress/src/listener';
import { contactsWorkbook } from '../../examples/webhook-egress/src/workbook-config';
import { startGatedReceiver } from './support/gated-receiver';

const chromiumPath = inject('chromiumPath');
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

const CONTACTS = 40;
const BAD_EVERY = 5;

describe.skipIf(!chromiumPath)('the dev console in Chromium', () => {
  let server: DevServer;
  let client: ImportkitClient;
  let browser: Browser;
  let page: Page;
  let receiver: Awaited<ReturnType<typeof startGatedReceiver>>;
  let listening: { close(): Promise<unknown> };
  let contactsSheetId: string;
  let missingEmailId: string;

  const shot = (name: string) => page.screenshot({ path: join(artifacts, `${name}.png`) });

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    server = await startDevServer({ port: 0 });
    client = createClient({ baseUrl: server.url, apiKey: server.apiKey });
    receiver = await startGatedReceiver();
    listening = await createCrmListener({ webhookUrl: receiver.url }).listen({
      client,
      environmentId: server.environmentId,
    });
    const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Demo' } }));
    const { data: workbook } = await unwrap(
      client.POST('/v1/workbooks', { body: contactsWorkbook(space.id) }),
    );
    contactsSheetId = workbook.sheets?.[0]?.id as string;
    // The first contact misses its required email (an error before any Submit); every fifth
    // of the others has an email the CRM rejects.
    const contacts = [
      { firstName: { value: 'Ada' }, lastName: { value: 'Missing' }, email: { value: null } },
      ...Array.from({ length: CONTACTS - 1 }, (_, index) => ({
        firstName: { value: `First${index + 1}` },
        lastName: { value: `Last${index + 1}` },
        email: {
          value: (index + 1) % BAD_EVERY === 0 ? `no-at-${index + 1}` : `c${index + 1}@example.com`,
        },
      })),
    ];
    const { data: inserted } = await unwrap(
      client.POST('/v1/sheets/{sheetId}/records', {
        params: { path: { sheetId: contactsSheetId } },
        body: contacts,
      }),
    );
    missingEmailId = inserted.records[0]?.id as string;
    browser = await chromium.launch({ executablePath: chromiumPath, chromiumSandbox: false });
    page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  });

  afterAll(async () => {
    await browser?.close();
    await listening?.close();
    await receiver?.close();
    await server?.close();
  });

  it('shows nothing of the data without the key, and reads nothing', async () => {
    const context = await browser.newContext();
    const bare = await context.newPage();
    const dataRequests: string[] = [];
    bare.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (!path.startsWith('/console')) dataRequests.push(path);
    });
    await bare.goto(`${server.url}/console/`);
    await bare.getByTestId('locked').waitFor();
    expect(await bare.locator('body').innerText()).not.toContain('Customer import');
    expect(dataRequests).toEqual([]);

    // A wrong key: the server refuses it and the console says so, still showing no data.
    await bare.goto(`${server.url}/console/#key=sk_wrong`);
    await bare.reload();
    await bare.getByText('The dev server refused this key.').waitFor();
    expect(await bare.locator('body').innerText()).not.toContain('Customer import');
    await bare.screenshot({ path: join(artifacts, 'no-key.png') });
    await context.close();
  });

  it('opens with the printed URL, lists the workbook and shows its records and error count', async () => {
    await page.goto(server.consoleUrl);
    await page.getByRole('link', { name: 'Contacts' }).waitFor();
    expect(page.url()).not.toContain(server.apiKey); // the fragment is gone from the address bar
    await page.getByText('Customer import').first().waitFor();
    const grid = page.getByTestId('records-grid');
    await grid.locator(`[data-record-id="${missingEmailId}"]`).waitFor();
    await expect.poll(() => page.locator('[data-count="all"]').innerText()).toBe(String(CONTACTS));
    await expect.poll(() => page.locator('[data-count="error"]').innerText()).toBe('1');
    // The required email's built-in message is on its cell.
    const emailCell = grid.locator(`[data-record-id="${missingEmailId}"] [data-field="email"]`);
    expect(await emailCell.getAttribute('data-invalid')).toBe('true');
    await shot('grid');
  });

  it("shows an action's guide as a tooltip", async () => {
    await page.locator('[data-action="submit"]').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    expect(await tooltip.locator('strong').innerText()).toBe('all records of all sheets');
    await shot('guide-tooltip');
    await page.mouse.move(5, 700);
  });

  it('disables a requireAllValid action while an invalid row is selected, and enables it once fixed', async () => {
    const row = page.locator(`[data-record-id="${missingEmailId}"]`);
    const submit = page.locator('[data-action="submit"]');
    expect(await submit.isDisabled()).toBe(false);
    await row.getByRole('checkbox').check();
    await expect.poll(() => submit.isDisabled()).toBe(true);
    await page.getByText('1 selected record has errors').first().waitFor();
    await shot('require-all-valid');

    await row.locator('[data-field="email"]').dblclick();
    const editor = row.getByRole('textbox');
    await editor.fill('ada@example.com');
    await editor.press('Enter');
    await expect
      .poll(() => row.locator('[data-field="email"]').innerText())
      .toContain('ada@example.com');
    await expect.poll(() => submit.isDisabled()).toBe(false);
    await expect.poll(() => page.locator('[data-count="error"]').innerText()).toBe('0');
    await row.getByRole('checkbox').uncheck();
  });

  it('runs Submit through its guardrail, shows progress and the outcome, and follows its view', async () => {
    await page.locator('[data-action="submit"]').click();
    const guardrail = page.getByTestId('guardrail');
    await guardrail.waitFor();
    expect(await guardrail.innerText()).toContain(
      'Records the CRM rejects will be marked with its message.',
    );
    await shot('guardrail');
    // Nothing is created before the guardrail is confirmed.
    const { data: before } = await unwrap(client.GET('/v1/jobs', { params: { query: {} } }));
    expect(before.length).toBe(0);

    await guardrail.getByRole('button', { name: 'Continue' }).click();
    const panel = page.getByTestId('job-panel');
    await receiver.arrived; // the CRM holds its answer: the job is running
    await panel.getByRole('progressbar').waitFor();
    await expect
      .poll(async () =>
        Number((await panel.getByTestId('job-progress').innerText()).replace('%', '')),
      )
      .toBeGreaterThan(0);
    await shot('job-progress');

    receiver.open();
    await panel.getByRole('heading', { name: 'Submitted, with rejected records' }).waitFor();
    const rejected = Math.floor((CONTACTS - 1) / BAD_EVERY);
    expect(await panel.innerText()).toContain(`The webhook rejected ${rejected} records`);
    await shot('job-outcome');

    await panel.getByRole('button', { name: 'Show rejected records' }).click();
    await expect
      .poll(() => page.locator('[data-filter="error"]').getAttribute('aria-pressed'))
      .toBe('true');
    await expect
      .poll(() => page.locator('[data-count="error"]').innerText())
      .toBe(String(rejected));
    const rows = page.getByTestId('records-grid').locator('[data-record-id]');
    await expect.poll(() => rows.count()).toBe(rejected);
    // The webhook's rejection messages are on the rejected cells.
    const firstEmail = rows.first().locator('[data-field="email"]');
    expect(await firstEmail.getAttribute('data-invalid')).toBe('true');
    expect(await firstEmail.innerText()).toContain('"no-at-5" is not an email address');
    await shot('rejected-records');

    // Following the outcome acknowledged it; the jobs page has the job's timeline.
    const { data: jobs } = await unwrap(client.GET('/v1/jobs', { params: { query: {} } }));
    expect(jobs[0]?.status).toBe('complete');
    expect(jobs[0]?.outcomeAcknowledgedAt).toBeDefined();
    await page.getByRole('link', { name: 'Jobs' }).click();
    await page.locator('.job-summary').first().click();
    const timeline = page.locator('.timeline');
    await timeline.getByText('completed').first().waitFor();
    expect(await timeline.innerText()).toMatch(/progress \d+%/);
  });

  it('keeps only the rows in view in the page and fetches only their pages', async () => {
    const rows = 20_000;
    const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Big' } }));
    const { data: workbook } = await unwrap(
      client.POST('/v1/workbooks', {
        body: {
          name: 'Big workbook',
          spaceId: space.id,
          sheets: [{ name: 'Many', slug: 'many', fields: [{ key: 'n', type: 'number' }] }],
        },
      }),
    );
    const sheetId = workbook.sheets?.[0]?.id as string;
    for (let start = 0; start < rows; start += 10_000) {
      await unwrap(
        client.POST('/v1/sheets/{sheetId}/records', {
          params: { path: { sheetId } },
          body: Array.from({ length: 10_000 }, (_, index) => ({ n: { value: start + index } })),
        }),
      );
    }
    await page.getByRole('link', { name: 'Many' }).click();
    await expect.poll(() => page.locator('[data-count="all"]').innerText()).toBe(String(rows));

    const pagesAsked: number[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === `/v1/sheets/${sheetId}/records`) {
        pagesAsked.push(Number(url.searchParams.get('pageNumber')));
      }
    });
    // Jump three quarters down, as dragging the scrollbar does.
    await page.getByTestId('records-grid').evaluate((grid) => {
      grid.scrollTop = grid.scrollHeight * 0.75;
    });
    const grid = page.getByTestId('records-grid');
    await expect
      .poll(() => grid.locator('[data-field="n"]').first().innerText())
      .toMatch(/^1[45]\d{3}$/);
    const shown = await grid.locator('.grid-row').count();
    expect(shown).toBeLessThan(80);
    expect(pagesAsked.length).toBeGreaterThan(0);
    expect(pagesAsked.every((pageNumber) => pageNumber >= 140 && pageNumber <= 160)).toBe(true);
    await shot('many-records');
  });

  it('never runs script from markdown in a guide or guardrail', async () => {
    const hostile = [
      'Read <img src="x" onerror="window.__pwned = \'img\'">',
      '<script>window.__pwned = "script"</script>',
      '[click me](javascript:window.__pwned=%22link%22)',
      '<a href="javascript:window.__pwned=\'a\'">raw link</a>',
    ].join('\n\n');
    const { data: space } = await unwrap(client.POST('/v1/spaces', { body: { name: 'Hostile' } }));
    await unwrap(
      client.POST('/v1/workbooks', {
        body: {
          name: 'Hostile guide',
          spaceId: space.id,
          sheets: [{ name: 'Things', slug: 'things', fields: [{ key: 'name', type: 'string' }] }],
          actions: [
            {
              operation: 'harm',
              label: 'Harm',
              mode: 'foreground',
              guide: { content: hostile },
              guardrail: { content: hostile },
            },
          ],
        },
      }),
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Things' }).click();
    await page.locator('[data-action="harm"]').hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor();
    const html = await tooltip.innerHTML();
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    await tooltip
      .getByText('click me')
      .click({ force: true })
      .catch(() => {});
    await page.locator('[data-action="harm"]').click();
    await page.getByTestId('guardrail').waitFor();
    expect(await page.getByTestId('guardrail').innerHTML()).not.toMatch(
      /onerror|<script|javascript:/i,
    );
    await page
      .getByTestId('guardrail')
      .getByText('raw link')
      .click()
      .catch(() => {});
    await page.waitForTimeout(200); // an error handler or a navigation would have run by now
    expect(
      await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
    await page.getByTestId('guardrail').getByRole('button', { name: 'Cancel' }).click();
  });
});
