/**
 * @module
 * Figures as the Factbook writes them: "$62,800 (2024 est.)", "-0.13% (2025 est.)",
 * "81.9 years (2024 est.)", "3 deaths/1,000 live births", "$5.247 trillion (2024 est.)".
 * (Elevations and coastlines: factbook-land.ts.) A text is read only when it has exactly this shape; anything else is
 * left for the build to report.
 */

const SCALES: Readonly<Record<string, number>> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };

/** The year of a figure: "(2024 est.)" → 2024, "(2020-25 est.)" → 2025 (a period's last year), "(July 2020 est.)" → 2020. */
export function figureYear(text: string): number | null | undefined {
  const m = /\((?:[A-Za-z]+\.?\s+)?(\d{4})(?:\s*-\s*(\d{2,4}))?(?:\s+est\.)?\)/.exec(text);
  if (!m) return null;
  const start = Number(m[1]);
  if (!m[2]) return start;
  const end = m[2].length === 2 ? Math.floor(start / 100) * 100 + Number(m[2]) : Number(m[2]);
  return end >= start ? end : undefined;
}

export interface ReadNumber {
  value: number;
  /** The words after the number, before the year: "years", "deaths/1,000 live births", "% of GDP", "km". */
  unit: string;
  /** True when the number had a dollar sign. */
  dollars: boolean;
  year: number | null;
}

const NUMBER = String.raw`(-?)(\$)?\s?(-?\d{1,3}(?:,\d{3})+(?:\.\d+)?|-?\d+(?:\.\d+)?)`;
const FIGURE = new RegExp(String.raw`^${NUMBER}\s*(thousand|million|billion|trillion)?\s*([^()]*?)\s*(\([^()]*\d{4}[^()]*\))?\s*$`);

/** Reads "number [scale] [unit] [(year)]"; undefined when the text is anything else (a range, a list, a sentence). */
export function readNumber(text: string): ReadNumber | undefined {
  const m = FIGURE.exec(text.replace(/\s+/g, ' ').trim());
  if (!m) return undefined;
  const [, minus, dollar, digits, scale, unit, yearPart] = m;
  // Unit words hold no other number ("3 to 5%" is a range), except a rate's base ("/1,000").
  if (/\d/.test(unit!.replace(/\/1(00)?,000\b/, ''))) return undefined;
  const value = Number(digits!.replace(/,/g, '')) * (scale ? SCALES[scale]! : 1) * (minus ? -1 : 1);
  if (!Number.isFinite(value)) return undefined;
  const year = yearPart ? figureYear(yearPart) : null;
  if (year === undefined) return undefined;
  return { value: Number(value.toPrecision(15)), unit: unit!.trim(), dollars: Boolean(dollar), year };
}
