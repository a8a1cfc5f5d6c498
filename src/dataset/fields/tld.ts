/**
 * Top-level domains with the dot first. The source stores eight right-to-left IDN TLDs
 * (AE, DZ, IR, JO, MA, PS, QA, SY) with the dot at the end, as typed in a bidi editor.
 */
export function normaliseTld(tld: string): string {
  const trimmed = tld.trim();
  if (trimmed.startsWith('.')) return trimmed;
  if (trimmed.endsWith('.')) return '.' + trimmed.slice(0, -1);
  return '.' + trimmed;
}
