/**
 * @module
 * What the explorer shows of a former country (its page: codes, dates, what became of it, each
 * successor linked) and of a current country's history ("Part of Czechoslovakia until 1993",
 * linking to the former country's page). Pure: the pages pass the API.
 */
import type { Api } from '../../api/context.ts';
import type { FormerCountryData } from '../../dataset/former-schema.ts';
import { fateSentence } from '../../api/former-history.ts';
export { yearsOf } from '../../api/former-history.ts';
import { LAYOUTS } from '../../api/layouts.ts';
import type { Fact, Part } from '../ui/facts.ts';
import { joinParts } from '../ui/facts.ts';

/** A successor's link: a current country's page, or a former country's. */
const successorHref = (api: Api, s: FormerCountryData['successors'][number]) =>
  s.current ? api.paths.explorerCountry(s.code) : api.paths.explorerFormerCountry(s.code);

/** The facts of a former country's page. */
export function formerFacts(api: Api, f: FormerCountryData): Fact[] {
  const predecessors = api.formerCountries.all.filter((o) => o.successors.some((s) => s.code === f.alpha4));
  const facts: Fact[] = [
    { label: 'What became of it', parts: [fateSentence(f)] },
    {
      label: f.successors.length > 1 ? 'Successors' : 'Successor',
      parts: joinParts(f.successors.map((s): Part => ({ text: `${s.name}${s.date ? ` (${s.date})` : ''}`, href: successorHref(api, s) }))),
    },
    { label: 'Existed', parts: [existedText(f)], note: 'as its source gives it: a year, a month or a day' },
    { label: 'Withdrawn from ISO 3166-1', parts: [f.withdrawn ?? 'no date in ISO 3166-3'] },
    { label: 'ISO 3166-3 code', parts: [f.alpha4] },
    { label: 'Former codes', parts: [[f.alpha2, f.alpha3, f.numeric].filter(Boolean).join(' · ')], note: 'alpha-2 · alpha-3 · numeric' },
    { label: 'Name in ISO 3166-3', parts: [f.isoName] },
  ];
  if (f.otherNames.length > 0) facts.push({ label: 'Also called', parts: [f.otherNames.join(', ')] });
  if (predecessors.length > 0)
    facts.push({
      label: 'Came from',
      parts: joinParts(predecessors.map((p): Part => ({ text: p.name, href: api.paths.explorerFormerCountry(p.alpha4) }))),
    });
  if (f.comment) facts.push({ label: 'ISO’s comment', parts: [f.comment] });
  if (f.note) facts.push({ label: 'Note', parts: [f.note] });
  return facts;
}

function existedText(f: FormerCountryData): string {
  const { from, to } = f.existed;
  if (from && to) return `${from} – ${to}`;
  if (to) return `until ${to}`;
  if (from) return `since ${from} (it still exists as a territory)`;
  return f.note ? 'not dated (see the note)' : 'not dated';
}

/** The former country's files in the static API. */
export const formerApiLinks = (api: Api, f: FormerCountryData) =>
  (['json', 'csv', 'xml'] as const).map((format) => ({ format, href: api.paths.fileOf(LAYOUTS.formerCountry, { code: f.alpha4 }, format) }));

/** A country's history as links to the former countries' pages: `Part of ` + link + ` until 1993`. */
export function historyParts(api: Api, cca2: string): { key: string; before: string; name: { text: string; href: string }; after: string }[] {
  return (api.formerCountries.history.get(cca2) ?? []).map((line) => {
    const former = api.formerCountries.all.find((f) => f.alpha4 === line.former)!;
    // The sentence names the former country as `inSentence` does: split there, to link the name.
    const at = line.text.toLowerCase().indexOf(former.name.toLowerCase());
    const before = at < 0 ? `${line.text} (` : line.text.slice(0, at);
    const after = at < 0 ? ')' : line.text.slice(at + former.name.length);
    return { key: line.former, before, name: { text: former.name, href: api.paths.explorerFormerCountry(former.alpha4) }, after };
  });
}
