// deploy/ as it runs: Debian's Caddy with deploy/Caddyfile (the app over HTTPS, /sync passed on) in front
// of HAProxy with deploy/haproxy.cfg in front of a sync server, each on free ports. Every answer of the site
// carries the headers a static host must send (a meta CSP cannot forbid framing); none of the servers'
// operator endpoints (/metrics, /ready, /health) answers from outside, whatever path only starts like
// /sync; the phones' WebSockets still reach the server through both; and HAProxy's own operator
// endpoints (its health and stats) are on a port of their own, never on the phones'.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skipOrFail, warnOfSkips } from '../scripts/ci-strict';
import { CADDY } from '../scripts/ensure-caddy';
import { HAPROXY } from '../scripts/ensure-haproxy';
import { recordedIds, recordEntry, startLog } from './log-testing';
import { DEFAULTS } from './config';
import { startCaddy, startHaproxy, type Balancer, type Site } from './stack';
import { startSyncServer, type RunningSyncServer } from './start';
import { connectPhone, newRoomName, PhoneWebSocket, waitUntil, type Phone } from './testing';

/** The app's page as the build writes it: its own policy in a meta element, which the headers must leave working. */
const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
<title>Tai Table</title></head><body><div id="root"></div></body></html>`;

let server: RunningSyncServer | null = null;
let haproxy: Balancer | null = null;
let site: Site | null = null;
const folders: string[] = [];
const phones: Phone[] = [];

beforeAll(async () => {
  const data = mkdtempSync(join(tmpdir(), 'tai-deploy-'));
  const app = mkdtempSync(join(tmpdir(), 'tai-deploy-app-'));
  folders.push(data, app);
  writeFileSync(join(app, 'index.html'), PAGE);
  mkdirSync(join(app, 'assets'));
  writeFileSync(join(app, 'assets', 'app.js'), 'console.log("tai");\n');
  server = await startSyncServer(
    { ...DEFAULTS, port: 0, dataDir: data, maxConnectionsPerAddress: 1_000 },
    { log: () => undefined },
  );
  // One server twice: the config names two; what is tested here is the way in, not the sharing.
  haproxy = await startHaproxy([server.port, server.port]);
  if (!haproxy) return warnOfSkips(HAPROXY);
  site = await startCaddy({ appDir: app, balancer: `127.0.0.1:${haproxy.port}` });
  if (!site) warnOfSkips(CADDY);
}, 60_000);
afterAll(async () => {
  for (const phone of phones) phone.destroy();
  await site?.remove();
  await haproxy?.stop();
  await server?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** An HTTPS request to the site, trusting Caddy's own CA for this request only. */
function fetchSite(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      `${site!.origin}${path}`,
      { rejectUnauthorized: false, headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** What the sync server itself answers on its operator endpoints: none of it may come out of the site. */
const OPERATOR_ANSWER = /tai_sync_|^ready\n|^not ready|^ok\n|Tai Table sync server/;

describe('the site (deploy/Caddyfile)', () => {
  const needsCaddy = (context: { skip: (note: string) => void }) => {
    if (!haproxy) context.skip(skipOrFail(HAPROXY));
    else if (!site) context.skip(skipOrFail(CADDY));
  };

  it('sends the security headers with every answer: the page, a route of the app, a file, a refusal', async (context) => {
    needsCaddy(context);
    for (const path of ['/', '/tonight', '/assets/app.js', '/sync/metrics', '/syncmetrics']) {
      const { headers } = await fetchSite(path);
      expect(headers['content-security-policy'], path).toBe("frame-ancestors 'none'");
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['strict-transport-security'], path).toMatch(/^max-age=\d{7,}/);
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('no-referrer');
    }
    // The app's own policy is in its page, untouched: the header adds only what a meta element cannot say.
    const page = await fetchSite('/tonight');
    expect(page.status).toBe(200);
    expect(page.body).toBe(PAGE);
  });

  it('answers none of the sync servers’ operator endpoints from outside, whatever the path', async (context) => {
    needsCaddy(context);
    for (const path of [
      '/sync/metrics',
      '/sync/ready',
      '/sync/health',
      '/syncmetrics',
      '/syncready',
      '/sync-health',
      '/sync',
      '/sync/',
      '/sync/metrics?format=text',
      '/sync//metrics',
      '/sync/./metrics',
      '/sync/%6Detrics',
      '/SYNC/metrics',
    ]) {
      const answer = await fetchSite(path);
      expect(answer.body, path).not.toMatch(OPERATOR_ANSWER);
      if (path.toLowerCase().startsWith('/sync')) expect(answer.status, path).toBe(404);
    }
    // The root's own names are the app's routes (the page), never the server's answers.
    for (const path of ['/metrics', '/ready', '/health']) {
      const answer = await fetchSite(path);
      expect(answer.body, path).toBe(PAGE);
    }
  });

  it('passes the phones’ WebSockets to the sync server: a phone over wss://…/sync records, and another sees it', async (context) => {
    needsCaddy(context);
    /** The phone's socket, trusting Caddy's own CA as a phone that installed it does. */
    class TrustingWebSocket extends PhoneWebSocket {
      constructor(address: string | URL, protocols?: string | string[]) {
        super(address, protocols, { rejectUnauthorized: false });
      }
    }
    const room = newRoomName();
    const phone = (url: string) => {
      const made = connectPhone(url, room, undefined, undefined, TrustingWebSocket);
      startLog(made.doc);
      phones.push(made);
      return made;
    };
    const through = site!.origin.replace('https://', 'wss://');
    const a = phone(`${through}/sync`);
    const b = phone(`${through}/sync/`);
    await waitUntil('both phones synced through the site', () => a.synced() && b.synced());
    recordEntry(a.doc, 'through-caddy');
    await waitUntil('the other phone has it', () => recordedIds(b.doc).includes('through-caddy'));
  });
});

describe('the balancer (deploy/haproxy.cfg)', () => {
  it('takes only the phones’ WebSockets on their port; its health and stats are on the operator’s port', async (context) => {
    if (!haproxy) return context.skip(skipOrFail(HAPROXY));
    const phones = `http://127.0.0.1:${haproxy.port}`;
    for (const path of ['/metrics', '/ready', '/health', '/stats', '/', '/haproxy?stats']) {
      const answer = await fetch(`${phones}${path}`);
      const body = await answer.text();
      expect(answer.status, path).toBe(404);
      expect(body, path).not.toMatch(OPERATOR_ANSWER);
      expect(body, path).not.toMatch(/Statistics Report/i);
    }
    expect((await fetch(`${haproxy.operator}/health`)).status).toBe(200);
    const stats = await fetch(`${haproxy.operator}/stats;csv`);
    expect(stats.status).toBe(200);
    expect(await stats.text()).toMatch(/^# pxname,svname,/);
    // The operator's port is HAProxy's own, not a way to the servers.
    for (const path of ['/metrics', '/ready', '/']) {
      const answer = await fetch(`${haproxy.operator}${path}`);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toMatch(OPERATOR_ANSWER);
    }
  });
});
