import { describe, expect, it } from 'vitest';
import type { ApiDocument } from './document.ts';
import { formatFor, formats, renderAs, type Format } from './registry.ts';
import { DOCUMENT_FORMATS, FORMAT_EXTENSIONS } from './extensions.ts';

const doc: ApiDocument = {
  body: { cca2: 'CH', name: { common: 'Switzerland' }, tld: ['.ch'] },
  rows: [{ cca2: 'CH', name: { common: 'Switzerland' }, tld: ['.ch'] }],
  xmlRoot: 'country',
};

describe('registry', () => {
  it.each([
    ['json', 'application/json; charset=utf-8'],
    ['csv', 'text/csv; charset=utf-8; header=present'],
    ['xml', 'application/xml; charset=utf-8'],
    ['geojson', 'application/geo+json'],
  ])('resolves %s with its exact content type', (extension, contentType) => {
    const format = formatFor(extension);
    expect(format?.extension).toBe(extension);
    expect(format?.contentType).toBe(contentType);
  });

  it('lists every registered format in FORMAT_EXTENSIONS', () => {
    expect(Object.keys(formats).sort()).toEqual([...FORMAT_EXTENSIONS].sort());
    for (const extension of FORMAT_EXTENSIONS) expect(formatFor(extension)).toBe(formats[extension]);
  });

  it.each(['yaml', 'JSON', '.json', '', 'toString', '__proto__', 'constructor'])('returns undefined for %j', (extension) => {
    expect(formatFor(extension)).toBeUndefined();
  });

  it('renders every document format to a non-empty string', () => {
    for (const extension of DOCUMENT_FORMATS) expect(formats[extension].render(doc)).not.toBe('');
  });
});

describe('json', () => {
  it('writes the body compactly', () => {
    expect(formats.json.render(doc)).toBe('{"cca2":"CH","name":{"common":"Switzerland"},"tld":[".ch"]}');
  });

  it('writes a top-level array or scalar body as is', () => {
    expect(formats.json.render({ ...doc, body: [1, null, 'x'] })).toBe('[1,null,"x"]');
    expect(formats.json.render({ ...doc, body: null })).toBe('null');
  });
});

describe('what a format can render', () => {
  it('is any answer for the document formats', () => {
    expect(DOCUMENT_FORMATS.filter((ext) => !formats[ext].canRender(doc))).toEqual([]);
  });

  it('is, for GeoJSON, only an answer whose body is a GeoJSON object', () => {
    const feature: ApiDocument = { body: { type: 'Feature', geometry: null, properties: { cca2: 'CH' } }, rows: [], xmlRoot: 'shape' };
    expect(formats.geojson.canRender(feature)).toBe(true);
    expect(renderAs(formats.geojson, feature)).toBe(JSON.stringify(feature.body));
    expect(formats.geojson.canRender({ ...feature, body: { type: 'Topology', objects: {} } })).toBe(false);
    expect(formats.geojson.canRender(doc)).toBe(false);
    expect(formats.geojson.canRender({ ...doc, body: [{ type: 'Feature' }] })).toBe(false);
    expect(() => renderAs(formats.geojson, doc)).toThrow(/geojson format cannot render this answer \(xmlRoot country\)/);
  });

  it('is checked before rendering: a format that cannot render an answer names it', () => {
    const shapesOnly: Format = { ...formats.json, canRender: () => false };
    expect(() => renderAs(shapesOnly, doc)).toThrow(/json format cannot render this answer \(xmlRoot country\)/);
    expect(renderAs(formats.json, doc)).toBe(JSON.stringify(doc.body));
  });
});
