/**
 * Every site link written into a JSON document leads to a file of the build: a static site
 * has no server to answer a link that was never generated.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../helpers.ts';
import { apiJsonFiles, hasFile, readJson } from './dist.ts';

interface Link {
  file: string;
  /** Where in the document, e.g. `data.3.links.self`. */
  at: string;
  url: string;
}

const SITE_LINK = /^\/(api|flags|country)\//;

// The OpenAPI examples show the query form on purpose: they document the server's API,
// they are not links to a resource of the static site.
const isQueryFormExample = (file: string, at: string) => file === 'api/openapi.json' && /^paths\.[^]*\.get\.x-examples\.\d+$/.test(at);

function collect(value: unknown, file: string, at: string, out: Link[]): void {
  if (typeof value === 'string') {
    if (SITE_LINK.test(value) && !isQueryFormExample(file, at)) out.push({ file, at, url: value });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, file, at ? `${at}.${index}` : String(index), out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collect(child, file, at ? `${at}.${key}` : key, out);
  }
}

let cache: Link[] | undefined;
/** Every site link of every JSON document, found in one walk. */
function allLinks(): Link[] {
  if (cache === undefined) {
    const links: Link[] = [];
    for (const file of apiJsonFiles()) collect(readJson(file), file, '', links);
    cache = links;
  }
  return cache;
}

const linksTo = (prefix: string) => allLinks().filter((l) => l.url.startsWith(prefix));
const describeLink = (l: Link) => `${l.file} ${l.at}: ${l.url}`;

describe('site links in JSON documents', () => {
  it('never use the query form, since every linked question is precomputed', () => {
    const links = linksTo('/api/');
    expect(links.length).toBeGreaterThan(0);
    expect(links.filter((l) => l.url.includes('?')).map(describeLink)).toEqual([]);
  });

  it('to /api/ name a generated file', () => {
    const offenders = linksTo('/api/')
      .filter((l) => !l.url.includes('?') && !hasFile(l.url.slice(1)))
      .map(describeLink);
    expect(offenders).toEqual([]);
  });

  it('to /flags/ name a generated SVG (or its PNG rendering) of a two-letter code', () => {
    const links = linksTo('/flags/');
    expect(links.length).toBeGreaterThan(0);
    const offenders = links.filter((l) => !/^\/flags\/[A-Z]{2}\.(svg|png)$/.test(l.url) || !hasFile(l.url.slice(1))).map(describeLink);
    expect(offenders).toEqual([]);
  });

  // The explorer pages come later, so only the form of their links is checked here.
  it('to /country/ are explorer pages /country/XX/ of a country of the dataset', () => {
    const links = linksTo('/country/');
    expect(links.length).toBeGreaterThan(0);
    const codes = new Set(builtDataset().countries.map((c) => c.cca2));
    const offenders = links.filter((l) => !/^\/country\/[A-Z]{2}\/$/.test(l.url) || !codes.has(l.url.slice(9, 11))).map(describeLink);
    expect(offenders).toEqual([]);
  });
});
