import { XMLValidator } from 'fast-xml-parser';
import XMLBuilder from 'fast-xml-builder';
import fc from 'fast-check';
import { isElementName } from './xml-name.ts';
import { xmlText } from './xml-text.ts';
import { scalarText } from './scalar.ts';
import { readXml, xmlShapeOf } from '../../tests/contract/xml-back.ts';
import { describe, expect, it } from 'vitest';
import type { ApiDocument, JsonValue } from './document.ts';
import { xmlFormat } from './xml.ts';

function render(body: JsonValue, xmlRoot = 'doc'): string {
  const doc: ApiDocument = { body, rows: [], xmlRoot };
  return xmlFormat.render(doc);
}

/** Parses the XML and reads the root element back into the JSON shape by the XML rules. */
function parseBack(xml: string, xmlRoot = 'doc') {
  const { root, value } = readXml(xml);
  expect(root).toEqual([xmlRoot]);
  return value;
}

const expectedShape = xmlShapeOf;

const country: JsonValue = {
  cca2: 'CH',
  ccn3: '756',
  cioc: null,
  name: {
    common: 'Switzerland',
    official: 'Swiss Confederation',
    native: { deu: { common: 'Schweiz', official: 'Schweizerische Eidgenossenschaft' }, roh: { common: 'Svizra', official: 'Confederaziun svizra' } },
  },
  altSpellings: ['CH', 'Swiss Confederation', 'Schweiz'],
  capital: ['Bern'],
  population: 8654622,
  area: 41284.5,
  latlng: [47, 8],
  landlocked: true,
  independent: true,
  unMember: false,
  borders: [],
  demonyms: {},
  languages: [
    { iso639_3: 'deu', iso639_1: 'de', name: 'German', nativeName: 'Deutsch' },
    { iso639_3: 'roh', iso639_1: null, name: 'Romansh', nativeName: null },
  ],
  translations: { ara: { common: 'سويسرا' }, jpn: { common: 'スイス' }, fra: { common: 'Côte d\'Ivoire & "Suisse" <ok>' } },
  gini: { value: 33.1, year: 2018 },
  flag: { emoji: '🇨🇭' },
};

describe('xml', () => {
  it.each<[string, JsonValue]>([
    ['a country record', country],
    ['a top-level array', [country, { cca2: 'LI', gini: null }]],
    ['a scalar body', 42],
    ['a null body', null],
    ['nested arrays', { grid: [[1, 2], [], [null, 'x']] }],
    ['odd keys', { '1st': 'a', 'two words': 'b', xmlns: 'c', XMLish: 'd', 'a:b': 'e', é: 'f', '': 'g', item: 'h', entry: 'i' }],
    ['text that looks like markup or entities', { t: 'AT&amp;T &nbsp; &#38; & < > ]]> "\'' }],
    ['line breaks and whitespace', { crlf: 'a\r\nb', cr: 'a\rb', lf: 'a\nb', tab: '\tx\t', spaces: '  two  ' }],
  ])('mirrors %s', (_title, body) => {
    const xml = render(body);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parseBack(xml)).toEqual(expectedShape(body));
  });

  it('writes the declaration and the root element', () => {
    expect(render({ cca2: 'CH' }, 'country')).toBe('<?xml version="1.0" encoding="UTF-8"?><country><cca2>CH</cca2></country>');
  });

  it('writes a top-level array as item children of the root', () => {
    expect(render(['a', 'b'], 'countries')).toBe('<?xml version="1.0" encoding="UTF-8"?><countries><item>a</item><item>b</item></countries>');
  });

  it('writes booleans and numbers in their JS string form', () => {
    expect(render({ t: true, f: false, n: 1402112000, x: -0.25 })).toContain('<t>true</t><f>false</f><n>1402112000</n><x>-0.25</x>');
  });

  it('writes null as an empty element with nil="true"', () => {
    expect(render({ gini: null, list: [null] })).toContain('<gini nil="true"/><list><item nil="true"/></list>');
  });

  it.each([
    ['starts with a digit', '1st'],
    ['contains a space', 'two words'],
    ['starts with xml', 'xmlLang'],
    ['contains a colon', 'a:b'],
    ['is not ASCII', 'café'],
    ['is empty', ''],
    ['is a structural name', 'item'],
  ])('writes a key that %s as <entry key=...>', (_title, key) => {
    expect(render({ [key]: 'v' })).toContain(`<entry key="${key}">v</entry>`);
  });

  it.each([
    ['a<b', 'a&lt;b'],
    ['a>b', 'a&gt;b'],
    ['a&b', 'a&amp;b'],
    ['a\rb', 'a&#13;b'],
    ['a\u0001b', 'ab'],
    ['it\'s "quoted"', 'it\'s "quoted"'],
  ])('escapes the one character of %j that needs it, alone in its text', (text, written) => {
    expect(render({ t: text })).toContain(`<t>${written}</t>`);
  });

  it('escapes quotes, ampersands and line breaks in entry keys', () => {
    const xml = render({ 'say "a&b"\n': 'v' });
    expect(xml).toContain('<entry key="say &quot;a&amp;b&quot;&#10;">v</entry>');
    expect(parseBack(xml)).toEqual({ 'say "a&b"\n': 'v' });
  });

  it('drops characters XML 1.0 cannot carry and stays well-formed', () => {
    const body = { t: 'a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi\uD800j\uDFFFk', [`k\u0002ey`]: 'v\u0007', emoji: '😀' };
    const xml = render(body);
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(parseBack(xml)).toEqual({ t: 'abcdefghijk', key: 'v', emoji: '😀' });
  });

  it('rejects a root name that is not a plain element name', () => {
    expect(() => render({}, 'two words')).toThrow(/root/);
  });

  it('writes what fast-xml-builder writes from the same elements (its ordered form, texts escaped beforehand), byte for byte', () => {
    // The rules above, as fast-xml-builder's ordered input: the way the API's XML was written before.
    type XmlNode = { [name: string]: XmlNode[] | string | Record<string, string> };
    const builder = new XMLBuilder({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '', suppressEmptyNode: true, processEntities: false });
    const escapedKey = (key: string) => xmlText(key).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
    const node = (name: string, value: JsonValue, attributes?: Record<string, string>): XmlNode => {
      const children: XmlNode[] = [];
      const n: XmlNode = { [name]: children };
      if (value === null) return { ...n, ':@': { ...attributes, nil: 'true' } };
      if (attributes) n[':@'] = attributes;
      if (Array.isArray(value)) for (const item of value) children.push(node('item', item));
      else if (typeof value === 'object')
        for (const k in value) children.push(isElementName(k) ? node(k, value[k] ?? null) : node('entry', value[k] ?? null, { key: escapedKey(k) }));
      else if (xmlText(scalarText(value)) !== '') children.push({ '#text': xmlText(scalarText(value)) });
      return n;
    };
    const key = fc.oneof(fc.constantFrom('cca2', 'name', 'item', 'entry', 'xmlns', 'a:b', '1st', "d'Ivoire", 'say "a&b"\n', '\t', ''), fc.string());
    const json = fc.letrec<{ value: JsonValue }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constant(null),
        fc.boolean(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.string({ unit: 'binary' }),
        fc.array(tie('value')),
        fc.dictionary(key, tie('value')),
      ),
    })).value;
    fc.assert(
      fc.property(json, (body) => {
        expect(render(body)).toBe('<?xml version="1.0" encoding="UTF-8"?>' + builder.build([node('doc', body)]));
      }),
      { numRuns: 500 },
    );
  });
});
