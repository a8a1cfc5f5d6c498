/**
 * @module
 * Regenerates the generated blocks of README.md, docs/api.md, docs/deploy.md and docs/plans.md
 * from the route table, the source lists and the configuration's variables. Pure: text in, text out (`npm run docs` writes the files; a unit test checks
 * that they are up to date).
 */
import type { Api } from '../api/context.ts';
import type { Route } from '../api/route.ts';
import type { Source } from '../dataset/schema.ts';
import { generatedBlocks, replaceBlock } from './markdown.ts';
import { routeExamples, routeParameters, routeStaticFiles } from './api-reference.ts';
import { sourcesTable } from './sources-table.ts';
import { correctionsTable, errorTable, recordFields, subdivisionDifferencesTable, subdivisionFields } from './data-notes.ts';
import type { Override } from '../dataset/sources.ts';
import type { HostFigures } from '../hosts/adapter.ts';
import { hostsTable } from './hosts-table.ts';
import type { Group, Variable } from '../config/variable.ts';
import { CONFIGURATION_BLOCKS, configurationBlock, configurationTable } from './configuration-table.ts';

export interface DocTexts {
  readme: string;
  apiReference: string;
  deploy: string;
  plans: string;
}

/** The generated parts of a route's section in docs/api.md, by block name; hand-written notes go between them. */
const ROUTE_BLOCKS = { parameters: routeParameters, 'static files': routeStaticFiles, examples: routeExamples } as const;

/** What the generated docs are made from. */
export interface DocInputs {
  api: Api;
  routes: readonly Route[];
  sources: readonly Source[];
  overrides: readonly Override[];
  /** A build's figures per host, for docs/deploy.md; without them its block is left as it is. */
  hosts?: HostFigures;
  /** The configuration's variables (src/config/variables.ts), for the tables of README.md, docs/deploy.md and docs/plans.md. */
  variables: Readonly<Record<string, Variable<unknown>>>;
}

/** The reference tables of docs/api.md besides the routes'. */
const TABLES = {
  'record fields': () => recordFields(),
  errors: () => errorTable(),
  corrections: (inputs: DocInputs) => correctionsTable(inputs.overrides, (cca2) => inputs.api.byCode.get(cca2)?.name.common),
  'subdivision fields': () => subdivisionFields(),
  'subdivision differences': (inputs: DocInputs) => subdivisionDifferencesTable(inputs.api.subdivisions.crossCheck),
} as const;

/** Blocks of docs/api.md: `<route> parameters`, `<route> static files` and `<route> examples` for every route. */
export function generateApiReference(text: string, api: Api, routes: readonly Route[]): string {
  const known = new Set([...routes.flatMap((r) => Object.keys(ROUTE_BLOCKS).map((part) => `${r.name} ${part}`)), ...Object.keys(TABLES)]);
  const stale = generatedBlocks(text).filter((name) => !known.has(name));
  if (stale.length > 0) throw new Error(`docs/api.md has generated blocks nothing generates: ${stale.join(', ')}`);
  let out = text;
  for (const route of routes) for (const [part, render] of Object.entries(ROUTE_BLOCKS)) out = replaceBlock(out, `${route.name} ${part}`, render(api, route));
  return out;
}

export function generateDocs(texts: DocTexts, inputs: DocInputs): DocTexts {
  let apiReference = generateApiReference(texts.apiReference, inputs.api, inputs.routes);
  for (const [name, render] of Object.entries(TABLES)) apiReference = replaceBlock(apiReference, name, render(inputs));
  const next: DocTexts = {
    readme: replaceBlock(texts.readme, 'sources', sourcesTable(inputs.sources)),
    apiReference,
    deploy: inputs.hosts ? replaceBlock(texts.deploy, 'hosts', hostsTable(inputs.hosts)) : texts.deploy,
    plans: texts.plans,
  };
  for (const [group, file] of Object.entries(CONFIGURATION_BLOCKS) as [Group, keyof DocTexts][])
    next[file] = replaceBlock(next[file], configurationBlock(group), configurationTable(inputs.variables, group));
  return next;
}
