/**
 * @module
 * What a former country means to each country it went to, in one sentence ("Part of the Soviet
 * Union until 1991", "Called Zaire until 1997", "Has included the German Democratic Republic
 * since 1990"): the country pages, the API's country history and the search's reasons say it the
 * same way. Light: the explorer's island imports it.
 */
import type { FormerCountryData, PartialDate } from '../dataset/former-schema.ts';

/** One line of a country's history: a former country it comes from (or took in), and when. */
export interface HistoryLine {
  /** The former country's ISO 3166-3 code. */
  readonly former: string;
  readonly name: string;
  readonly change: FormerCountryData['change'];
  readonly date: PartialDate | null;
  /** The sentence, capitalised (`Part of Czechoslovakia until 1993`). */
  readonly text: string;
}

const year = (date: PartialDate | null) => (date === null ? undefined : date.slice(0, 4));
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence of a change seen from its successor, when it happened (or without a date). */
export function historySentence(former: Pick<FormerCountryData, 'change' | 'inSentence'>, date: PartialDate | null): string {
  const y = year(date);
  const when = (word: string) => (y ? ` ${word} ${y}` : '');
  switch (former.change) {
    case 'renamed':
      return `Called ${former.inSentence}${when('until')}`;
    case 'merged':
      return `Has included ${former.inSentence}${when('since')}`;
    case 'divided':
      return `Part of ${former.inSentence}${when('until')}`;
    case 'part':
      return `${capitalised(former.inSentence)}, a part of it, had codes of its own${when('until')}`;
  }
}

/**
 * The lines of a country's history, oldest first: each former country that went to it directly
 * (Czechia: Czechoslovakia), or through a former successor (Serbia: Yugoslavia, by Serbia and
 * Montenegro; dated when it went to that successor).
 */
export function historyOf(cca2: string, formers: readonly FormerCountryData[]): HistoryLine[] {
  const lines: HistoryLine[] = [];
  for (const f of formers) {
    if (!f.currentSuccessors.includes(cca2)) continue;
    const direct = f.successors.find((s) => s.current && s.code === cca2);
    // Reached through a former successor: the date it went to that one (Yugoslavia → Serbia and Montenegro, 2003).
    const via = direct ?? f.successors.find((s) => !s.current && formers.some((o) => o.alpha4 === s.code && o.currentSuccessors.includes(cca2)));
    const date = via?.date ?? null;
    lines.push({
      former: f.alpha4,
      name: f.name,
      change: direct ? f.change : 'divided',
      date,
      text: historySentence(direct ? f : { ...f, change: 'divided' }, date),
    });
  }
  return lines.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? '') || a.name.localeCompare(b.name, 'en'));
}

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/**
 * What became of a former country, in one sentence, with the year of each change: "Divided into
 * Czechia and Slovakia in 1993", "Became part of Germany in 1990", "Renamed DR Congo in 1997";
 * with `most`, more successors than that are counted rather than named ("Divided into 15 countries").
 */
export function fateSentence(f: Pick<FormerCountryData, 'change' | 'successors'>, most = Infinity): string {
  const years = new Set(f.successors.map((s) => year(s.date)));
  const same = years.size === 1 ? [...years][0] : undefined;
  const names =
    f.successors.length > most
      ? [`${f.successors.length} countries`]
      : f.successors.map((s) => (same === undefined && s.date ? `${s.name} (${year(s.date)})` : s.name));
  const when = same ? ` in ${same}` : '';
  switch (f.change) {
    case 'renamed':
      return `Renamed ${list.format(names)}${when}`;
    case 'merged':
      return `Became part of ${list.format(names)}${when}`;
    case 'divided':
      return `Divided into ${list.format(names)}${when}`;
    case 'part':
      return `A part of ${list.format(names)}, coded apart${same ? ` until ${same}` : ''}`;
  }
}

/** When it existed, in years: `1922–1991`, `until 2002`, `since 1939`, or undefined. */
export function yearsOf(f: Pick<FormerCountryData, 'existed'>): string | undefined {
  const from = year(f.existed.from);
  const to = year(f.existed.to);
  return from && to ? `${from}–${to}` : to ? `until ${to}` : from ? `since ${from}` : undefined;
}
