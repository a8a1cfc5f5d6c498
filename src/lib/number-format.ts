/**
 * @module
 * How numbers are written for people, in English whatever the machine's locale, so the server
 * HTML, the build output and the browser agree.
 */
const integer = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
const twoDecimals = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const threeSignificant = new Intl.NumberFormat('en', { maximumSignificantDigits: 3 });
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 83491249 → "83,491,249". */
export const formatInteger = (n: number): string => integer.format(n);

/**
 * 357588.5 → "357,588.5": at most two decimals, but three significant digits below 1, as the
 * dataset keeps densities (Antarctica's 0.0000214 must not read as 0).
 */
export const formatDecimal = (n: number): string => (n !== 0 && Math.abs(n) < 1 ? threeSignificant.format(n) : twoDecimals.format(n));

/** Short labels for chart axes and bars: 8.1B, 84.1M, 357.1K. */
export const formatCompact = (n: number): string => compact.format(n);
