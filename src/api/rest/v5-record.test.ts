/**
 * The REST Countries v5 record: every one of ours passes the v5 client's own strict schema
 * (`countrySchema` of @yusifaliyevpro/countries, which refuses any key it does not know), and the
 * derived fields hold what docs/rest-countries.md says they do.
 */
import { countrySchema } from '@yusifaliyevpro/countries';
import { describe, expect, it } from 'vitest';
import { createApi } from '../context.ts';
import { builtDataset } from '../../../tests/helpers.ts';
import { toRestV5 } from './v5-record.ts';

const api = createApi(builtDataset(), { siteUrl: 'https://countries.example', basePath: '' });
const v5 = (cca2: string) => toRestV5(api, api.byCode.get(cca2)!);

describe('the v5 record', () => {
  it("passes the v5 client's strict schema, every one", () => {
    const refused = api.countries.flatMap((c) => {
      const result = countrySchema.safeParse(toRestV5(api, c));
      return result.success ? [] : [`${c.cca2}: ${result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`];
    });
    expect(refused).toEqual([]);
  });

  it('writes the flag as emoji, HTML references and code points, with absolute URLs', () => {
    expect(v5('DE').flag).toMatchObject({
      emoji: '🇩🇪',
      html_entity: '&#127465;&#127466;',
      unicode: 'U+1F1E9 U+1F1EA',
      url_png: 'https://countries.example/flags/DE.png',
      url_svg: 'https://countries.example/flags/DE.svg',
    });
  });

  it("gives the flag's colours as measured: Germany's black, red and gold in thirds", () => {
    const { palette, swatches } = v5('DE').flag.colors;
    expect(palette).toEqual([
      { hex: '#000000', proportion: 0.3333 },
      { hex: '#dd0000', proportion: 0.3333 },
      { hex: '#ffce00', proportion: 0.3333 },
    ]);
    expect(swatches.vibrant).toBe('#ffce00');
    expect(v5('JP').flag.colors).toMatchObject({ prominent: '#ffffff', palette: [{ hex: '#ffffff' }, { hex: '#bc002d' }] });
  });

  it('converts the area to square miles', () => {
    expect(v5('DE').area).toEqual({ kilometers: 357114, miles: 137882.49 });
  });

  it("takes ISO 639-2 codes from ISO 639-3's tables, bibliographic and terminological", () => {
    expect(v5('DE').languages).toEqual([
      { bcp47: 'de', iso639_1: 'de', iso639_2b: 'ger', iso639_2t: 'deu', iso639_3: 'deu', name: 'German', native_name: 'Deutsch' },
    ]);
  });

  it('says what our capital roles say of each capital, the first one primary', () => {
    const [official, administrative] = v5('BO').capitals;
    expect(official).toMatchObject({ name: 'Sucre', attributes: { constitutional: true, primary: true, administrative: false } });
    expect(administrative).toMatchObject({ name: 'La Paz', attributes: { administrative: true, executive: true, primary: false } });
  });

  it('gives every country its own stable UUID, a name-based UUID of the alpha-3 code', () => {
    const uuids = api.countries.map((c) => toRestV5(api, c).uuid);
    expect(new Set(uuids).size).toBe(api.countries.length);
    const elsewhere = createApi(builtDataset());
    expect(toRestV5(elsewhere, elsewhere.byCode.get('DE')!).uuid).toBe(v5('DE').uuid);
    expect(v5('DE').uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("carries REST Countries' region and sub-region", () => {
    expect(v5('AT')).toMatchObject({ region: 'Europe', subregion: 'Central Europe' });
    expect(v5('AQ')).toMatchObject({ region: 'Antarctic', subregion: '' });
  });

  it("takes the Factbook's codes, government type and leaders", () => {
    expect(v5('DE').codes).toMatchObject({ fips: 'GM', gec: 'GM' });
    expect(v5('DE').government_type).toBe('federal parliamentary republic');
    const leaders = v5('DE').leaders.map((l) => [l.title, l.attributes.head_of_state, l.attributes.head_of_government, l.uuid]);
    expect(leaders).toEqual([
      ['President', true, false, null],
      ['Chancellor', false, true, null],
    ]);
  });

  it('gives the leaders in office on the as-of date, leaving out a holder no source names', () => {
    expect(v5('CL').leaders.map((l) => l.name)).toEqual(api.byCode.get('CL')!.government!.leaders.map((l) => l.name));
    const unnamed = api.countries.find((c) => c.government?.leaders.some((l) => l.name === null))!;
    expect(v5(unnamed.cca2).leaders).toHaveLength(unnamed.government!.leaders.filter((l) => l.name !== null).length);
  });

  it('says what a dependency depends on, and who observes at the UN', () => {
    expect(v5('GL').classification).toMatchObject({ dependency: true, sovereign: false });
    expect(v5('GL').parent).toEqual({ alpha_2: 'DK', alpha_3: 'DNK' });
    expect(v5('DE').parent).toEqual({ alpha_2: '', alpha_3: '' });
    expect(v5('VA').classification).toMatchObject({ un_observer: true, un_member: false });
    expect(v5('XK').classification).toMatchObject({ disputed: true, sovereign: false, iso_status: 'user-assigned' });
  });

  it("takes CLDR's conventions and the government fiscal year of 2024", () => {
    expect(v5('US')).toMatchObject({ units: { measurement_system: 'imperial', temperature_scale: 'Fahrenheit' } });
    expect(v5('DE').number_format).toEqual({ decimal_separator: ',', thousands_separator: '.' });
    expect(v5('US').date.fiscal_year_start.government).toEqual({ day: 1, month: 10 });
    expect(v5('AQ').date.fiscal_year_start.government).toEqual({ day: 0, month: 0 });
  });

  it("gives the fields no source of ours has v5's unknown value", () => {
    const r = v5('FR');
    expect([r.assets, r.links.official, r.links.wikipedia, r.date.academic_year_start, r.date.fiscal_year_start.personal]).toEqual([
      [],
      '',
      '',
      { day: 0, month: 0 },
      { day: 0, month: 0 },
    ]);
    expect(r.date.fiscal_year_start.corporate).toEqual({ basis: '', day: 0, month: 0 });
  });
});
