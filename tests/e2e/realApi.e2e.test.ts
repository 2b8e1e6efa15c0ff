// The host as a company runs it: built with VITE_API_URL (dist-host-api/, once, in global-setup.ts),
// calling `npm run api` — the demo backend's handlers served over HTTP and WebSocket on another origin.
// Every call crosses the network: CORS with the token, multipart uploads, file names from
// Content-Disposition, the live channel's socket and its reconnect, a real 401. The page loads none of
// the demo backend's code and registers no service worker.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { loadHostGraph } from '../../scripts/size/hostCosts.mjs';
import { sharedBrowser } from './sharedBrowser.js';
import { signIn } from './helpers.js';
import type { RealApiSetup } from './global-setup.js';

const browser = sharedBrowser();

function realApi(): RealApiSetup {
  const provided = inject('realApi');
  if (!provided) throw new Error('The real-API host was not set up (tests/e2e/global-setup.ts).');
  return provided;
}

const url = (path: string) => new URL(path, realApi().hostUrl).toString();
const apiOrigin = () => new URL(realApi().apiUrl).origin;

const ADMIN = 'admin@northwind.example';
const BOOKKEEPER = 'bookkeeper@northwind.example';
const EMPLOYEE = 'employee@northwind.example';
const MANAGER = 'manager@northwind.example';
const SESSION_ENDED = 'Your session has ended. Please log in again.';
/** A 1×1 PNG: real image bytes, so the server takes it as an image and the preview draws it. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface LoggedRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  status: number | null;
}

/** Every request of a context's pages, with its headers and answer, and the sockets they opened. */
interface NetworkLog {
  requests: LoggedRequest[];
  sockets: string[];
  /** Waits until every request seen so far has been logged (headers are read asynchronously). */
  settled(): Promise<void>;
}

function watchNetwork(context: BrowserContext): NetworkLog {
  const log: NetworkLog = { requests: [], sockets: [], settled: async () => undefined };
  const pending: Promise<void>[] = [];
  const record = async (request: Request) => {
    const response = await request.response().catch(() => null);
    log.requests.push({
      url: new URL(request.url()),
      method: request.method(),
      headers: await request.allHeaders(),
      status: response?.status() ?? null,
    });
  };
  context.on('requestfinished', (request) => pending.push(record(request)));
  context.on('requestfailed', (request) => pending.push(record(request)));
  context.on('page', (page) => page.on('websocket', (socket) => log.sockets.push(socket.url())));
  log.settled = async () => {
    while (pending.length > 0) await Promise.all(pending.splice(0));
  };
  return log;
}

/** A fresh context (its own storage: its own user) on the real-API host, its page and its network log. */
async function openApiPage(path = '/login'): Promise<{ context: BrowserContext; page: Page; log: NetworkLog }> {
  const context = await browser().newContext();
  const log = watchNetwork(context);
  const page = await context.newPage();
  await page.goto(url(path));
  return { context, page, log };
}

async function openSignedIn(email: string) {
  const opened = await openApiPage('/login');
  await signIn(opened.page, email);
  await opened.page.getByRole('navigation', { name: 'Main' }).waitFor();
  return opened;
}

/** The chunks of the real-API build that only the demo backend (host/mock-api, host/demo, MSW) loads. */
function demoBackendFiles(): string[] {
  const { buildDir } = realApi();
  const manifest = JSON.parse(readFileSync(`${buildDir}/.vite/manifest.json`, 'utf8')) as Record<string, unknown>;
  const demoEntries = Object.keys(manifest).filter(
    (key) => key.startsWith('mock-api/') || key.startsWith('demo/') || key.includes('/node_modules/msw/'),
  );
  return loadHostGraph(buildDir, { demoEntries }).demoFiles();
}

/**
 * What every page of this file must show: no chunk of the demo backend or MSW fetched, no service
 * worker script fetched or registered, no demo backend in the page; every API call went to the server's
 * origin, and every one but the sign-in carried the session's token.
 */
