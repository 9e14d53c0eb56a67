/**
 * The console a listener author works in, in a real Chromium against a dev server on a free port:
 * the server's own address opens it, an empty server offers the sample data, columns resize, a
 * cell opens in a side panel, a message about a value since changed is marked stale, the webhook
 * inbox shows each request beside its answer, and an uploaded CSV shows its extraction.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DevServer, startDevServer } from '@importkit/dev-server';
import { signWebhookBody } from '@importkit/plugin-webhook-egress';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const chromiumPath = inject('chromiumPath');
const artifacts = fileURLToPath(new URL('./artifacts/', import.meta.url));

describe.skipIf(!chromiumPath)('the console of the dev loop', () => {
  let server: DevServer;
  let browser: Browser;
  let page: Page;

  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${server.apiKey}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return ((await response.json()) as { data: T }).data;
  };
  const shot = (name: string) => page.screenshot({ path: join(artifacts, `${name}.png`) });
  const emailCell = (row: number) =>
    page.getByTestId('records-grid').locator('.grid-row').nth(row).locator('[data-field="email"]');

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    server = await startDevServer({ port: 0 });
    browser = await chromium.launch({ executablePath: chromiumPath, chromiumSandbox: false });
    page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it("opens the console at the server's own address", async () => {
    await page.goto(`${server.url}/#key=${server.apiKey}`);
    await page.getByTestId('empty-server').waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/');
    await shot('empty-server');
  });

  it('offers the sample data on an empty server', async () => {
    await page.getByRole('button', { name: 'Load sample data' }).click();
    await page.getByText('Customer import').first().waitFor();
    await expect.poll(() => page.locator('[data-count="all"]').innerText()).toBe('200');
  });

  it('resizes a column by dragging its edge', async () => {
    const header = page.locator('.grid-header [data-column="email"]');
    const before = (await header.boundingBox())?.width ?? 0;
    const handle = (await page.getByRole('separator', { name: 'Resize Email' }).boundingBox()) as {
      x: number;
      y: number;
      width: number;
      height: number;
    };
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 150, handle.y + handle.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => (await header.boundingBox())?.width ?? 0)
      .toBeGreaterThan(before + 100);
    // The cells of the column follow their header.
    expect(Math.round((await emailCell(0).boundingBox())?.width ?? 0)).toBe(
      Math.round((await header.boundingBox())?.width ?? 0),
    );
  });

  it("opens a cell's whole value and messages in a side panel", async () => {
    const [workbook] = await api<{ sheets: { id: string; slug: string }[] }[]>(
      'GET',
      '/v1/workbooks',
    );
    const contacts = workbook?.sheets.find((sheet) => sheet.slug === 'contacts')?.id as string;
    const [first] = await api<{ records: { id: string }[] }>(
      'GET',
      `/v1/sheets/${contacts}/records?pageSize=1`,
    ).then((page) => page.records);
    const long = `${'very-long-local-part.'.repeat(8)}@example.com`;
    await api('PUT', `/v1/sheets/${contacts}/records`, [
      {
        id: first?.id,
        values: {
          email: {
            value: long,
            messages: [{ type: 'error', message: `"${long}" bounced at the CRM` }],
          },
        },
      },
    ]);
    await expect
      .poll(() => emailCell(0).getAttribute('data-invalid'), { timeout: 10_000 })
      .toBe('true');
    await emailCell(0).click();
    const panel = page.getByTestId('cell-panel');
    await panel.waitFor();
    expect(await panel.getByTestId('cell-panel-value').innerText()).toBe(long);
    expect(await panel.innerText()).toContain(`"${long}" bounced at the CRM`);
  });

  it('marks a message quoting a value since changed as stale', async () => {
    expect(await emailCell(0).getAttribute('data-stale')).toBeNull();
    await emailCell(0).dblclick();
    const editor = page.getByTestId('records-grid').getByRole('textbox');
    await editor.fill('ada@example.com');
    await editor.press('Enter');
    await expect
      .poll(() => emailCell(0).innerText(), { timeout: 10_000 })
      .toContain('ada@example.com');
    await expect
      .poll(() => emailCell(0).getAttribute('data-stale'), { timeout: 10_000 })
      .toBe('true');
    await emailCell(0).click();
    const message = page.getByTestId('cell-panel').locator('[data-stale="true"]');
    expect(await message.innerText()).toContain('the value is now "ada@example.com"');
    await shot('stale-message');
  });

  it('shows each webhook request beside its answer', async () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    await api('PUT', '/_dev/webhooks/crm/script', { answers: '429:5,accept', secret });
    const body = JSON.stringify({ workbook: { id: 'us_wb_1', sheets: [] } });
    const timestamp = Math.floor(Date.now() / 1000);
    await fetch(`${server.url}/_dev/webhooks/crm`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signWebhookBody({ secret, id: 'msg_1', timestamp, body }),
      },
      body,
    });
    await page.getByRole('link', { name: 'Webhooks' }).click();
    const exchange = page.getByTestId('webhook-exchange');
    await exchange.waitFor();
    const request = exchange.getByRole('region', { name: 'Request' });
    const answer = exchange.getByRole('region', { name: 'Answer' });
    expect(await request.innerText()).toContain('"id": "us_wb_1"');
    expect(await request.getByTestId('signature').getAttribute('data-signature')).toBe('valid');
    expect(await answer.getByTestId('answer-status').innerText()).toBe('429');
    expect(await answer.innerText()).toContain('retry-after');
    const left = (await request.boundingBox()) as { x: number; y: number };
    const right = (await answer.boundingBox()) as { x: number; y: number };
    expect(right.x).toBeGreaterThan(left.x);
    expect(right.y).toBe(left.y);
    await shot('webhook-inbox');
  });

  it('uploads a CSV file and shows its extraction', async () => {
    await page
      .locator('header.top')
      .getByLabel('Upload a CSV, TSV or XLSX file')
      .setInputFiles({
        name: 'people.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,email\nAda,ada@example.com\nGrace,grace@example.com\nAlan,\n'),
      });
    const extraction = page.getByTestId('extraction');
    await extraction.getByText('Extracted people.csv').waitFor({ timeout: 30_000 });
    expect(await extraction.innerText()).toContain('people: 3 records');
    await expect.poll(() => page.locator('[data-count="all"]').innerText()).toBe('3');
    expect(await page.locator('.grid-header').innerText()).toContain('email');
    await shot('upload-extraction');
  });
});
