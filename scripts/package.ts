/**
 * `npm run package`: the npm package of the dataset (src/npm-package/package-files.ts), written
 * into .build/package/ and packed by `npm pack`; prints the tarball's path as its last line.
 * Its version is the data's (a release's number, or the next one with a pre-release tag).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { createApi } from '../src/api/context.ts';
import { openApiDocument } from '../src/api/openapi.ts';
import { routes } from '../src/api/routes.ts';
import { makeDataset } from '../src/build/pipeline-fs.ts';
import { BUILD_VARIABLES, buildOptionsOf } from '../src/build/options.ts';
import { configFrom } from '../src/config/read-config.ts';
import { cacheDir } from '../src/build/cache-dirs.ts';
import { packageFiles } from '../src/npm-package/package-files.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = configFrom(process.env, [...BUILD_VARIABLES, 'PACKAGE_DIR']);
/** Where the package's files are staged and its tarball written (PACKAGE_DIR, or .build/package). */
const outDir = resolve(root, config.PACKAGE_DIR);

const options = buildOptionsOf(root, config);
console.log('Building the dataset …');
const { dataset } = makeDataset(options, cacheDir(root, 'dataset'));
// Links inside the records as the bulk export gives them (root-relative, or SITE_URL's).
const api = createApi(dataset, options.paths);
const types = astToString(await openapiTS(openApiDocument(api, routes) as unknown as Parameters<typeof openapiTS>[0]));
const repository = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository?: string }).repository;
const files = packageFiles(api, { types, dataLicence: readFileSync(join(root, 'DATA-LICENSE.md'), 'utf8'), ...(repository ? { repository } : {}) });

const staging = join(outDir, 'contents');
rmSync(staging, { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(join(staging, file.path)), { recursive: true });
  writeFileSync(join(staging, file.path), file.text);
}
console.log(`Wrote ${files.length} files for data version ${dataset.meta.dataVersion} in ${staging}; packing …`);
const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', outDir], { cwd: staging, encoding: 'utf8' })) as {
  filename: string;
  size: number;
  unpackedSize: number;
}[];
const tarball = packed[0]!;
console.log(`${tarball.filename}: ${(tarball.size / 1e6).toFixed(1)} MB packed, ${(tarball.unpackedSize / 1e6).toFixed(1)} MB unpacked`);
console.log(join(outDir, tarball.filename));
