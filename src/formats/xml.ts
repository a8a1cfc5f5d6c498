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
import { create } from 'xmlbuilder2';
import type { ApiDocument, JsonValue } from './document.ts';
import type { Format } from './registry.ts';
import { isElementName } from './xml-name.ts';
import { xmlAttribute, xmlText } from './xml-text.ts';
import { scalarText } from './scalar.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

type Element = ReturnType<typeof create>;

/** The XML format: UTF-8, no indentation (files are served gzipped). */
export const xmlFormat: Format = {
  extension: 'xml',
  contentType: CONTENT_TYPES.xml,
  render: renderXml,
};

/** Writes the body under `doc.xmlRoot`; throws if the root is not a plain element name. */
function renderXml(doc: ApiDocument): string {
  if (!isElementName(doc.xmlRoot)) {
    throw new Error(`XML root must be a plain element name, got ${JSON.stringify(doc.xmlRoot)}`);
  }
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(doc.xmlRoot);
  writeValue(root, doc.body);
  return root.end({ prettyPrint: false });
}

// Elements are built one by one: the object-conversion API would need the body
// rewritten into its own conventions first, and still measured 10-20% slower.
function writeValue(element: Element, value: JsonValue): void {
  if (value === null) {
    element.att('nil', 'true');
  } else if (Array.isArray(value)) {
    for (const item of value) writeValue(element.ele('item'), item);
  } else if (typeof value === 'object') {
    for (const key in value) {
      const child = isElementName(key) ? element.ele(key) : element.ele('entry').att('key', xmlAttribute(key));
      writeValue(child, value[key] ?? null);
    }
  } else {
    const text = xmlText(scalarText(value));
    if (text !== '') element.txt(text);
  }
}
