import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { bool, choice, format, integer, queryProblem, text } from '../params.ts';
import { notFound } from '../errors.ts';
import { SORTS, defaultOrder, filtersOf, listCountries, type ListFilters, type Order, type SortKey } from '../list.ts';
import { SUMMARY_COLUMNS, presentCountry, summarise } from '../present.ts';
import { LAYOUTS, countriesByLayout, fillLayout } from '../layouts.ts';
import { project, fieldPaths } from '../project.ts';
import { nameKey, slug } from '../../lib/slug.ts';
import type { Api } from '../context.ts';
import { ORGANISATIONS } from '../../dataset/schema.ts';
import { termsBeyondRecord } from '../terms-beyond-record.ts';
import type { JsonObject } from '../../formats/document.ts';
import { searchFormer } from '../former-search.ts';
import { summariseFormer } from '../former-countries.ts';
import { ListDocument } from '../response-schemas.ts';

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 250;
/** Sorts written as static pages, in both orders, for no filter and each single filter value. */
export const STATIC_SORTS = ['name', 'population', 'area'] as const satisfies readonly SortKey[];
const STATIC_FILTERS = ['region', 'subregion', 'language', 'currency', 'membership'] as const;

const languageAliases = (api: Api) => {
  const aliases = new Map<string, string>();
  for (const [iso3, l] of api.vocabulary.languages) {
    if (l.iso639_1) aliases.set(l.iso639_1, iso3);
    aliases.set(nameKey(l.name), iso3);
  }
  return aliases;
};

/** `fields=a,b.c`: at least one, each a field path of the record. */
const fieldList = () =>
  z.string().transform((value, ctx) => {
    const fields = value
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean);
    // An empty list would project every item to nothing (and a CSV to no columns at all).
    if (fields.length === 0) return queryProblem(ctx, 'fields', 'Name at least one field, e.g. fields=name.common,population.', [...fieldPaths]);
    const unknown = fields.find((f) => !fieldPaths.has(f));
    return unknown === undefined ? fields : queryProblem(ctx, 'fields', `Unknown field '${unknown}'.`, [...fieldPaths]);
  });

const countriesParams = (api: Api) =>
  z.strictObject({
    page: integer(1, 10_000).default(1).describe('The page, from 1.'),
    limit: integer(1, MAX_LIMIT).default(DEFAULT_LIMIT).describe('Items per page.'),
    sort: choice(SORTS)
      .optional()
      .describe(
        'Sort key: text (`name`, `official`, `cca2`, `cca3`, `capital`, `region`, `subregion`) or number (`population`, `area`, `density`, `gini`, `borders`: number of neighbours, `languages`: number of languages). Default `name`, or relevance when `q` is given.',
      ),
    order: choice(['asc', 'desc'] as const)
      .optional()
      .describe('Default `asc` for text sorts, `desc` for numbers.'),
    region: choice(api.vocabulary.regions).optional().describe('A UN M49 region (Antarctica: `Antarctic`), any case.'),
    subregion: choice(api.vocabulary.subregions).optional().describe('A UN M49 sub-region, e.g. `Western Europe`, any case.'),
    language: choice([...api.vocabulary.languages.keys()], languageAliases(api))
      .optional()
      .describe('A language spoken: ISO 639-3 code (`deu`), ISO 639-1 code (`de`) or English name (`German`).'),
    currency: choice([...api.vocabulary.currencies.keys()])
      .optional()
      .describe('A currency used: ISO 4217 code (`EUR`).'),
    membership: choice(ORGANISATIONS)
      .optional()
      .describe('Member states of an organisation as of the date `/api/organisations` gives: `nato`, `eu`, `africanUnion`, …'),
    independent: bool().optional().describe('Sovereign states only (`true`) or the others (`false`).'),
    unMember: bool().optional().describe('UN members only (`true`) or the others (`false`).'),
    landlocked: bool().optional().describe('Landlocked countries only (`true`) or the others (`false`).'),
    q: text()
      .optional()
      .describe(
        'Free-text search over names in every language, codes, capitals, currencies, curated aliases (former names, other spellings: `ceylon`, `kiev`), the former countries each went to (`ussr`: the fifteen) and the names of subdivisions typed in full (`bavaria`), accent-insensitive, ranked by relevance. The former countries it finds are in `meta.formerCountries`.',
      ),
    fields: fieldList().optional().describe('Comma-separated field paths of the full record to keep in each item, e.g. `name.common,population,gini.value`.'),
    format: format(),
  });
export type CountriesParams = z.output<ReturnType<typeof countriesParams>>;

/** The former countries a search finds, in `meta` (the list itself holds current countries only). */
function formerMatches(api: Api, q: string | undefined): { formerCountries?: JsonObject[] } {
  const found = q ? searchFormer(api.formerCountries.all, q, (code) => api.byCode.has(code)) : [];
  return found.length > 0 ? { formerCountries: found.map((f) => summariseFormer(api, f) as unknown as JsonObject) } : {};
}

/** The sort actually used: the given one, else relevance for a search, else name. */
const effectiveSort = (p: CountriesParams): SortKey | null => p.sort ?? (p.q ? null : 'name');
const effectiveOrder = (p: CountriesParams): Order => p.order ?? defaultOrder(effectiveSort(p) ?? 'name');

