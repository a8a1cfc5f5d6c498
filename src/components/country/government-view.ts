/**
 * @module
 * The Government panel's facts from the record, each saying when it was true: the leaders are
 * those in office on the data's as-of date (the World Factbook's final edition carried forward by
 * dated, sourced changes), each with its start; the fiscal year that of its 2024 edition. Pure,
 * for the card and its tests.
 */
import type { Api } from '../../api/context.ts';
import type { CountryData } from '../../dataset/schema.ts';
import type { LeaderTerm } from '../../dataset/schema-profile.ts';
import type { Fact } from '../ui/facts.ts';
import { LAYOUTS } from '../../api/layouts.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2021-12-08" → "8 December 2021"; "2021-12" → "December 2021"; "2021" → "2021". */
export function readableDate(date: string): string {
  const [year, month, day] = date.split('-');
  if (!month) return year!;
  const name = MONTHS[Number(month) - 1] ?? month;
  return day ? `${Number(day)} ${name} ${year}` : `${name} ${year}`;
}

/** Past this many characters a Factbook entry is folded: its first clause shows, the whole entry under it. */
const LONG_ENTRY = 120;

/** A fact whose value is a Factbook entry: whole when short, else its first clause with the entry folded under it. */
function entryFact(label: string, text: string, short?: string): Fact {
  const head = short ?? text;
  if (head.length <= LONG_ENTRY && head === text) return { label, parts: [text] };
  const clause = (head.split(/[;:]/)[0] ?? head).trim();
  const cut = clause.length <= LONG_ENTRY ? clause : `${clause.slice(0, clause.lastIndexOf(' ', LONG_ENTRY))}…`;
  return { label, parts: [cut], more: { summary: 'The Factbook’s entry', text } };
}

const SOURCE_WORDS: Readonly<Record<string, string>> = {
  factbook: 'CIA World Factbook, final edition (2026-01-22), public domain',
  worldbank: 'World Bank WDI',
  override: 'a correction by this project',
};

/** When a term held, said plainly: since when, what is unconfirmed or unknown, and the day the list is current to. */
export function leaderNote(leader: LeaderTerm, asOf: string): string {
  const parts = [
    leader.from ? `since ${readableDate(leader.from)}` : '',
    leader.renewed ? `re-elected from ${readableDate(leader.renewed.from)}` : '',
    leader.unconfirmedSince ? `mandate ran out on ${readableDate(leader.unconfirmedSince)}, not confirmed since` : '',
    leader.name === null ? 'successor not in the data’s sources' : '',
    `as of ${asOf}`,
  ];
  return parts.filter(Boolean).join('; ');
}

export function governmentFacts(api: Api, c: CountryData): { facts: Fact[]; source: string | undefined } {
  const facts: Fact[] = [];
  const g = c.government;
  const dependency = c.dependency;
  if (dependency) {
    const sovereign = api.byCode.get(dependency.sovereign);
    facts.push({
      label: 'Dependency of',
      parts: [sovereign ? { text: sovereign.name.common, href: api.paths.explorerCountry(sovereign.cca2) } : dependency.sovereign],
      note: dependency.kind,
    });
  }
  if (g?.type) facts.push(entryFact('Form of government', g.type));
  for (const leader of g?.leaders ?? []) {
    const role =
      leader.headOfState && leader.headOfGovernment
        ? 'Head of state and government'
        : leader.headOfState
          ? 'Head of state'
          : leader.headOfGovernment
            ? 'Head of government'
            : 'Representative';
    facts.push({
      label: role,
      parts: [[leader.office, leader.name ?? '(holder not in the data)'].filter(Boolean).join(' ')],
      note: leaderNote(leader, g!.leadersAsOf),
    });
  }
  if (g && api.leaders[c.cca2]) {
    const terms = api.leaders[c.cca2]!;
    const ended = terms.length - g.leaders.length;
    facts.push({
      label: 'Terms in office',
      parts: [{ text: `every term with its source (${terms.length}, ${ended} ended)`, href: api.paths.fileOf(LAYOUTS.leaders, { code: c.cca2 }) }],
      note: `from the Factbook’s final edition (2026-01-22), carried to ${g.leadersAsOf} by dated, sourced changes`,
      // A link to more: the one-page printed profile keeps the leaders and their dates, not this.
      print: false,
    });
  }
  if (g?.independence) {
    // The date first; the Factbook's whole entry (the UK's runs from 927 to 1927) folded under it.
    const { date, text } = g.independence;
    // "no official date of independence: 927 …" is an answer of its own, not the first date in it.
    const short = date && !/^no\b/i.test(text) ? readableDate(date) : (text.split(/[:;(]/)[0] ?? text).trim();
    facts.push(
      short === text ? { label: 'Independence', parts: [text] } : { label: 'Independence', parts: [short], more: { summary: 'The Factbook’s entry', text } },
    );
  }
  if (g?.nationalHoliday) facts.push({ label: 'National holiday', parts: [g.nationalHoliday] });
  if (g?.fiscalYear)
    facts.push({
      label: 'Fiscal year',
      parts: [g.fiscalYear.text],
      note: g.fiscalYear.source === 'factbook' ? `as of the Factbook of ${g.fiscalYear.asOf}` : `by law, checked ${g.fiscalYear.asOf}`,
    });
  const sources = new Set([g?.source, dependency?.source].filter((s): s is NonNullable<typeof s> => !!s));
  const source = sources.size === 0 ? undefined : `Source: ${[...sources].map((s) => SOURCE_WORDS[s] ?? s).join('; ')}.`;
  return { facts, source };
}
