/**
 * @module
 * Prepares strings for xmlbuilder2, which escapes `<`, `>` and `"` but leaves any `&`
 * that looks like an entity or character reference alone (so `&amp;` in data would
 * come back as `&`, and `&nbsp;` would break the document). Escaping every `&`
 * first makes each one look like `&amp;`, which the builder then passes through.
 */

// Everything outside XML 1.0's Char production: C0 controls other than tab, LF and
// CR, lone surrogates, U+FFFE and U+FFFF. No escape can represent them, so they go.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Removes the characters XML 1.0 cannot carry at all. */
export function dropInvalidXmlChars(text: string): string {
  return text.replace(NOT_XML_CHAR, '');
}

/**
 * Text content for the builder. CR becomes a character reference because parsers
 * turn a literal CR (or CRLF) into LF.
 */
export function xmlText(text: string): string {
  return dropInvalidXmlChars(text).replace(/&/g, '&amp;').replace(/\r/g, '&#13;');
}

/**
 * An attribute value for the builder. Tab, LF and CR also become references because
 * attribute-value normalization turns literal ones into spaces.
 */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
}
