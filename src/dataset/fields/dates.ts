/**
 * @module
 * Dates as the Factbook writes them ("19 March 2017", "July 2024", "5 Sep 2025", "1997"),
 * read as precisely as they are written: a day, a month or a year.
 */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The month number of an English month name or its abbreviation ("March", "Sep", "Sept."); undefined otherwise. */
export function monthNumber(word: string): number | undefined {
  const w = word.toLowerCase().replace(/\.$/, '');
  const index = MONTHS.findIndex((m) => m === w || (w.length >= 3 && w.length <= 4 && m.startsWith(w)));
  return index === -1 ? undefined : index + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A valid calendar day? (Rejects 31 April, 30 February…) */
function realDay(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const DAY_MONTH_YEAR = /(\d{1,2})\s+([A-Za-z]{3,9}\.?)\s+(\d{4})/;
const MONTH_DAY_YEAR = /([A-Za-z]{3,9}\.?)\s+(\d{1,2}),?\s+(\d{4})/;
const MONTH_YEAR = /([A-Za-z]{3,9}\.?)\s+(\d{4})/;
const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/;

/**
 * The first date in a text, as `YYYY-MM-DD`, `YYYY-MM` or `YYYY`; undefined when the text has
 * none (a month name that is not one, or a day that does not exist, is not a date).
 */
export function firstDate(text: string): string | undefined {
  const candidates: Array<{ at: number; value: string }> = [];
  const dmy = DAY_MONTH_YEAR.exec(text);
  if (dmy) {
    const month = monthNumber(dmy[2]!);
    const [day, year] = [Number(dmy[1]), Number(dmy[3])];
    if (month && realDay(year, month, day)) candidates.push({ at: dmy.index, value: `${year}-${pad(month)}-${pad(day)}` });
  }
  const mdy = MONTH_DAY_YEAR.exec(text);
  if (mdy) {
    const month = monthNumber(mdy[1]!);
    const [day, year] = [Number(mdy[2]), Number(mdy[3])];
    if (month && realDay(year, month, day)) candidates.push({ at: mdy.index, value: `${year}-${pad(month)}-${pad(day)}` });
  }
  const my = MONTH_YEAR.exec(text);
  if (my && monthNumber(my[1]!)) candidates.push({ at: my.index, value: `${my[2]}-${pad(monthNumber(my[1]!)!)}` });
  const y = YEAR.exec(text);
  if (y) candidates.push({ at: y.index, value: y[1]! });
  if (!candidates.length) return undefined;
  // The earliest match wins; at the same place, the most precise one (listed first).
  return candidates.reduce((best, c) => (c.at < best.at ? c : best)).value;
}
