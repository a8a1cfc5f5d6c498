/**
 * A page on another origin reads the API and the flags in Chromium, as a web app using REST
 * Countries did: with the headers such apps send (`Content-Type: application/json` on a GET,
 * jQuery's `X-Requested-With`, an API key), which make the browser ask a CORS preflight first.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2e } from './browser.ts';

const e2e = useE2e();

/** Another origin: a blank page on another port. */
let elsewhere: Server;
let elsewhereUrl: string;
beforeAll(async () => {
  elsewhere = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Elsewhere</title>'));
  await new Promise<void>((done) => elsewhere.listen(0, '127.0.0.1', done));
  elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  await new Promise((done) => elsewhere.close(done));
});

describe('from another origin', () => {
  it.each([
    ['no header', '/api/country/DE.json', {}],
    ['Content-Type: application/json', '/api/country?code=DE', { 'Content-Type': 'application/json' }],
    ['X-Requested-With', '/api/rest/v3.1/alpha/DE', { 'X-Requested-With': 'XMLHttpRequest' }],
    ['an API key', '/api/stats.json', { 'X-API-Key': 'none' }],
    ['a made-up header', '/api/countries?region=Europe', { 'X-Client-Version': '2.1' }],
    ['Content-Type: application/json, for a flag', '/flags/DE.png', { 'Content-Type': 'application/json' }],
  ])('reads an answer sent with %s', async (_what, path, headers) => {
    const { page } = await e2e.open('/');
    await page.goto(elsewhereUrl);
    const result = await page.evaluate(
      async ([url, init]) => {
        try {
          const res = await fetch(url, { headers: init });
          return { status: res.status, bytes: (await res.arrayBuffer()).byteLength };
        } catch (e) {
          return { error: String(e) };
        }
      },
      [e2e.url + path, headers] as const,
    );
    expect(result).toMatchObject({ status: 200 });
    expect((result as { bytes: number }).bytes).toBeGreaterThan(100);
  });
});
