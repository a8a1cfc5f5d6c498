/**
 * @module
 * XML: an element-based mirror of the JSON body. The rules, as published in the API
 * reference:
 *
 * - The root element is the document's `xmlRoot` (`country`, `countries`, `stats`).
 * - An object key that is a plain element name (ASCII letter or `_` first, then
 *   letters, digits, `-`, `_`, `.`; not starting with `xml` in any case; not `item`
 *   or `entry`) becomes an element of that name: `<cca2>CH</cca2>`.
 * - Any other key becomes `<entry key="the key">…</entry>`.
 * - An array becomes a sequence of `<item>` children inside its key's element; a
 *   top-level array body gives `<countries><item>…</item>…</countries>`.
 * - Scalars become text: booleans `true`/`false`, numbers in their JavaScript string
 *   form. `null` becomes an empty element with `nil="true"`.
 * - An empty string, an empty array and an empty object are all an empty element.
 * - Characters XML 1.0 cannot carry (most C0 controls, lone surrogates, U+FFFE,
 *   U+FFFF) are dropped; CR is kept as `&#13;`.
 */
import type { ApiDocument, JsonValue } from './document.ts';
import type { Format } from './registry.ts';
import { isElementName } from './xml-name.ts';
import { xmlAttribute, xmlText } from './xml-text.ts';
import { scalarText } from './scalar.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

/** The XML format: UTF-8, no indentation (files are served gzipped). */
export const xmlFormat: Format = {
  extension: 'xml',
  contentType: CONTENT_TYPES.xml,
  canRender: () => true,
  render: renderXml,
};

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** Writes the body under `doc.xmlRoot`; throws if the root is not a plain element name. */
function renderXml(doc: ApiDocument): string {
  if (!isElementName(doc.xmlRoot)) {
    throw new Error(`XML root must be a plain element name, got ${JSON.stringify(doc.xmlRoot)}`);
  }
  return DECLARATION + element(doc.xmlRoot, doc.body);
}

/**
 * One element, written as text: `<name>…</name>`, `<name/>` when it has no content, and for
 * an `entry` its key as an attribute. Texts and attribute values are escaped by xml-text.ts;
 * names are plain element names (xml-name.ts) or `item` and `entry`.
 */
function element(name: string, value: JsonValue, key?: string): string {
  const start = key === undefined ? `<${name}` : `<${name} key="${xmlAttribute(key)}"`;
  if (value === null) return `${start} nil="true"/>`;
  let content = '';
  if (Array.isArray(value)) {
    for (const item of value) content += element('item', item);
  } else if (typeof value === 'object') {
    for (const k in value) content += isElementName(k) ? element(k, value[k] ?? null) : element('entry', value[k] ?? null, k);
  } else {
    content = xmlText(scalarText(value));
  }
  return content === '' ? `${start}/>` : `${start}>${content}</${name}>`;
}
