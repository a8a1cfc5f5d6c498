/**
 * @module
 * The generated docs as they should read now: the dataset made from the sources (with the
 * fixed build time the tests use, so the examples do not change from one run to the next),
 * the route table, then Prettier, as `npm run lint` checks every Markdown file.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OverridesFile } from '../../src/dataset/sources.ts';
import { format, resolveConfig } from 'prettier';
import { createApi } from '../../src/api/context.ts';
import { routes } from '../../src/api/routes.ts';
import { makeDataset } from '../../src/build/pipeline-fs.ts';
import { MAP_SOURCES } from '../../src/components/map/map-sources.ts';
import { generateDocs, type DocTexts } from '../../src/docs/generate.ts';
import { generateStaticApi } from '../../src/static/generate.ts';
import { hostFigures } from '../../src/build/host-figures-fs.ts';
import { VARIABLES } from '../../src/config/variables.ts';

/** 2026-01-01, as SOURCE_DATE_EPOCH in the test builds. */
export const DOCS_BUILT_AT = new Date(1767225600_000);

/** A file as Prettier writes it (Markdown, YAML…), as `npm run lint` checks every file. */
export async function formatMarkdown(text: string, file: string): Promise<string> {
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

/**
 * The docs as they should read. `build`: a build folder of the current sources, whose hosts'
 * figures docs/deploy.md gives; without it that block is left as it is.
 */
export async function docTexts(root: string, current: DocTexts, build?: string): Promise<DocTexts> {
  const dataset = makeDataset({ root, dataDir: join(root, 'data'), builtAt: DOCS_BUILT_AT }).dataset;
  const overrides = OverridesFile.parse(JSON.parse(readFileSync(join(root, 'data/overrides.json'), 'utf8'))).overrides;
  const api = createApi(dataset);
  const hosts = build ? hostFigures(build, [...generateStaticApi(api, routes)]) : undefined;
  const next = generateDocs(current, {
    api,
    routes,
    sources: [...dataset.meta.sources, ...MAP_SOURCES],
    overrides,
    variables: VARIABLES,
    ...(hosts ? { hosts } : {}),
  });
  return {
    readme: await formatMarkdown(next.readme, join(root, 'README.md')),
    apiReference: await formatMarkdown(next.apiReference, join(root, 'docs/api.md')),
    deploy: await formatMarkdown(next.deploy, join(root, 'docs/deploy.md')),
    plans: await formatMarkdown(next.plans, join(root, 'docs/plans.md')),
  };
}
