import { describe, expect, it } from 'vitest';
import { demonymsOf } from './demonyms.ts';

describe('demonymsOf', () => {
  it('keeps world-countries’ demonyms and fills a language it lacks from REST Countries', () => {
    expect(
      demonymsOf({ eng: { f: 'German', m: 'German' } }, [
        { lang: 'eng', male: 'Teutonic', female: 'Teutonic' },
        { lang: 'fra', male: 'Allemand', female: 'Allemande' },
      ]),
    ).toEqual({ eng: { f: 'German', m: 'German' }, fra: { f: 'Allemande', m: 'Allemand' } });
  });

  it('leaves out empty entries from either source (Bouvet Island has none)', () => {
    expect(demonymsOf({ eng: { f: '', m: '' } }, [{ lang: 'fra', male: '', female: '' }])).toEqual({});
  });

  it('takes REST Countries’ entry when world-countries’ is empty', () => {
    expect(demonymsOf({ fra: { f: ' ', m: '' } }, [{ lang: 'fra', male: 'Manxois', female: 'Manxoise' }])).toEqual({ fra: { f: 'Manxoise', m: 'Manxois' } });
  });
});
