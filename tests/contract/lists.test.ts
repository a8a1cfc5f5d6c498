/**
 * The precomputed list pages agree with the list recomputed here from the dataset, by rules
 * written from the contract (not from src/api/list.ts): filter, sort with missing values
 * last and ties by name, pages of 25 with links between them.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { CountryData } from '../../src/dataset/schema.ts';
import { builtDataset } from '../helpers.ts';
import { filesMatching, readJson } from './dist.ts';

const LIMIT = 25;
const SORT_FOLDERS = ['name-asc', 'name-desc', 'population-asc', 'population-desc', 'area-asc', 'area-desc'];
const KINDS = ['all', 'region', 'subregion', 'language', 'currency'] as const;
type Kind = (typeof KINDS)[number];

interface Page {
  data: { cca2: string; name: { common: string }; population: number; area: number | null }[];
  meta: unknown;
  links: unknown;
}

const collator = new Intl.Collator('en');
const slugOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const countries = builtDataset().countries;
const byCca2 = new Map(countries.map((c) => [c.cca2, c]));

/** For each folder of a kind: the filter value the folder stands for, and who passes it. */
function expectedFilters(kind: Kind): Map<string, { filters: Record<string, string>; members: (c: CountryData) => boolean }> {
  const folders = new Map<string, { filters: Record<string, string>; members: (c: CountryData) => boolean }>();
  if (kind === 'all') folders.set('all', { filters: {}, members: () => true });
  for (const c of countries) {
    if (kind === 'region') folders.set(`region/${slugOf(c.region)}`, { filters: { region: c.region }, members: (x) => x.region === c.region });
    if (kind === 'subregion' && c.subregion !== null) {
      const subregion = c.subregion;
      folders.set(`subregion/${slugOf(subregion)}`, { filters: { subregion }, members: (x) => x.subregion === subregion });
    }
    if (kind === 'language')
      for (const { iso639_3: code } of c.languages)
        folders.set(`language/${code}`, { filters: { language: code }, members: (x) => x.languages.some((l) => l.iso639_3 === code) });
    if (kind === 'currency')
      for (const { code } of c.currencies)
        folders.set(`currency/${code}`, { filters: { currency: code }, members: (x) => x.currencies.some((m) => m.code === code) });
  }
  return folders;
}

type SortField = 'name' | 'population' | 'area';
const sortValue = (c: CountryData, field: SortField): string | number | null => (field === 'name' ? c.name.common : c[field]);

/** Missing values last in either order; ties (and only ties) by name, A to Z. */
function sortedCodes(members: CountryData[], field: SortField, order: 'asc' | 'desc'): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: CountryData, b: CountryData) => {
    const va = sortValue(a, field);
    const vb = sortValue(b, field);
    if (va === null || vb === null) return Number(va === null) - Number(vb === null);
    if (typeof va === 'number' && typeof vb === 'number') return sign * (va - vb);
    return sign * collator.compare(String(va), String(vb));
  };
  return [...members].sort((a, b) => compare(a, b) || collator.compare(a.name.common, b.name.common)).map((c) => c.cca2);
}

/** Folders `countries/<kind>/<value>/<sort>-<order>` that exist in the build, with their page numbers. */
function builtFolders(kind: Kind): Map<string, number[]> {
  const folders = new Map<string, number[]>();
  const pattern = new RegExp(`^api/countries/(${kind === 'all' ? 'all' : `${kind}/[^/]+`})/([a-z]+-[a-z]+)/(\\d+)\\.json$`);
  for (const path of filesMatching(/^api\/countries\/.+\.json$/)) {
    const match = pattern.exec(path);
    if (!match) continue;
    const key = `${match[1]}/${match[2]}`;
    folders.set(key, [...(folders.get(key) ?? []), Number(match[3])]);
  }
  return folders;
}

function checkFolder(
  folder: string,
  sortFolder: string,
  expected: { filters: Record<string, string>; members: (c: CountryData) => boolean },
  pageNumbers: number[],
): string[] {
  const offenders: string[] = [];
  const [field, order] = sortFolder.split('-') as [SortField, 'asc' | 'desc'];
  const codes = sortedCodes(countries.filter(expected.members), field, order);
  const pages = Math.ceil(codes.length / LIMIT);
  const base = `/api/countries/${folder}/${sortFolder}`;
  const link = (page: number) => `${base}/${page}.json`;
  const numbers = [...pageNumbers].sort((a, b) => a - b);
  const wanted = Array.from({ length: pages }, (_, i) => i + 1);
  if (numbers.join() !== wanted.join()) offenders.push(`${base}: pages ${numbers.join(',')}, expected 1..${pages}`);

  const seen: string[] = [];
  for (const page of numbers) {
    const where = link(page);
    const doc = readJson(where.slice(1)) as Page;
    if (doc.data.length > LIMIT) offenders.push(`${where}: ${doc.data.length} items`);
    const want = codes.slice((page - 1) * LIMIT, page * LIMIT);
    const got = doc.data.map((item) => item.cca2);
    if (got.join() !== want.join()) offenders.push(`${where}: items ${got.join(',')}, expected ${want.join(',')}`);
    seen.push(...got);
    for (const item of doc.data) {
      const c = byCca2.get(item.cca2);
      if (c && (item.population !== c.population || item.area !== c.area || item.name.common !== c.name.common))
        offenders.push(`${where}: ${item.cca2} differs from the dataset`);
    }
    const meta = { page, limit: LIMIT, total: codes.length, pages, sort: field, order, filters: expected.filters };
    if (!isDeepStrictEqual(doc.meta, meta)) offenders.push(`${where}: meta ${JSON.stringify(doc.meta)}, expected ${JSON.stringify(meta)}`);
    const links = { self: link(page), first: link(1), prev: page > 1 ? link(page - 1) : null, next: page < pages ? link(page + 1) : null, last: link(pages) };
    if (!isDeepStrictEqual(doc.links, links)) offenders.push(`${where}: links ${JSON.stringify(doc.links)}, expected ${JSON.stringify(links)}`);
  }
  const missing = codes.filter((code) => !seen.includes(code));
  const extra = seen.filter((code) => !codes.includes(code));
  if (missing.length + extra.length > 0) offenders.push(`${base}: missing ${missing.join(',') || '-'}; not in the filter ${extra.join(',') || '-'}`);
  return offenders;
}

describe.each(KINDS)('country list pages of %s', (kind) => {
  const expected = expectedFilters(kind);
  const built = builtFolders(kind);

  it('exist for every value of the dataset under every static sort, and for nothing else', () => {
    const want = [...expected.keys()].flatMap((folder) => SORT_FOLDERS.map((sort) => `${folder}/${sort}`)).sort();
    expect([...built.keys()].sort()).toEqual(want);
  });

  it('hold the filtered set in sort order, 25 a page, with the right meta and links', () => {
    const offenders: string[] = [];
    for (const [key, pages] of built) {
      const sortFolder = key.slice(key.lastIndexOf('/') + 1);
      const folder = key.slice(0, key.lastIndexOf('/'));
      const filter = expected.get(folder);
      if (filter === undefined) offenders.push(`${key}: no such ${kind} in the dataset`);
      else offenders.push(...checkFolder(folder, sortFolder, filter, pages));
    }
    expect(offenders).toEqual([]);
  });
});
