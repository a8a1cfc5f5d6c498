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
import XMLBuilder from 'fast-xml-builder';
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
  render: renderXml,
};

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/**
 * fast-xml-builder's ordered form (`[{ name: [children], ':@': { attribute: value } }, { '#text': … }]`),
 * which keeps the body's keys in their order, plain elements and `entry` ones interleaved. Texts
 * and attribute values come escaped from xml-text.ts (`processEntities: false`); an element
 * without children is written `<name/>`.
 */
type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> };
const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', suppressEmptyNode: true, processEntities: false });

/** Writes the body under `doc.xmlRoot`; throws if the root is not a plain element name. */
function renderXml(doc: ApiDocument): string {
  if (!isElementName(doc.xmlRoot)) {
    throw new Error(`XML root must be a plain element name, got ${JSON.stringify(doc.xmlRoot)}`);
  }
  return DECLARATION + builder.build([element(doc.xmlRoot, doc.body)]);
}

function element(name: string, value: JsonValue, attributes?: Record<string, string>): XmlNode {
  const children: XmlNode[] = [];
  const node: XmlNode = { [name]: children };
  if (value === null) {
    node[':@'] = { ...attributes, nil: 'true' };
    return node;
  }
  if (attributes) node[':@'] = attributes;
  if (Array.isArray(value)) {
    for (const item of value) children.push(element('item', item));
  } else if (typeof value === 'object') {
    for (const key in value)
      children.push(isElementName(key) ? element(key, value[key] ?? null) : element('entry', value[key] ?? null, { key: xmlAttribute(key) }));
  } else {
    const text = xmlText(scalarText(value));
    if (text !== '') children.push({ '#text': text });
  }
  return node;
}
