/**
 * The OpenAPI document of the build, used as tools use it: Redocly's and Spectral's linters
 * (their recommended and oas rulesets) find no error; real answers of every operation (the
 * query form, the REST path form, a file of each static layout, and error answers) have a
 * status the operation declares and a body its schema accepts (ajv, JSON Schema 2020-12); and
 * the TypeScript types openapi-typescript generates from it compile with real records.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { describe, expect, it, onTestFinished } from 'vitest';
import { routes } from '../../src/api/routes.ts';
import { outDir } from '../helpers.ts';
import { distFiles, readJson, readText } from './dist.ts';
import { request } from '../server/server-app.ts';
import { timeScale } from '../time-scale.ts';

interface Operation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}
interface Document {
  paths: Record<string, { get: Operation }>;
  components: unknown;
}
const doc = () => readJson('api/openapi.json') as Document;
const file = () => join(outDir(), 'api/openapi.json');

/** A CLI of a dev dependency, run by the project's Node (its `#!/usr/bin/env node` would find the machine's). */
function cli(pkg: string, bin: string, args: string[]) {
  const main = join(resolve('node_modules', pkg), bin);
  const run = spawnSync(process.execPath, [main, ...args], { encoding: 'utf8', timeout: Math.round(120_000 * timeScale()) });
  return { status: run.status, output: `${run.stdout}\n${run.stderr}` };
}

/** Where a linter's clean verdicts are kept, by what they were given (.build: never committed). */
const LINT_CACHE = resolve('.build/test-lint');

/**
 * A linter's run, its clean verdict kept under the hash of everything it reads (the linter's
 * version, its arguments, the files `inputs` names): Spectral takes 48 s over this document, and
 * the same document under the same rules gets the same verdict. Only a clean run is kept.
 */
function lintOnce(pkg: string, bin: string, args: string[], inputs: string[]) {
  const hash = createHash('sha256')
    .update(readFileSync(resolve('node_modules', pkg, 'package.json')))
    .update(JSON.stringify(args));
  for (const input of inputs) hash.update(readFileSync(input));
  const kept = join(LINT_CACHE, `${pkg.replace('/', '+')}-${hash.digest('hex')}.json`);
  if (existsSync(kept)) return JSON.parse(readFileSync(kept, 'utf8')) as ReturnType<typeof cli>;
  const run = cli(pkg, bin, args);
  if (run.status === 0) {
    mkdirSync(LINT_CACHE, { recursive: true });
    writeFileSync(kept, JSON.stringify(run));
  }
  return run;
}

describe('OpenAPI linters', () => {
  it('Redocly (recommended rules) finds no error', () => {
    const run = cli('@redocly/cli', 'bin/cli.js', ['lint', file(), '--format', 'stylish']);
    expect(run.output).toMatch(/Your API description is valid/);
    expect(run.status).toBe(0);
  });

  it('Spectral (oas ruleset) finds no error', () => {
    const ruleset = resolve('.spectral.yaml');
    const run = lintOnce('@stoplight/spectral-cli', 'dist/index.js', ['lint', file(), '--ruleset', ruleset, '--fail-severity', 'error'], [file(), ruleset]);
    expect(run.output).toMatch(/0 errors/);
    expect(run.status).toBe(0);
  });
});

// --- real answers against the document ---------------------------------------------------

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
let added = false;
/** The validator of a response's JSON schema, found by its place in the document. */
function validatorOf(path: string, status: string) {
  if (!added) {
    ajv.addSchema({ $id: 'openapi', ...doc() });
    added = true;
  }
  const pointer = ['paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema']
    .map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/');
  return ajv.compile({ $ref: `openapi#/${pointer}` });
}

