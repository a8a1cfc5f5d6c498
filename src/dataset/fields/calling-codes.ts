/**
 * Calling codes from an `idd` pair, the rule REST Countries used:
 * the NANP root `+1` stands alone (its suffixes are area codes); otherwise a single suffix
 * completes the code, and several suffixes mean the root alone is the country code.
 */
export function callingCodes(idd: { root: string; suffixes: readonly string[] }): string[] {
  if (!idd.root) return [];
  if (idd.root === '+1') return ['+1'];
  if (idd.suffixes.length === 1) return [idd.root + idd.suffixes[0]];
  return [idd.root];
}
