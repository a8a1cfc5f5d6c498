/**
 * Reads an XML document of the API back into the JSON shape, by the rules published at the
 * top of src/formats/xml.ts: arrays as `<item>` children, odd keys as `<entry key>`, null as
 * `nil="true"`, scalars as text. Written apart from the serializer so it checks it.
 */
import { XMLParser } from 'fast-xml-parser';

/** A JSON value as XML can carry it: scalars are text, empty containers an empty string. */
export type XmlShape = string | null | XmlShape[] | { [key: string]: XmlShape };

type Parsed = string | { [name: string]: Parsed | Parsed[] };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  // Decodes character references such as &#13; besides the five predefined entities.
  htmlEntities: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && (name === 'item' || name === 'entry'),
});

/** The root element's name and its content read back. */
export function readXml(xml: string): { root: string[]; value: XmlShape } {
  const parsed = parser.parse(xml) as Record<string, Parsed>;
  const root = Object.keys(parsed);
  return { root, value: fromElement(parsed[root[0] ?? ''] ?? '') };
}

const asArray = (value: Parsed | Parsed[]): Parsed[] => (Array.isArray(value) ? value : [value]);

function fromElement(element: Parsed | Parsed[]): XmlShape {
  if (typeof element === 'string') return element;
  if (Array.isArray(element)) throw new Error('an element repeated outside <item> or <entry>');
  if (element['@_nil'] === 'true') return null;
  const { item, entry, '#text': text, ...children } = element;
  if (item !== undefined) return asArray(item).map(fromElement);
  if (text !== undefined) return fromElement(text);
  const object: { [key: string]: XmlShape } = {};
  for (const [name, child] of Object.entries(children)) if (!name.startsWith('@_')) object[name] = fromElement(child);
  for (const e of asArray(entry ?? [])) {
    if (typeof e === 'string' || Array.isArray(e) || typeof e['@_key'] !== 'string') throw new Error('<entry> without a key');
    const { '@_key': key, ...content } = e;
    object[key] = Object.keys(content).length === 0 ? '' : fromElement(content);
  }
  return Object.keys(object).length === 0 ? '' : object;
}

// Characters XML 1.0 cannot carry; the rules say they are dropped.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** What the XML of a JSON value should read back as. */
export function xmlShapeOf(value: unknown): XmlShape {
  if (value === null) return null;
  if (Array.isArray(value)) return value.length === 0 ? '' : value.map(xmlShapeOf);
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? '' : Object.fromEntries(entries.map(([k, v]) => [k, xmlShapeOf(v)]));
  }
  return typeof value === 'string' ? value.replace(NOT_XML_CHAR, '') : JSON.stringify(value);
}

/** The first place two shapes differ, as `path: got … expected …`, or undefined. */
export function firstDifference(got: XmlShape, want: XmlShape, at = ''): string | undefined {
  const here = at || '(root)';
  if (typeof got !== 'object' || typeof want !== 'object' || got === null || want === null || Array.isArray(got) !== Array.isArray(want)) {
    return got === want ? undefined : `${here}: got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`;
  }
  const keys = new Set([...Object.keys(got), ...Object.keys(want)]);
  for (const key of keys) {
    const g = (got as Record<string, XmlShape>)[key];
    const w = (want as Record<string, XmlShape>)[key];
    if (g === undefined || w === undefined) return `${at ? `${at}.` : ''}${key}: ${g === undefined ? 'missing' : 'unexpected'}`;
    const difference = firstDifference(g, w, at ? `${at}.${key}` : key);
    if (difference) return difference;
  }
  return undefined;
}