/** The operation's path template as a pattern of concrete paths (`/country/{code}.{format}`). */
const templatePattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}$`);

/** Real URLs that exercise an operation: its route's examples, and a file of each static layout. */
function samplesOf(template: string): string[] {
  const pattern = templatePattern(template);
  const fromExamples = routes.flatMap((r) => r.examples.map((e) => `/${e.query}`)).filter((u) => pattern.test(u.split('?')[0]!));
  const query = routes.find((r) => `/${r.name}` === template);
  const asQuery = query?.pathParameter
    ? query.examples.flatMap((e) => {
        const [path, search] = e.query.split('?');
        const value = path!.slice(query.name.length + 1);
        return value && !value.includes('/')
          ? [`/${query.name}?${new URLSearchParams([[query.pathParameter!, value], ...new URLSearchParams(search ?? '')])}`]
          : [];
      })
    : [];
  const fromFiles = distFiles()
    // A family's not-found file (`api/rest/v5/404.json`) is what hosts answer for misses, no operation's answer.
    .filter((f) => f.startsWith('api/') && !f.endsWith('/404.json') && pattern.test(`/${f.slice(4)}`))
    .slice(0, 2)
    .map((f) => `/${f.slice(4)}`);
  return [...new Set([...fromExamples, ...asQuery, ...fromFiles])];
}

/** Questions that go wrong, to see the error answers too. */
const ERRORS = [
  '/country?code=ZZ',
  '/country?code=DE&name=Germany',
  '/countries?page=99',
  '/similar?code=DE&by=climate',
  '/rest/v3.1/name/atlantis',
  '/rest/v3.1/all?fields=name,tld,cca2,ccn3,cca3,cioc,fifa,independent,status,unMember,currencies',
  '/rest/v1/alpha/abcd',
  '/rest/v1/alpha/zz',
  '/rest/v1/alpha?codes=co,nor,ee',
  '/rest/v2/alpha/d',
  '/rest/v2/alpha/zz',
  '/rest/v2/name/atlantis',
  '/rest/v2/all?fields=name,topLevelDomain,alpha2Code,alpha3Code,callingCodes,capital,altSpellings,subregion,region,population,latlng',
  '/rest/v5?q=',
  '/rest/v5?limit=0',
  '/rest/v5/shoe_size/42',
  '/rest/v5/capitals',
  '/country/ZZ.json',
];

describe('real answers against the OpenAPI document', () => {
  it('exist for every operation', () => {
    const without = Object.keys(doc().paths).filter((p) => p !== '/usage' && samplesOf(p).length === 0);
    expect(without).toEqual([]);
  });

  it('have a status their operation declares, and a body its schema accepts', async () => {
    const problems: string[] = [];
    let checked = 0;
    const templates = Object.keys(doc().paths).filter((p) => p !== '/usage');
    const urls = [...templates.flatMap((t) => samplesOf(t).map((url) => [t, url] as const))];
    for (const url of ERRORS) {
      const path = url.split('?')[0]!;
      const isFile = /\.\w+$/.test(path);
      const template = templates.find((t) => t === path) ?? templates.find((t) => templatePattern(t).test(path) && /\.(\w+|\{format\})$/.test(t) === isFile);
      if (!template) throw new Error(`no operation of the document answers ${url}`);
      urls.push([template, url]);
    }
    for (const [template, url] of urls) {
      const res = await request(`/api${encodeURI(url)}`);
      const declared = doc().paths[template]!.get.responses[String(res.status)];
      if (!declared) {
        problems.push(`${url}: status ${res.status} is not declared for ${template}`);
        continue;
      }
      if (!res.headers.get('content-type')?.startsWith('application/json') || !declared.content?.['application/json']) continue;
      const validate = validatorOf(template, String(res.status));
      if (!validate(JSON.parse(await res.text()))) problems.push(`${url} (${res.status}): ${ajv.errorsText(validate.errors).slice(0, 300)}`);
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(100);
  });
});

describe('types generated by openapi-typescript', () => {
  it('compile, with real records assigned to them', async () => {
    const types = astToString(await openapiTS(JSON.parse(readText('api/openapi.json')) as Parameters<typeof openapiTS>[0]));
    mkdirSync(resolve('.build'), { recursive: true });
    const dir = mkdtempSync(resolve('.build', 'openapi-types-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'api.ts'), types);
    const record = (path: string) => readText(path).trim();
    writeFileSync(
      join(dir, 'use.ts'),
      [
        "import type { components, paths } from './api.ts';",
        `export const germany: components['schemas']['Country'] = ${record('api/country/DE.json')};`,
        `export const v31: components['schemas']['RestV31List'] = ${record('api/rest/v3.1/alpha/DE.json')};`,
        `export const v1: components['schemas']['RestV1Record'] = ${record('api/rest/v1/alpha/DE.json')};`,
        `export const v2: components['schemas']['RestV2Record'] = ${record('api/rest/v2/alpha/DE.json')};`,
        `export const v2List: components['schemas']['RestV2List'] = ${record('api/rest/v2/region/europe.json')};`,
        "export type Answer = paths['/rest/v3.1/name/{name}']['get']['responses'][200]['content']['application/json'];",
        '',
      ].join('\n'),
    );
    const program = ts.createProgram([join(dir, 'use.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      allowImportingTsExtensions: true,
      skipLibCheck: true,
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 300));
    expect(diagnostics).toEqual([]);
    expect(types).toContain('RestV31Record');
  });
});
