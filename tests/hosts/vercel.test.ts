/**
 * Vercel: the Build Output the build writes (`.vercel/output/`), routed as Vercel routes it
 * (vercel-host.ts) over Vercel's upload of the test build, with the function the build wrote.
 * It must answer like the Node server, byte for byte, for the documented examples, the edge cases
 * and a sample of the canonical questions, serve its upload's files as files, and keep to
 * Vercel's documented shape and limits.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostById } from '../../src/hosts/hosts.ts';
import {
  FUNCTION_DIR,
  FUNCTION_FILES,
  FUNCTION_PATH,
  VERCEL_OUTPUT,
  type BuildOutputConfig,
  type NodeFunctionConfig,
} from '../../src/hosts/vercel/build-output.ts';
import { outDir } from '../helpers.ts';
import { EDGE_CASES, answerView, apiUrl, canonicalSample, documentedExamples, nodeApp, nodeView } from './cases.ts';
import { isHtml404 } from './static-hosts.ts';
import { buildFiles, uploadOf, vercelForTests } from './uploads.ts';
import { VERCEL_ORIGIN } from './vercel-host.ts';

const output = (path: string) => join(outDir(), VERCEL_OUTPUT, path);
const config = JSON.parse(readFileSync(output('config.json'), 'utf8')) as BuildOutputConfig;
const functionDir = join(outDir(), FUNCTION_DIR);
const vcConfig = JSON.parse(readFileSync(join(functionDir, FUNCTION_FILES.config), 'utf8')) as NodeFunctionConfig;

const deployment = vercelForTests();
beforeAll(() => {
  nodeApp();
});

async function bothAnswer(url: string, init?: { method?: string; headers?: Record<string, string> }) {
  const served = await deployment().serve(url, init);
  const vercelView = answerView(served.status, (n) => served.headers.get(n)?.join(', '), served.body, url);
  return { node: await nodeView(VERCEL_ORIGIN, url, init), vercel: vercelView, served };
}

describe('Vercel (its routes, its upload and its function)', () => {
  it.each(documentedExamples())('answers the documented example %s exactly like the Node server', async (query) => {
    const { node, vercel: answer } = await bothAnswer(apiUrl(query));
    expect(answer).toEqual(node);
  });

  it.each(EDGE_CASES)('answers %s exactly like the Node server', async (_what, url, init) => {
    const { node, vercel: answer } = await bothAnswer(url, init as { method?: string; headers?: Record<string, string> });
    expect(answer).toEqual(node);
  });

  it('answers one canonical question of each kind, and a random draw of the others, exactly like the Node server', async () => {
    const differing: string[] = [];
    const sample = canonicalSample(30);
    for (const c of sample) {
      const { node, vercel: answer } = await bothAnswer(c.url);
      if (JSON.stringify(answer) !== JSON.stringify(node)) differing.push(`${c.url}: ${answer.status} vs ${node.status}`);
    }
    expect(differing).toEqual([]);
    expect(sample.length).toBeGreaterThan(150);
  });

  it('serves the files of its upload as files, and computes in the function the files it was not given', async () => {
    const stats = await deployment().serve('/api/stats.json');
    expect([stats.status, stats.file]).toEqual([200, '/api/stats.json']);
    const record = await deployment().serve('/api/country/DE.json');
    expect([record.status, record.file]).toEqual([200, FUNCTION_PATH]);
    expect(record.body.equals(readFileSync(join(outDir(), 'api/country/DE.json')))).toBe(true);
  });

  it('serves the site from its files, and a missed page as the 404 page with status 404', async () => {
    const home = await deployment().serve('/');
    expect([home.status, home.file]).toEqual([200, '/index.html']);
    expect(isHtml404(await deployment().serve('/no-such-page'))).toBe(true);
    expect(isHtml404(await deployment().serve('/country/ZZ/'))).toBe(true);
  });

  it('gives a strong validator and answers 304 to it, for an answer of the function', async () => {
    const first = await deployment().serve('/api/countries?region=Europe&landlocked=true');
    const etag = first.headers.get('etag')?.[0];
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await deployment().serve('/api/countries?region=Europe&landlocked=true', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
  });
});

/**
 * The two files' schemas as Vercel documents them (Build Output Configuration: `Config`, `Route`
 * = `Source` | `Handler`; Primitives: the base and Node.js `.vc-config.json`), strict, so a key
 * Vercel does not know fails here.
 */
const Source = z.strictObject({
  src: z.string(),
  dest: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  methods: z.array(z.string()).optional(),
  continue: z.boolean().optional(),
  caseSensitive: z.boolean().optional(),
  check: z.boolean().optional(),
  status: z.number().int().min(100).max(599).optional(),
});
const Handler = z.strictObject({
  handle: z.enum(['rewrite', 'filesystem', 'resource', 'miss', 'hit', 'error']),
  src: z.string().optional(),
  dest: z.string().optional(),
  status: z.number().int().optional(),
});
const ConfigSchema = z.strictObject({ version: z.literal(3), routes: z.array(z.union([Source, Handler])).optional() });
const NodeFunctionSchema = z.strictObject({
  runtime: z.string().regex(/^nodejs\d+\.x$/),
  handler: z.string().min(1),
  memory: z.number().int().optional(),
  maxDuration: z.number().int().optional(),
  environment: z.record(z.string(), z.string()).optional(),
  regions: z.array(z.string()).optional(),
  supportsWrapper: z.boolean().optional(),
  supportsResponseStreaming: z.boolean().optional(),
  launcherType: z.literal('Nodejs'),
  shouldAddHelpers: z.boolean().optional(),
  shouldAddSourcemapSupport: z.boolean().optional(),
  awsLambdaHandler: z.string().optional(),
});

