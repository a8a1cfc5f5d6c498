/**
 * @module
 * Vercel, through its Build Output API (build-output.ts): the site in `.vercel/output/static/`,
 * the routes in `config.json`, and one Node.js function running the Worker's own bundle, with
 * copies of the files the app reads rather than computes (those of its upload).
 */
import { formatInteger } from '../../lib/number-format.ts';
import { megabytes as mb, type HostAdapter } from '../adapter.ts';
import { FUNCTION_DIR, FUNCTION_FILES, VERCEL_OUTPUT, VERCEL_STATIC, buildOutputConfig, functionConfig, vercelFiles } from './build-output.ts';

const CONFIG = `${VERCEL_OUTPUT}/config.json`;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export const vercel = {
  id: 'vercel',
  name: 'Vercel',
  limit: { files: 15_000, note: 'per CLI upload' },
  computes: true,
  // The Build Output API's folder: its routes and its function.
  configFiles: [`${VERCEL_OUTPUT}/`],
  siteDir: VERCEL_STATIC,
  workerBundle: `${FUNCTION_DIR}/${FUNCTION_FILES.bundle}`,
  output(inputs) {
    const read = inputs.uploaded.map((f) => f.path);
    return {
      texts: [
        { path: CONFIG, text: () => json(buildOutputConfig(inputs.headers())) },
        { path: `${FUNCTION_DIR}/${FUNCTION_FILES.config}`, text: () => json(functionConfig()) },
      ],
      copies: read.map((path) => ({ from: path, to: `${FUNCTION_DIR}/${FUNCTION_FILES.read}/${path}` })),
      functionHandlers: [`${FUNCTION_DIR}/${FUNCTION_FILES.handler}`],
      summary: `${VERCEL_OUTPUT}/ (${vercelFiles(read).length} files: config.json, the function and the ${read.length} files it reads)`,
    };
  },
  figures(read) {
    const config = read.file(CONFIG);
    if (!config) return undefined;
    const routes = (JSON.parse(config.toString('utf8')) as { routes: unknown[] }).routes.length;
    const worker = read.file(`${FUNCTION_DIR}/${FUNCTION_FILES.bundle}`);
    const functionFiles = read.count(`${FUNCTION_DIR}/${FUNCTION_FILES.read}`);
    return `the Worker as a Node.js function${worker ? `, ${mb(worker.length)}` : ''}, with the ${formatInteger(functionFiles)} files it reads; ${formatInteger(routes)} routes in \`config.json\``;
  },
  buildWith: "`DEPLOY_HOST=vercel` (the site in `.vercel/output/static/`); the default build holds Vercel's routes and function, not its site",
} as const satisfies HostAdapter;