/** The layout of a question's list pages and the filter's value as its files spell it: none, or one filter (a region by its slug). */
function listLayout(p: CountriesParams): { layout: string; values: Record<string, string> } | undefined {
  const given = STATIC_FILTERS.filter((k) => p[k] !== undefined);
  if (given.length > 1 || p.independent !== undefined || p.unMember !== undefined || p.landlocked !== undefined) return undefined;
  if (given.length === 0) return { layout: LAYOUTS.allCountries, values: {} };
  const key = given[0]!;
  const value = p[key]!;
  return { layout: countriesByLayout(key), values: { [key]: key === 'region' || key === 'subregion' ? slug(value) : value } };
}

function staticPathOf(p: CountriesParams): string | undefined {
  const sort = effectiveSort(p);
  if (p.limit !== DEFAULT_LIMIT || p.q || p.fields || !sort || !(STATIC_SORTS as readonly string[]).includes(sort)) return undefined;
  const list = listLayout(p);
  return list && fillLayout(list.layout, { ...list.values, sort, order: effectiveOrder(p), page: p.page });
}

/** Query-form parameters of a question, defaults left out. */
function queryOf(p: CountriesParams, page: number): Record<string, string | number | boolean | undefined> {
  return {
    q: p.q,
    ...filtersOf(p),
    sort: p.sort,
    order: p.order,
    fields: p.fields?.join(','),
    limit: p.limit === DEFAULT_LIMIT ? undefined : p.limit,
    page: page === 1 ? undefined : page,
  };
}

export const countriesRoute = defineRoute({
  name: 'countries',
  summary: 'A page of the country list: filtered, searched, sorted.',
  formats: DOCUMENT_FORMATS,
  response: [ListDocument],
  misses: [404],
  params: countriesParams,
  staticPath: (_api, p) => staticPathOf(p),
  *precomputed(api) {
    const filters: ListFilters[] = [
      {},
      ...api.vocabulary.regions.map((region) => ({ region })),
      ...api.vocabulary.subregions.map((subregion) => ({ subregion })),
      ...[...api.vocabulary.languages.keys()].map((language) => ({ language })),
      ...[...api.vocabulary.currencies.keys()].map((currency) => ({ currency })),
      ...ORGANISATIONS.map((membership) => ({ membership })),
    ];
    for (const f of filters) {
      const total = listCountries(api.countries, { filters: f, sort: 'name', order: 'asc', page: 1, limit: DEFAULT_LIMIT }).total;
      const pages = Math.max(1, Math.ceil(total / DEFAULT_LIMIT));
      for (const sort of STATIC_SORTS)
        for (const order of ['asc', 'desc'] as const) for (let page = 1; page <= pages; page++) yield { ...f, sort, order, page, limit: DEFAULT_LIMIT };
    }
  },
  files: [
    { layout: LAYOUTS.allCountries, policy: 'computed' },
    ...STATIC_FILTERS.map((filter) => ({ layout: countriesByLayout(filter), policy: 'computed' as const })),
  ],
  answer(api, p) {
    const sort = effectiveSort(p);
    const order = effectiveOrder(p);
    const filters = filtersOf(p);
    const result = listCountries(api.countries, { filters, search: p.q, sort, order, page: p.page, limit: p.limit }, termsBeyondRecord(api));
    if (p.page > Math.max(result.pages, 1))
      throw notFound(`Page ${p.page} does not exist: this list has ${result.pages} page${result.pages === 1 ? '' : 's'}.`);
    const items = result.items.map((c) => (p.fields ? project(presentCountry(c, api.paths), p.fields) : summarise(c, api.paths)));
    const link = (page: number) => {
      const path = staticPathOf({ ...p, page });
      return path ? api.paths.file(path) : api.paths.query('countries', queryOf(p, page));
    };
    const last = Math.max(result.pages, 1);
    const givenFilters = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string | boolean] => entry[1] !== undefined));
    return {
      body: {
        data: items,
        meta: {
          page: p.page,
          limit: p.limit,
          total: result.total,
          pages: result.pages,
          sort: sort ?? 'relevance',
          order,
          filters: givenFilters,
          ...(p.q ? { q: p.q } : {}),
          ...formerMatches(api, p.q),
        },
        links: {
          self: link(p.page),
          first: link(1),
          prev: p.page > 1 ? link(p.page - 1) : null,
          next: p.page < last ? link(p.page + 1) : null,
          last: link(last),
        },
      },
      rows: items,
      columns: SUMMARY_COLUMNS,
      xmlRoot: 'countries',
    };
  },
  examples: [
    { query: 'countries', description: 'the first 25 countries by name' },
    { query: 'countries?region=Europe&sort=population', description: 'European countries, most populous first' },
    { query: 'countries?language=de', description: 'countries where German is spoken (ISO 639-1, 639-3 or English name)' },
    { query: 'countries?currency=EUR&sort=area&order=asc&page=2', description: 'euro users by area, smallest first, second page' },
    { query: 'countries?q=cote', description: 'free-text search, ranked by relevance' },
    { query: 'countries?q=ussr', description: 'a former country: the 15 countries it went to, and the Soviet Union itself in meta.formerCountries' },
    { query: 'countries?landlocked=true&region=Africa&limit=100&fields=name.common,population', description: 'combined filters with a projection' },
  ],
});