describe('config.json', () => {
  it('and the function’s .vc-config.json validate against the schemas Vercel documents', () => {
    expect(ConfigSchema.safeParse(config).error?.issues ?? []).toEqual([]);
    expect(NodeFunctionSchema.safeParse(vcConfig).error?.issues ?? []).toEqual([]);
  });

  const sources = config.routes.flatMap((r) => ('src' in r ? [r] : []));

  it('is Build Output version 3, with one filesystem phase and routes Vercel can compile', () => {
    expect(config.version).toBe(3);
    expect(config.routes.filter((r) => 'handle' in r)).toEqual([{ handle: 'filesystem' }]);
    expect(sources.filter((r) => !/^\^.*\$$/.test(r.src))).toEqual([]);
    for (const r of sources) expect(() => new RegExp(r.src)).not.toThrow();
    expect(config.routes.length).toBeLessThanOrEqual(2048);
  });

  it("sends what no file answers under /api to the function, and nothing else; every route's destination exists", () => {
    const afterFiles = config.routes.slice(config.routes.findIndex((r) => 'handle' in r) + 1).flatMap((r) => ('src' in r ? [r] : []));
    const toFunction = afterFiles.filter((r) => r.dest === FUNCTION_PATH);
    expect(toFunction.map((r) => r.src)).toEqual(['^/api(?:/.*)?$']);
    for (const path of ['/api', '/api/country', '/api/rest/v5/names.common/Finland']) expect(new RegExp(toFunction[0]!.src).test(path)).toBe(true);
    for (const path of ['/apix', '/country/DE/', '/']) expect(new RegExp(toFunction[0]!.src).test(path)).toBe(false);
    for (const r of afterFiles.filter((r) => r.dest !== FUNCTION_PATH)) expect(existsSync(join(outDir(), r.dest!))).toBe(true);
  });
});

describe('the function (`.vercel/output/functions/api.func/`)', () => {
  it("is a Node.js function of the project's Node version, whose handler takes Node's request and response", () => {
    const pinned = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: { node: string } }).dependencies.node;
    expect(vcConfig).toMatchObject({ runtime: `nodejs${pinned.split('.')[0]}.x`, launcherType: 'Nodejs' });
    expect(existsSync(join(functionDir, vcConfig.handler))).toBe(true);
  });

  it("runs the Worker's own bundle: the same bytes as `_worker.js`", () => {
    expect(readFileSync(join(functionDir, FUNCTION_FILES.bundle)).equals(readFileSync(join(outDir(), '_worker.js')))).toBe(true);
  });

  it('holds a copy of each API file of Vercel’s upload (the files the app reads) and nothing else besides its code', () => {
    const vercelApi = uploadOf(hostById('vercel')).filter((p) => p.startsWith('api/'));
    const held = buildFiles()
      .filter((p) => p.startsWith(`${FUNCTION_DIR}/`))
      .map((p) => p.slice(FUNCTION_DIR.length + 1));
    const code: string[] = [FUNCTION_FILES.config, FUNCTION_FILES.handler, FUNCTION_FILES.bundle];
    expect(held.filter((p) => !code.includes(p)).sort()).toEqual(vercelApi.map((p) => `${FUNCTION_FILES.read}/${p}`).sort());
    expect(vercelApi.length).toBeGreaterThan(200);
    for (const path of vercelApi.slice(0, 20))
      expect(readFileSync(join(functionDir, FUNCTION_FILES.read, path)).equals(readFileSync(join(outDir(), path)))).toBe(true);
  });

  // 56 MB with the countries' city lists (24 MB in three formats), files the function reads: the
  // Worker's bundle it runs does not carry the cities whole.
  it("stays far within a Node.js function's 250 MB", () => {
    const bytes = buildFiles()
      .filter((p) => p.startsWith(`${FUNCTION_DIR}/`))
      .reduce((sum, p) => sum + statSync(join(outDir(), p)).size, 0);
    expect(bytes).toBeLessThan(100e6);
  });

  it.each(['evil example', '[::1', 'x:99999999', '%', `${'a'.repeat(60)}.`.repeat(5), '1.2.3.4.5', '999.1.1.1', 'a.1'])(
    'answers a request whose Host is %j with the JSON 400 every delivery gives, not a thrown TypeError',
    async (host) => {
      // The build's own handler, called as Vercel's Node launcher calls it.
      const { default: handler } = (await import(pathToFileURL(join(functionDir, vcConfig.handler)).href)) as {
        default: (
          req: { method: string; url: string; rawHeaders: string[] },
          res: { writeHead(s: number, h: Record<string, string>): void; end(b?: Uint8Array): void },
        ) => Promise<void>;
      };
      let status = 0;
      let body = '';
      await handler(
        { method: 'GET', url: '/api/rest/v3.1/all', rawHeaders: ['Host', host, 'X-Forwarded-Proto', 'https'] },
        { writeHead: (s) => (status = s), end: (b) => (body = new TextDecoder().decode(b)) },
      );
      expect(status).toBe(400);
      expect(JSON.parse(body)).toMatchObject({ status: 400, message: expect.stringMatching(/Host header/) as string });
    },
  );
});
