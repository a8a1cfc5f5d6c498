import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { datasetJson } from './dataset-fs.ts';

describe('datasetJson', () => {
  it('writes what JSON.stringify writes, parts made once or replaced alike', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.oneof(fc.jsonValue(), fc.constant(undefined))), fc.string(), (object, replacedKey) => {
        expect(datasetJson(object)).toBe(JSON.stringify(object));
        // A second time, from the parts' texts already made.
        expect(datasetJson(object)).toBe(JSON.stringify(object));
        // Own keys only: `in` would also find inherited ones ('toString', '__proto__'), which fast-check tries.
        expect(datasetJson(object, { [replacedKey]: {} })).toBe(JSON.stringify(Object.hasOwn(object, replacedKey) ? { ...object, [replacedKey]: {} } : object));
      }),
    );
  });

  it('replaces a part named as an inherited property only where the object has it', () => {
    expect(datasetJson({ a: 1 }, { toString: {}, ['__proto__']: {} })).toBe('{"a":1}');
  });

  it('replaces only the parts named, whatever their names', () => {
    const object = { toString: [1], constructor: 'c', factbook: { DE: [] } };
    expect(datasetJson(object, { factbook: {} })).toBe('{"toString":[1],"constructor":"c","factbook":{}}');
  });
});
