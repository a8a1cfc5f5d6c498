/**
 * Request heads `npm start` gets from the wire as the red team sent them, on raw sockets: a
 * `Host` decides the origin of REST Countries' links only when it is a host (else a 400, not a
 * 9 MB answer for a 15 KB header), and answers whose links depend on it say so (`Vary: Host`);
 * the absolute form of a target is accepted (RFC 9112 3.2.2); CONNECT gets a JSON 405.
 */
import { connect } from 'node:net';
import { describe, expect, inject, it } from 'vitest';

/** `npm start`'s server of the layer, plans off (tests/setup/process-server.ts). */
const server = { url: inject('processServerUrl') };

interface Answer {
  status: number;
  head: string;
  body: Buffer;
}

/** Sends `raw` on a connection of its own and reads until the server closes it (the request says `Connection: close`). */
function exchange(raw: string): Promise<Answer> {
  const { port, hostname } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.once('error', reject);
    socket.once('close', () => {
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end).toString('latin1');
      resolve({ status: Number(head.slice(9, 12)), head, body: all.subarray(end + 4) });
    });
  });
}

const header = (a: Answer, name: string) => new RegExp(`^${name}: *(.*)$`, 'im').exec(a.head)?.[1];
const get = (target: string, host: string) => exchange(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n`);

describe('the Host header', () => {
  it('of 15,000 characters is a 400, not the 9 MB answer its links would make', async () => {
    const long = Array.from({ length: 250 }, () => 'a'.repeat(59)).join('.');
    const answer = await get('/api/rest/v3.1/all', long);
    expect(answer.status).toBe(400);
    expect(header(answer, 'content-type')).toBe('application/json; charset=utf-8');
    expect(answer.body.length).toBeLessThan(1000);
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 400, message: expect.stringContaining('Host') as string });
  });

  it.each(['evil example', '[::1', 'x:99999999', '%', 'a..b', `${'a'.repeat(64)}.example`, '1.2.3.4.5', 'a.1'])('%j is a 400', async (host) => {
    expect((await get('/api/rest/v3.1/alpha/DE', host)).status).toBe(400);
  });

  it('that is a host gives the links its origin, and the answer says it depends on it', async () => {
    const answer = await get('/api/rest/v3.1/alpha/DE', 'countries.example:8080');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('"png":"http://countries.example:8080/flags/DE.png"');
    expect(header(answer, 'vary')?.split(/, */)).toContain('Host');
    // Written as the URL parser writes it, as on the Worker: one origin for one host.
    expect((await get('/api/rest/v3.1/alpha/DE', 'Countries.EXAMPLE:80')).body.toString()).toContain('"png":"http://countries.example/flags/DE.png"');
    // A file's answer does not depend on it.
    expect(header(await get('/api/country/DE.json', 'countries.example'), 'vary')).toBe('Accept-Encoding');
  });
});

describe('the absolute form of a request target (RFC 9112 3.2.2)', () => {
  it('is answered as its path, its authority standing for the Host', async () => {
    const answer = await get('http://countries.example:8080/api/rest/v3.1/alpha/DE?fields=name,flags', 'ignored.example');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toContain('"png":"http://countries.example:8080/flags/DE.png"');
    const file = await get('http://countries.example/api/country/DE.json', 'ignored.example');
    expect(file.status).toBe(200);
    expect(JSON.parse(file.body.toString())).toMatchObject({ cca2: 'DE' });
  });

  it('with a user in its authority, or no host, is a 400', async () => {
    expect((await get('http://user@countries.example/api/country/DE.json', 'countries.example')).status).toBe(400);
    expect((await get('http:///api/country/DE.json', 'countries.example')).status).toBe(400);
  });
});

describe('CONNECT', () => {
  it('gets the API’s JSON 405 naming the methods allowed, and a clean close', async () => {
    const answer = await exchange('CONNECT countries.example:443 HTTP/1.1\r\nHost: countries.example:443\r\n\r\n');
    expect(answer.status).toBe(405);
    expect(header(answer, 'allow')).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 405, error: 'method_not_allowed' });
  });
});
