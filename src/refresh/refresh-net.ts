/**
 * @module
 * Fetches each source that is still published from its publisher and makes of it the files of
 * data/ it becomes, with a record of each response (URL, date, SHA-256) and lines for what is
 * only reported (a newer npm package). Nothing is written here: scripts/refresh.ts prints what the
 * new files change before writing them. `fetchText` is the network, or recorded responses in tests.
 */
import { createHash } from 'node:crypto';
import type { FetchRecord } from './manifest.ts';
import { DATA_PACKAGES, latestVersion, registryUrl } from './npm-versions.ts';
import { INDICATORS, readWorldBankPage, worldBankCsv, worldBankUrl, type Figure } from './worldbank.ts';
import { readWikidataLeaders, wikidataUrl, type WikidataLeader } from './wikidata.ts';
import { ISO_CODES_FILE, ISO_CODES_URL, isoCodesCount } from './iso-codes.ts';

export type FetchText = (url: string) => Promise<string>;

/** The global fetch, failing on anything but a 200. */
export const networkFetch: FetchText = async (url) => {
  const res = await fetch(url, { headers: { 'User-Agent': 'countries-reference refresh (docs/maintaining.md)' } });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
};

export interface RefreshResult {
  /** New contents of files of data/, by name. */
  readonly files: Record<string, string>;
  readonly fetched: FetchRecord[];
  /** What is only reported, one line each. */
  readonly notes: string[];
  /** The leaders in office by Wikidata, when fetched: proposals, never written into the data. */
  readonly wikidataLeaders?: WikidataLeader[];
}

export interface RefreshOptions {
  /** The sources to refresh by id (`SP.POP.TOTL`, `npm`, `wikidata`); all by default. */
  readonly only?: readonly string[];
  /** The SHA-256 of the iso-codes list data/ keeps (data/iso-codes/iso_3166-2.json). */
  readonly isoCodesSha256?: string;
  /** The versions package.json pins, by package name. */
  readonly pinned: Readonly<Record<string, string>>;
  readonly now: Date;
  readonly log?: (line: string) => void;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function refreshSources(fetchText: FetchText, options: RefreshOptions): Promise<RefreshResult> {
  const wanted = (id: string) => !options.only || options.only.includes(id);
  const log = options.log ?? (() => {});
  const files: Record<string, string> = {};
  const fetched: FetchRecord[] = [];
  const notes: string[] = [];
  const record = (source: string, url: string, text: string, file: string | null, note?: string) =>
    fetched.push({ source, url, fetchedAt: options.now.toISOString(), sha256: sha256(text), file, ...(note ? { note } : {}) });

  for (const indicator of INDICATORS.filter((i) => wanted(i.id))) {
    const figures: Figure[] = [];
    let pages = 1;
    for (let page = 1; page <= pages; page++) {
      const url = worldBankUrl(indicator.id, page);
      log(`Fetching ${url}`);
      const text = await fetchText(url);
      const read = readWorldBankPage(text, indicator.id);
      pages = read.pages;
      figures.push(...read.figures);
      record(
        `World Bank ${indicator.id}`,
        url,
        text,
        `data/${indicator.file}`,
        read.lastUpdated ? `last updated by the World Bank ${read.lastUpdated}` : undefined,
      );
    }
    if (figures.length === 0) throw new Error(`World Bank ${indicator.id}: no figures in the answer; data/${indicator.file} is left as it is`);
    files[indicator.file] = worldBankCsv(indicator.column, figures);
  }

  if (wanted('npm'))
    for (const name of DATA_PACKAGES) {
      const url = registryUrl(name);
      log(`Fetching ${url}`);
      const text = await fetchText(url);
      const latest = latestVersion(text, name);
      const pinned = options.pinned[name];
      const note =
        latest === pinned
          ? `${name} ${pinned} is the latest`
          : `${name}: ${latest} published, ${pinned ?? 'none'} pinned (update package.json and review the changes)`;
      if (latest !== pinned) notes.push(note);
      record(`npm ${name}`, url, text, null, note);
    }
  if (wanted('iso-codes')) {
    log(`Fetching ${ISO_CODES_URL}`);
    const text = await fetchText(ISO_CODES_URL);
    const count = isoCodesCount(text);
    const same = sha256(text) === options.isoCodesSha256;
    const note = same
      ? `iso-codes: upstream's ISO 3166-2 list is data/${ISO_CODES_FILE}`
      : `iso-codes: upstream's ISO 3166-2 list (${count} subdivisions) differs from data/${ISO_CODES_FILE}: replace it with its release's file and version (data/iso-codes/README.md)`;
    if (!same) notes.push(note);
    record('iso-codes (Debian) ISO 3166-2', ISO_CODES_URL, text, null, note);
  }

  let wikidataLeaders: WikidataLeader[] | undefined;
  if (wanted('wikidata')) {
    const url = wikidataUrl();
    log('Fetching the leaders in office from Wikidata’s query service');
    const text = await fetchText(url);
    wikidataLeaders = readWikidataLeaders(text);
    record('Wikidata leaders (CC0)', url, text, null, `${wikidataLeaders.length} heads of state and government in office, as proposals`);
  }
  return { files, fetched, notes, ...(wikidataLeaders ? { wikidataLeaders } : {}) };
}