async function expectRealApiOnly(page: Page, log: NetworkLog) {
  await log.settled();
  const demoFiles = demoBackendFiles();
  // The check means something: the build holds the demo backend's chunks, and they are known by name.
  expect(demoFiles.some((file) => file.includes('mock-api'))).toBe(true);
  const fetched = log.requests.map((request) => request.url.pathname);
  expect(fetched.filter((path) => demoFiles.some((file) => path.endsWith(`/${file}`)))).toEqual([]);
  expect(fetched.filter((path) => /ServiceWorker\.js$|\/msw|mock-api/i.test(path))).toEqual([]);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(await page.evaluate(() => '__SPEND_DEMO_BACKEND__' in globalThis)).toBe(false);

  const apiCalls = log.requests.filter((request) => request.url.pathname.startsWith('/api/'));
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls.filter((request) => request.url.origin !== apiOrigin()).map((request) => request.url.href)).toEqual(
    [],
  );
  const withoutToken = apiCalls.filter(
    (request) =>
      !(request.method === 'POST' && request.url.pathname === '/api/v1/auth/users/login') &&
      !/^Token \S+$/.test(request.headers.authorization ?? ''),
  );
  expect(withoutToken.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([]);
}

const transactionsGrid = (page: Page) => page.getByRole('tabpanel').getByRole('grid');

/** Opens rows of the grid's current page with the keyboard until a drawer offers `button`; leaves it open. */
async function openRowOffering(page: Page, button: string) {
  const rows = transactionsGrid(page).getByRole('row');
  await rows.nth(1).getByRole('gridcell').first().waitFor();
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) {
    await rows.nth(index).getByRole('gridcell').first().focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Transaction Details' });
    await drawer.getByRole('heading', { name: 'Receipt' }).waitFor();
    if (await drawer.getByRole('button', { name: button }).count()) return drawer;
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  }
  throw new Error(`No transaction of this page offers ${button}`);
}

