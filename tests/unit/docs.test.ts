/**
 * The generated parts of README.md (the configuration and sources tables), docs/api.md (each
 * route's parameters, static files and examples), docs/deploy.md and docs/plans.md (their
 * configuration tables) are what the route table, the source lists and the configuration's
 * variables make of them now: `npm run docs` rewrites them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docTexts } from '../../scripts/lib/docs-files.ts';
import { generatedBlocks } from '../../src/docs/markdown.ts';
import { routes } from '../../src/api/routes.ts';

const root = resolve('.');
const current = {
  readme: readFileSync(resolve('README.md'), 'utf8'),
  apiReference: readFileSync(resolve('docs/api.md'), 'utf8'),
  deploy: readFileSync(resolve('docs/deploy.md'), 'utf8'),
  plans: readFileSync(resolve('docs/plans.md'), 'utf8'),
};
const next = await docTexts(root, current);

describe('the generated docs', () => {
  it('are up to date in README.md (run npm run docs)', () => {
    expect(current.readme).toBe(next.readme);
  });

  it('are up to date in docs/api.md (run npm run docs)', () => {
    expect(current.apiReference).toBe(next.apiReference);
  });

  it('give every route its parameters, static files and examples, in that order', () => {
    const blocks = generatedBlocks(current.apiReference).filter(
      (name) => !['record fields', 'errors', 'corrections', 'subdivision fields', 'subdivision differences'].includes(name),
    );
    expect([...blocks].sort()).toEqual(routes.flatMap((r) => [`${r.name} parameters`, `${r.name} static files`, `${r.name} examples`]).sort());
    for (const r of routes) expect(blocks.indexOf(`${r.name} examples`) - blocks.indexOf(`${r.name} parameters`)).toBe(2);
  });

  it('give the record fields, the errors and the corrections their tables', () => {
    expect(generatedBlocks(current.apiReference)).toEqual(expect.arrayContaining(['record fields', 'errors', 'corrections']));
  });

  it("are up to date in docs/deploy.md's configuration table (run npm run docs; its hosts' figures need a build)", () => {
    expect(current.deploy).toBe(next.deploy);
  });

  it('are up to date in docs/plans.md (run npm run docs)', () => {
    expect(current.plans).toBe(next.plans);
  });

  it('keep the configuration and sources tables in README.md, and the configuration tables in docs/deploy.md and docs/plans.md', () => {
    expect(generatedBlocks(current.readme)).toEqual(['configuration: site', 'sources']);
    expect(generatedBlocks(current.deploy)).toEqual(expect.arrayContaining(['configuration: limits']));
    expect(generatedBlocks(current.plans)).toEqual(['configuration: plans']);
  });
});
