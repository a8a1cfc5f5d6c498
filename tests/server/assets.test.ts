/**
 * The Node server's asset store keeps compressed files as their br and gzip variants and
 * inflates the identity body when a client asks for it: the bytes must be the file's own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflatedBodies, loadAssets } from '../../src/server/assets-fs.ts';
import { outDir } from '../helpers.ts';
import { TEST_CACHE_DIR } from './server-app.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('inflatedBodies', () => {
  it('gives back the bytes that were compressed, the same buffer while it is kept', () => {
    const inflate = inflatedBodies(1024);
    const gzip = gzipSync(bytes('{"name":"Germany"}'));
    const first = inflate(gzip);
    expect(new TextDecoder().decode(first)).toBe('{"name":"Germany"}');
    expect(inflate(gzip)).toBe(first);
  });

  it('drops the oldest bodies past its byte budget, and inflates them again when asked', () => {
    const inflate = inflatedBodies(250);
    const [a, b, c] = ['a', 'b', 'c'].map((letter) => gzipSync(bytes(letter.repeat(100))));
    const bodyA = inflate(a!);
    const bodyB = inflate(b!);
    inflate(c!); // 300 bytes: a goes
    expect(inflate(b!)).toBe(bodyB);
    const againA = inflate(a!);
    expect(againA).not.toBe(bodyA);
    expect(againA).toEqual(bodyA);
  });

  it('keeps the body just inflated even when it alone is over the budget', () => {
    const inflate = inflatedBodies(10);
    const gzip = gzipSync(bytes('x'.repeat(100)));
    expect(inflate(gzip)).toBe(inflate(gzip));
  });
});

describe('loadAssets', () => {
  const assets = loadAssets(outDir(), TEST_CACHE_DIR, 64 * 1024);

  it.each(['api/country/DE.json', 'api/countries/region/europe/population-desc/1.json', 'api/export/countries.xml', 'index.html', 'country/DE/index.html'])(
    'serves %s as the file’s own bytes, with a gzip variant kept and the identity body inflated from it',
    (path) => {
      const asset = assets.get(path)!;
      expect(asset.encoded.gzip).toBeDefined();
      expect(Buffer.from(asset.body).equals(readFileSync(join(outDir(), path)))).toBe(true);
    },
  );
});