/** A call on the server's control routes (host/mock-api/node/control.ts). */
async function control(path: string, body?: Record<string, unknown>): Promise<Response> {
  const response = await fetch(
    `${realApi().controlUrl}${path}`,
    body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {},
  );
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function liveConnections(email: string): Promise<number> {
  const response = await control(`/live/connections?email=${encodeURIComponent(email)}`);
  return ((await response.json()) as { count: number }).count;
}

const toast = (page: Page, name: string) => page.getByRole('alertdialog', { name }).first();

describe('the host built with VITE_API_URL, against npm run api', () => {
  it('signs in; the transactions grid pages on the server; a receipt uploads as multipart and previews from the server', async () => {
    const { context, page, log } = await openApiPage('/login');
    // No demo accounts in this build: the login screen lists none.
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(await page.getByText('Spend-demo-1').count()).toBe(0);
    await signIn(page, ADMIN);
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();

    const firstRow = transactionsGrid(page).getByRole('row').nth(1);
    await firstRow.getByRole('gridcell').first().waitFor();
    const shown = await firstRow.textContent();
    const secondPage = page.waitForResponse(
      (response) =>
        response.url().startsWith(realApi().apiUrl) &&
        response.request().method() === 'GET' &&
        new URL(response.url()).searchParams.get('page') === '2',
    );
    await page.getByRole('tabpanel').getByRole('button', { name: 'Next', exact: true }).click();
    expect((await secondPage).status()).toBe(200);
    await expect.poll(() => firstRow.textContent()).not.toBe(shown);

    const drawer = await openRowOffering(page, 'Choose file');
    const upload = page.waitForRequest(
      (request) => request.url().includes('/memo-receipt-response') && request.method() !== 'OPTIONS',
    );
    await drawer.locator('input[type="file"]').setInputFiles({
      name: 'real-api-receipt.png',
      mimeType: 'image/png',
      buffer: PNG_1X1,
    });
    const sent = await upload;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=\S+$/);
    expect((await sent.response())?.status()).toBeLessThan(300);
    await toast(page, 'Receipt uploaded successfully').waitFor();

    // The preview loads the file from the server (its own address for uploads) and draws it.
    const preview = drawer.getByRole('img', { name: /^Receipt for / });
    await preview.waitFor();
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await log.settled();
    const files = log.requests.filter((request) => request.url.pathname.startsWith('/files/'));
    // The file comes from the server, answered 200, and from nowhere else. The drawer's preview may start
    // it twice as the drawer re-renders after the upload (a wasted request, noted for follow-up).
    expect(files.every((request) => request.url.origin === apiOrigin())).toBe(true);
    expect(files.some((request) => request.status === 200)).toBe(true);
    // The server read the multipart body's file whole: it serves back the very bytes sent.
    const served = await fetch(files.find((request) => request.status === 200)?.url ?? '');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    await expectRealApiOnly(page, log);
    await context.close();
  });

  it("a statement downloads with the server's file name; a conversion asks its one-time code", async () => {
    const { context, page, log } = await openSignedIn(ADMIN);
    // The quote's ring: under reduced motion it steps with its digits.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(url('/accounts/USD'));
    await page.getByRole('tab', { name: 'Statement' }).click();
    await page.getByRole('tab', { name: 'Statement', selected: true }).waitFor();
    // The statement's days are the activity's (UTC, as accounts.e2e reads them): from 18:00 in Chicago,
    // today is already the next day's date.
    const today = new Date().toISOString().slice(0, 10);
    const statementCall = page.waitForRequest((request) => request.url().includes('/utility/export-statement'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statement-USD-${today}-${today}.xlsx`);
    expect((await readFile(await download.path())).subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    // The name is the server's: the page may read Content-Disposition across origins (the client's
    // fallback name happens to be the same, so the header is read here as the client reads it).
    const statementUrl = (await statementCall).url();
    const disposition = await page.evaluate(async (address) => {
      const session = JSON.parse(localStorage.getItem('spend.session') ?? '{}') as { token?: string };
      const response = await fetch(address, { headers: { Authorization: `Token ${session.token ?? ''}` } });
      return response.headers.get('content-disposition');
    }, statementUrl);
    expect(disposition).toBe(`attachment; filename="statement-USD-${today}-${today}.xlsx"`);

    await page.goto(url('/accounts/USD?tab=convert'));
    await page.getByRole('tab', { name: 'Convert', selected: true }).waitFor();
    const sell = page.getByRole('textbox', { name: 'Sell amount' });
    await sell.fill('250');
    await sell.press('Tab');
    await page.getByRole('timer', { name: 'Quote expires in' }).waitFor();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    await continueButton.click();
    const dialog = page.getByRole('dialog', { name: 'Convert' });
    const code = dialog.getByRole('textbox', { name: 'Verification code' });
    await code.waitFor();
    const conversion = page.waitForResponse(
      (response) => response.url().includes('/utility/get-conversion-rate') && response.request().method() === 'POST',
    );
    await code.fill('123456');
    await code.press('Enter');
    expect((await conversion).status()).toBeLessThan(300);
    await dialog.getByRole('heading', { name: 'Your conversion is complete' }).waitFor();

    await expectRealApiOnly(page, log);
    await context.close();
  });

  it('a live notice arrives over the WebSocket, and again after the server drops it and the page reconnects', async () => {
    // A user no other test signs in: the server counts this page's socket alone.
    const { context, page, log } = await openSignedIn(MANAGER);
    await expect.poll(() => liveConnections(MANAGER)).toBe(1);
    expect(log.sockets).toEqual([realApi().liveUrl]);

    await control('/live/emit', { kind: 'TRANSACTION', email: MANAGER, merchant: 'Real API Coffee', amount: 12.34 });
    await toast(page, 'New Transaction').waitFor();
    // The notice refreshes the grid over HTTP.
    await transactionsGrid(page).getByText('Real API Coffee').first().waitFor();

    await control('/live/drop', {});
    expect(await liveConnections(MANAGER)).toBe(0);
    // The client waits 0.5–1 s before its first reconnect (features/notifications/backoff.ts).
    await expect.poll(() => liveConnections(MANAGER), { timeout: 10_000 }).toBe(1);
    expect(log.sockets).toEqual([realApi().liveUrl, realApi().liveUrl]);
    await control('/live/emit', { kind: 'CREDIT', email: MANAGER, merchant: 'Real API Refunds', amount: 20 });
    await toast(page, 'Credit Received').waitFor();

    await expectRealApiOnly(page, log);
    await context.close();
  });

  it('serves two browsers, each signed in as its own user; a 401 from the server signs one out, once', async () => {
    const bookkeeper = await openSignedIn(BOOKKEEPER);
    const employee = await openSignedIn(EMPLOYEE);
    await bookkeeper.page.getByText(BOOKKEEPER).first().waitFor();
    await employee.page.getByText(EMPLOYEE).first().waitFor();

    const { page, log } = bookkeeper;
    let toLogin = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && new URL(frame.url()).pathname === '/login') toLogin += 1;
    });
    const sidebar = page.getByRole('navigation', { name: 'Main' });
    await sidebar.getByRole('link', { name: 'Cards' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cards' }).waitFor();
    // The server ends the bookkeeper's sessions: every call with that token now gets its 401. Back on
    // the transactions, the page asks for several things at once, and each is refused.
    await control('/sessions/revoke', { email: BOOKKEEPER });
    await sidebar.getByRole('link', { name: 'Transactions' }).click();
    await page.waitForURL(url('/login'));
    await page.getByRole('status').filter({ hasText: SESSION_ENDED }).waitFor();
    await log.settled();
    const refused = log.requests.filter((request) => request.status === 401);
    expect(refused.length).toBeGreaterThan(1);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('spend.session') ?? '{}') as object);
    expect(session).toMatchObject({ token: null });

    // The other browser's user is still signed in.
    await employee.page.reload();
    await employee.page.getByRole('navigation', { name: 'Main' }).waitFor();
    await employee.page.getByText(EMPLOYEE).first().waitFor();

    // Signing in again gets a new token; the earlier failures sent the page to /login once only.
    await signIn(page, BOOKKEEPER);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.getByText(BOOKKEEPER).first().waitFor();
    expect(toLogin).toBe(1);

    await expectRealApiOnly(page, log);
    await expectRealApiOnly(employee.page, employee.log);
    await bookkeeper.context.close();
    await employee.context.close();
  });

  it('a reload of the signed-in home preconnects to the API, loads its scripts in a handful of brotli-compressed files and its lists gzip-compressed', async () => {
    const { context, page } = await openSignedIn(ADMIN);
    await transactionsGrid(page).getByRole('row').nth(1).getByRole('gridcell').first().waitFor();
    // Loaded cold, as a first visit of the day: every script and answer comes over the network again.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const scripts: string[] = [];
    const lists: Array<Promise<string | undefined>> = [];
    const scriptEncodings: Array<Promise<string | undefined>> = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (response.request().resourceType() === 'script') {
        scriptEncodings.push(response.allHeaders().then((headers) => headers['content-encoding']));
      }
      if (response.request().method() === 'GET' && pathname.endsWith('/card/card/transaction')) {
        lists.push(response.allHeaders().then((headers) => headers['content-encoding']));
      }
    });
    await page.reload();
    // The frame, the page, the spend picture, the grid's pages and its first row: all the home draws.
    await page.getByRole('heading', { level: 1, name: 'Transactions' }).waitFor();
    await page.getByText('Spend over time').waitFor();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Next', exact: true }).waitFor();
    await transactionsGrid(page).getByRole('row').nth(1).getByRole('gridcell').first().waitFor();
    // Over HTTP/1.1 a browser fetches 6 files at a time from an origin: each further six cost a round trip
    // on a phone's network. Split automatically, the home was ~80 scripts of 0.4-20 kB (vite.config.ts).
    expect(scripts.length, scripts.join('\n')).toBeLessThanOrEqual(20);
    // The host sends them as a production host does, brotli-compressed (vite-preview-compression.ts).
    expect(await Promise.all(scriptEncodings)).toEqual(scripts.map(() => 'br'));
    // The connection to the API opens from the page's head, while the scripts load; the demo build has none.
    const preconnects = page.locator('link[rel="preconnect"]');
    expect(await preconnects.evaluateAll((links: HTMLLinkElement[]) => links.map((link) => link.href))).toEqual([
      `${apiOrigin()}/`,
    ]);
    expect(await preconnects.evaluate((link: HTMLLinkElement) => link.crossOrigin)).toBe('anonymous');
    const demoPage = await (await fetch(inject('hostUrl'))).text();
    expect(demoPage).toContain('<div id="root">');
    expect(demoPage).not.toContain('preconnect');
    // Both lists the home reads (the grid's page, the spend picture's month) came compressed.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    expect(await Promise.all(lists)).toEqual(lists.map(() => 'gzip'));
    await context.close();
  });

  it("the app's preparing screen takes the place of the page's own without moving", async () => {
    const boxes = async (page: Page) => {
      const text = page.getByRole('main').getByText('Preparing Your Dashboard', { exact: true });
      await text.waitFor();
      // Measured in Inter on both pages, not in the fallback font on one of them.
      await text.evaluate(() => document.fonts.ready.then(() => undefined));
      return {
        ring: await page.getByRole('progressbar', { name: 'Preparing Your Dashboard' }).boundingBox(),
        text: await text.boundingBox(),
      };
    };
    const signingIn = await browser().newContext();
    const login = await signingIn.newPage();
    await login.goto(url('/login'));
    await signIn(login, ADMIN);
    await login.getByRole('navigation', { name: 'Main' }).waitFor();
    const storageState = await signingIn.storageState();
    await signingIn.close();
    // The page alone, as a phone shows it while the scripts load.
    const staticContext = await browser().newContext({ javaScriptEnabled: false, storageState });
    const staticPage = await staticContext.newPage();
    await staticPage.goto(url('/'));
    const drawnByPage = await boxes(staticPage);
    await staticContext.close();
    expect(drawnByPage.ring).not.toBeNull();
    // The app's, held on screen: the session check never answers. The app may swap one waiting screen for
    // the next (the route's module, then the session check), so its boxes are read until they settle.
    const appContext = await browser().newContext({ storageState });
    await appContext.route(`${realApi().apiUrl}/auth/user`, () => undefined);
    const appPage = await appContext.newPage();
    await appPage.goto(url('/'));
    await appPage.locator('[role="status"]', { hasText: 'Preparing Your Dashboard' }).waitFor({ state: 'attached' });
    await expect.poll(() => boxes(appPage), { timeout: 10_000 }).toEqual(drawnByPage);
    await appContext.close();
  });

  it('the server refuses a call without a token (401) and a page or socket of another origin', async () => {
    const missing = await fetch(`${realApi().apiUrl}/auth/user`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const invalid = await fetch(`${realApi().apiUrl}/auth/user`, { headers: { Authorization: 'Token not-a-token' } });
    expect(invalid.status).toBe(401);

    // The demo build's preview is another origin: not in the server's list.
    const context = await browser().newContext();
    const page = await context.newPage();
    await page.goto(new URL('/favicon.svg', inject('hostUrl')).toString());
    const fromElsewhere = await page.evaluate(
      async ({ apiUrl, liveUrl }) => {
        const call = await fetch(`${apiUrl}/auth/user`, { headers: { Authorization: 'Token x' } }).then(
          (response) => `answered ${response.status}`,
          () => 'blocked',
        );
        const socket = await new Promise<string>((resolve) => {
          const channel = new WebSocket(liveUrl);
          channel.onopen = () => resolve('opened');
          channel.onclose = () => resolve('refused');
        });
        return { call, socket };
      },
      { apiUrl: realApi().apiUrl, liveUrl: realApi().liveUrl },
    );
    expect(fromElsewhere).toEqual({ call: 'blocked', socket: 'refused' });
    await context.close();
  });
});
