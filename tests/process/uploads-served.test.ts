/**
 * Hosts' uploads served by real processes, each asked a sample of every documented path family
 * (tests/hosts/uploads.ts): a plain static server (nginx with no rules, as GitHub Pages or S3
 * serve files) over the plain hosts' upload, where every answer is a file; and `npm start` over
 * Cloudflare's upload, the smallest, where most files are left out and the server answers them
 * from the question their path names, and over Vercel's, laid out as Vercel's Build Output
 * (its site in `.vercel/output/static/`), which `npm start` finds there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginx, type StaticServer } from '../../scripts/bench/nginx.ts';
import { hostById } from '../../src/hosts/hosts.ts';
import { startServerProcess, type ServerProcess } from '../access/server-process.ts';
import { outDir } from '../helpers.ts';
import { familySamples, uploadDir } from '../hosts/uploads.ts';

const samples = familySamples();
const fileBytes = (path: string) => readFileSync(join(outDir(), path));

let nginx: StaticServer;
let server: ServerProcess;
let overVercel: ServerProcess;
let vercelDir: string;
beforeAll(async () => {
  nginx = await startNginx(uploadDir(hostById('static')), resolve('.build/test-nginx'), '/index.html');
  server = await startServerProcess({ API_PLANS: 'off', OUT_DIR: uploadDir(hostById('cloudflare')) });
  vercelDir = uploadDir(hostById('vercel'));
  overVercel = await startServerProcess({ API_PLANS: 'off', OUT_DIR: vercelDir });
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  await server?.kill('SIGTERM');
  await overVercel?.kill('SIGTERM');
});

async function wrongAnswers(origin: string, ok: (path: string, status: number, body: Buffer) => boolean): Promise<string[]> {
  const wrong: string[] = [];
  for (const { paths } of samples)
    for (const path of paths) {
      const res = await fetch(origin + path);
      const body = Buffer.from(await res.arrayBuffer());
      if (!ok(path, res.status, body)) wrong.push(`${path}: ${res.status}`);
    }
  return wrong;
}

describe('a plain static server (nginx, no rules) over the plain hosts’ upload', () => {
  it('answers a sample of every documented path family with its file', async () => {
    expect(await wrongAnswers(nginx.origin, (path, status, body) => status === 200 && body.equals(fileBytes(path)))).toEqual([]);
  });
});

// An ambiguous name's file stands for a 300, a former country's for a 410; the health file gains the server's uptime.
const asFile = (path: string, status: number, body: Buffer) =>
  path === '/api/health.json' ? status === 200 : [200, 300, 410].includes(status) && body.equals(fileBytes(path));

describe("npm start over Cloudflare's upload", () => {
  it('answers a sample of every documented path family with the bytes of its file', async () => {
    expect(await wrongAnswers(server.url, asFile)).toEqual([]);
  });
});

describe("npm start over Vercel's upload (its Build Output folder)", () => {
  it('serves the site from `.vercel/output/static/`, and answers a sample of every documented path family with the bytes of its file', async () => {
    expect(existsSync(join(vercelDir, '.vercel/output/static/index.html'))).toBe(true);
    expect(await wrongAnswers(overVercel.url, asFile)).toEqual([]);
  });
});
