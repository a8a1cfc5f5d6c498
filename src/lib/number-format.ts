/**
 * @module
 * How numbers are written for people, in English whatever the machine's locale, so the server
 * HTML, the build output and the browser agree.
 */
const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const threeSignificant = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });
const twoSignificant = new Intl.NumberFormat('en', { maximumSignificantDigits: 2 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** "1st", "2nd", "23rd", "111th". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 83491249 → "83,491,249". */
export const formatInteger = (n: number): string => integer.format(n);

/**
 * 357588.5 → "357,588.5": at most two decimals, but three significant digits below 1, as the
 * dataset keeps densities (Antarctica's 0.0000214 must not read as 0).
 */
export const formatDecimal = (n: number): string => (n !== 0 && Math.abs(n) < 1 ? threeSignificant.format(n) : twoDecimals.format(n));

/** Short labels for chart axes and bars: 8.1B, 84.1M, 357.1K. */
export const formatCompact = (n: number): string => compact.format(n);

/**
 * An area in km² as people read it: whole km² from 100 up (no survey is exact to the hectare,
 * and a sum of them is not either: 150,147,225, not 150,147,224.66), two decimals below
 * (Monaco 2.02, Vatican City 0.49).
 */
export const formatAreaFigure = (km2: number): string => (Math.abs(km2) >= 100 ? integer.format(km2) : twoDecimals.format(km2));

/**
 * Inhabitants per km² with the precision that means something: whole from 10, one decimal
 * from 1, two significant digits below (Greenland 0.14), and "< 0.01" for the emptiest
 * (Antarctica's 0.0000214 reads as nothing more useful).
 */
export function formatDensityFigure(perKm2: number): string {
  if (perKm2 === 0) return '0';
  if (perKm2 < 0.01) return '< 0.01';
  if (perKm2 < 1) return twoSignificant.format(perKm2);
  return perKm2 < 10 ? oneDecimal.format(perKm2) : integer.format(perKm2);
}
