/**
 * @module
 * Government facts from a Factbook profile: form of government, leaders (of the final edition,
 * the base of the record's terms), independence, national holiday, dependency status, and the government fiscal year
 * of the 2024 edition. Texts the rules cannot read are returned as unread, never guessed.
 */
import { FISCAL_YEAR_EDITION, type Dependency, type Government } from '../schema-profile.ts';
import { firstDate, monthNumber } from './dates.ts';
import { fieldText } from './factbook-text.ts';
import { leadersOf, type FactbookLeader, type UnreadText } from './factbook-leaders.ts';

export type { UnreadText } from './factbook-leaders.ts';

/** "1 April - 31 March", "June 1 - May 31", "calendar year" → the first day of the fiscal year. */
export function fiscalYearStart(text: string): { month: number; day: number } | undefined {
  if (/^calendar year$/i.test(text.trim())) return { month: 1, day: 1 };
  const dayMonth = /^(\d{1,2})\s+([A-Za-z]+)\s+-/.exec(text.trim());
  const monthDay = /^([A-Za-z]+)\s+(\d{1,2})\s+-/.exec(text.trim());
  const [day, month] = dayMonth ? [Number(dayMonth[1]), monthNumber(dayMonth[2]!)] : monthDay ? [Number(monthDay[2]), monthNumber(monthDay[1]!)] : [];
  return day && month && day <= 31 ? { month, day } : undefined;
}

/** The government but its leaders, whose terms are made from `leaders` (the Factbook's, of its final edition) and data/leaders.json. */
export type GovernmentFacts = Omit<Government, 'leaders' | 'leadersAsOf'>;

export function governmentOf(
  profile: unknown,
  fiscalYearText: string | undefined,
): { government: GovernmentFacts; leaders: FactbookLeader[]; unread: UnreadText[] } {
  const executive = (field: string) => fieldText(profile, 'Government', 'Executive branch', field);
  const { leaders, unread } = leadersOf(executive('chief of state'), executive('head of government'));
  const independence = fieldText(profile, 'Government', 'Independence');
  let fiscalYear: Government['fiscalYear'] = null;
  if (fiscalYearText !== undefined && fiscalYearText !== 'NA') {
    const start = fiscalYearStart(fiscalYearText);
    if (start) fiscalYear = { start, text: fiscalYearText, asOf: FISCAL_YEAR_EDITION, source: 'factbook' };
    else unread.push({ field: `Economy > Fiscal year (edition of ${FISCAL_YEAR_EDITION})`, text: fiscalYearText });
  }
  return {
    government: {
      type: fieldText(profile, 'Government', 'Government type') ?? null,
      independence: independence ? { date: /^none\b/i.test(independence) ? null : (firstDate(independence) ?? null), text: independence } : null,
      nationalHoliday: fieldText(profile, 'Government', 'National holiday') ?? null,
      fiscalYear,
      source: 'factbook',
    },
    leaders,
    unread,
  };
}

/** Who a dependency belongs to, by the words the Factbook uses for the country. */
const SOVEREIGNS: Array<[RegExp, string]> = [
  [/\b(the UK|UK|British)\b/, 'GB'],
  [/\b(the US|US)\b/, 'US'],
  [/\bFrance\b/, 'FR'],
  [/\bNorway\b/, 'NO'],
  [/\bAustralia\b/, 'AU'],
  [/\bNew Zealand\b/, 'NZ'],
  [/\bNetherlands\b/, 'NL'],
  [/\bDenmark\b/, 'DK'],
  [/\bChina\b/, 'CN'],
];

/** Kinds of dependency, most specific first. */
const KINDS: Array<[RegExp, string]> = [
  [/crown dependency/i, 'crown dependency'],
  [/special administrative region/i, 'special administrative region'],
  [/constituent countr/i, 'constituent country'],
  [/special collectivity/i, 'special collectivity'],
  [/overseas collectivity/i, 'overseas collectivity'],
  [/overseas country/i, 'overseas country'],
  [/self-governing overseas administrative division/i, 'self-governing overseas administrative division'],
  [/free association/i, 'free association'],
  [/commonwealth in political union/i, 'commonwealth in political union'],
  [/unincorporated,? organized territor/i, 'unincorporated organized territory'],
  [/unincorporated,? unorganized territor|unorganized, unincorporated territor/i, 'unincorporated unorganized territory'],
  [/non-self-governing territory/i, 'non-self-governing territory'],
  [/overseas territory/i, 'overseas territory'],
  [/possession/i, 'possession'],
  [/\bterritory\b/i, 'territory'],
];

/** The Factbook's "Dependency status": its sovereign and its kind, from the first clause. */
export function dependencyOf(profile: unknown): { dependency: Dependency | null; unread: UnreadText[] } {
  const text = fieldText(profile, 'Government', 'Dependency status');
  if (!text) return { dependency: null, unread: [] };
  // The first clause says it ("overseas territory of the UK"); else the whole entry ("part of the
  // Kingdom of Denmark; self-governing overseas administrative division of Denmark").
  const clause = text.split(';')[0]!;
  const find = (table: Array<[RegExp, string]>) => (table.find(([p]) => p.test(clause)) ?? table.find(([p]) => p.test(text)))?.[1];
  const sovereign = find(SOVEREIGNS);
  const kind = find(KINDS);
  if (!sovereign || !kind) return { dependency: null, unread: [{ field: 'Government > Dependency status', text }] };
  return { dependency: { sovereign, kind, text, source: 'factbook' }, unread: [] };
}
