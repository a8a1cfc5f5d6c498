/**
 * @module
 * Text and attribute values for the XML writer (xml.ts), escaped here: every `&`, `<` and `>`,
 * and in attribute values `"` and `'`, become references, so data that
 * looks like markup or an entity (`AT&amp;T`, `&nbsp;`) comes back exactly as it was.
 */

// Everything outside XML 1.0's Char production: C0 controls other than tab, LF and
// CR, lone surrogates, U+FFFE and U+FFFF. No escape can represent them, so they go.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
// Most texts need nothing done: one test spares them every replacement below.
const NEEDS_WORK = /[^\t\n\u0020-\u0025\u0027-\u003B\u003D\u003F-\uD7FF\uE000-\uFFFD]/;

/** Removes the characters XML 1.0 cannot carry at all. */
export function dropInvalidXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/**
 * Text content. CR becomes a character reference because parsers turn a literal CR (or CRLF)
 * into LF.
 */
export function xmlText(text: string): string {
  if (!NEEDS_WORK.test(text)) return text;
  return dropInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
}

/**
 * An attribute value, between double quotes. Tab, LF and CR also become references because
 * attribute-value normalization turns literal ones into spaces; `'` is written `&apos;`.
 */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/"/g, '&quot;').replace(/'/g, '&apos;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}
