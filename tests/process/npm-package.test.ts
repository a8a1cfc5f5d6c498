/**
 * The npm package of the dataset as a user meets it: `npm run package` prints the tarball's path,
 * which is installed into an empty project offline, imported in Node (every record equal to the
 * build's /api/export/countries.json; one country and one field alone by their entry points), and
 * whose types check a sample that uses them with tsc, and reject a misuse.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outDir } from '../helpers.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const NAME = 'countries-reference-data';
let work = '';
let app = '';
let tarball = '';

beforeAll(() => {
  mkdirSync(join(root, '.build'), { recursive: true });
  work = mkdtempSync(join(root, '.build', 'npm-package-'));
  const run = spawnSync('npm', ['run', '--silent', 'package'], { cwd: root, env: { ...process.env, PACKAGE_DIR: join(work, 'out') }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  tarball = run.stdout.trim().split('\n').at(-1)!;
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', tarball], { cwd: app, stdio: 'pipe' });
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs an ES module in the app's folder with the project's Node, and reads what it prints as JSON. */
function runInApp(source: string): unknown {
  writeFileSync(join(app, 'main.mjs'), source);
  return JSON.parse(execFileSync(process.execPath, ['main.mjs'], { cwd: app, encoding: 'utf8', maxBuffer: 64 << 20 }));
}

/**
 * The type errors of each sample (file name → source), checked in one program: loading the
 * package's types and TypeScript's own libraries is most of the work, and is done once.
 */
function typeErrors(samples: Record<string, string>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const [name, source] of Object.entries(samples)) {
    writeFileSync(join(app, name), source);
    errors[name] = [];
  }
  const program = ts.createProgram(
    Object.keys(samples).map((name) => join(app, name)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      types: [],
    },
  );
  for (const d of ts.getPreEmitDiagnostics(program))
    (errors[d.file ? basename(d.file.fileName) : '(no file)'] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n').slice(0, 200));
  return errors;
}

describe('the npm package of the dataset', () => {
  it('is the tarball npm run package prints last, named and versioned after the data', () => {
    const exported = JSON.parse(readFileSync(join(outDir(), 'api/export/countries.json'), 'utf8')) as { meta: { dataset: { version: string } } };
    expect(tarball).toMatch(new RegExp(`/${NAME}-.+\\.tgz$`));
    const installed = JSON.parse(readFileSync(join(app, 'node_modules', NAME, 'package.json'), 'utf8')) as {
      version: string;
      sideEffects: boolean;
      license: string;
    };
    expect(installed).toMatchObject({ version: exported.meta.dataset.version, sideEffects: false, license: 'ODbL-1.0' });
  });

  it('gives every record of /api/export/countries.json, and one country or one field by its own entry point', () => {
    const exported = JSON.parse(readFileSync(join(outDir(), 'api/export/countries.json'), 'utf8')) as {
      meta: { dataset: { id: string } };
      data: { cca2: string; population: number }[];
    };
    const got = runInApp(
      [
        `import { countries, meta } from '${NAME}';`,
        `import germany from '${NAME}/countries/DE';`,
        `import population from '${NAME}/fields/population';`,
        `import subdivisions from '${NAME}/subdivisions';`,
        'console.log(JSON.stringify({ countries, id: meta.dataset.id, germany, population: population.DE, subdivisions: subdivisions.length }));',
      ].join('\n'),
    ) as { countries: unknown; id: string; germany: unknown; population: number; subdivisions: number };
    expect(got.countries).toEqual(exported.data);
    expect(got.id).toBe(exported.meta.dataset.id);
    expect(got.germany).toEqual(exported.data.find((c) => c.cca2 === 'DE'));
    expect(got.population).toBe(exported.data.find((c) => c.cca2 === 'DE')!.population);
    expect(got.subdivisions).toBeGreaterThan(5000);
  });

  it('carries its licence, its sources and a README with pinned CDN URLs', () => {
    const dir = join(app, 'node_modules', NAME);
    expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toContain('Open Database License');
    expect((JSON.parse(readFileSync(join(dir, 'sources.json'), 'utf8')) as unknown[]).length).toBeGreaterThan(10);
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(new RegExp(`https://cdn\\.jsdelivr\\.net/npm/${NAME}@\\d+\\.\\d+\\.\\d+`));
  });

  it('has types a sample using them checks with, and that reject a misuse', () => {
    const sample = [
      `import { countries, type Country, type Subdivision } from '${NAME}';`,
      `import germany from '${NAME}/countries/DE';`,
      `import capitals from '${NAME}/fields/capital';`,
      `import subdivisions from '${NAME}/subdivisions';`,
      'const big: Country[] = countries.filter((c) => c.population > 100_000_000);',
      'const area: number | null = germany.area;',
      'const cca3: string = germany.cca3;',
      'const name: string = germany.name.common;',
      'const first: Subdivision | undefined = subdivisions[0];',
      "const berlin = capitals['DE'];",
      'export { big, area, cca3, name, first, berlin };',
      '',
    ].join('\n');
    const misuse = `import germany from '${NAME}/countries/DE';\nexport const cca3: number = germany.cca3;\nexport const nope = germany.noSuchField;\n`;
    expect(typeErrors({ 'sample.ts': sample, 'misuse.ts': misuse })).toEqual({
      'sample.ts': [],
      'misuse.ts': [
        expect.stringContaining("Type 'string' is not assignable to type 'number'"),
        expect.stringContaining("Property 'noSuchField' does not exist"),
      ],
    });
  });
});
