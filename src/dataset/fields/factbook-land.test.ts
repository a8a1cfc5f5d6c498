import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../../tests/helpers.ts';
import { fieldText } from './factbook-text.ts';
import { placeName, readCoastline, readElevation } from './factbook-land.ts';

describe('readElevation: every form of the Factbook’s elevation entries', () => {
  it.each([
    ['a place and its metres', 'Zugspitze 2,963 m', 'Zugspitze', 2963],
    ['below sea level', 'Neuendorf bei Wilster -3.5 m', 'Neuendorf bei Wilster', -3.5],
    ['a remark after the figure', 'Nevado Ojos del Salado 6,893 m (highest volcano in the world)', 'Nevado Ojos del Salado', 6893],
    ['the unit left out (the entry is in metres)', 'Mont Blanc 4,810', 'Mont Blanc', 4810],
    [
      'a remark with a semicolon in brackets before the figure',
      'Cerro Aconcagua (located in the northwestern corner of the province of Mendoza; highest point in South America) 6,962 m',
      'Cerro Aconcagua',
      6962,
    ],
    ['a note on the next line', 'Pik Khan-Tengri 7,010 m\nnote - the northern most 7,000 meter peak in the World', 'Pik Khan-Tengri', 7010],
    ['a note after a semicolon', 'Aoraki/Mount Cook 3,724 m; note - the mountain’s height was 3,764 m until 14 December 1991', 'Aoraki/Mount Cook', 3724],
    ['a location after a semicolon', 'unnamed elevation 675 m; located 2.5 km southeast of the town of Kotopounga', 'unnamed elevation', 675],
    ['another name in brackets, kept', 'Sapitwa (Mount Mlanje) 3,002 m', 'Sapitwa (Mount Mlanje)', 3002],
    ['a place given by its distance from another', '250 m SW of Mount Flagstaff summit, 383 m', '250 m SW of Mount Flagstaff summit', 383],
    [
      'several islands: the highest',
      'Queen Mary’s Peak on Tristan da Cunha 2,060 m; Green Mountain on Ascension Island 859 m; Diana’s Peak on Saint Helena Island 818 m',
      'Queen Mary’s Peak on Tristan da Cunha',
      2060,
    ],
    [
      'several islands, the highest not first',
      'Baker Island, unnamed location 8 m; Johnston Atoll, Sand Island 10 m; Kingman Reef, unnamed location 2 m',
      'Johnston Atoll, Sand Island',
      10,
    ],
  ])('%s: %j', (_form, text, name, metres) => {
    expect(readElevation(text)).toEqual({ name, metres });
  });

  it('takes the lowest of several places for a lowest point, and drops a remark holding a figure from the name', () => {
    expect(readElevation('Baker Island, unnamed location 8 m; Kingman Reef, unnamed location 2 m', 'lowest')).toEqual({
      name: 'Kingman Reef, unnamed location',
      metres: 2,
    });
    expect(readElevation('Vpadina Akchanaya (the lake has dropped as low as -110 m) -81 m', 'lowest')).toEqual({ name: 'Vpadina Akchanaya', metres: -81 });
  });

  it.each([
    ['a bound, not a value', 'Denman Glacier more than -3,500 m (-11,500 ft) below sea level'],
    ['a past height', 'Soufriere Hills volcano pre-eruption height was 915 m; current lava dome is subject to periodic build up and collapse'],
    ['no figure', 'unnamed location'],
  ])('does not read %s: %j', (_form, text) => {
    expect(readElevation(text)).toBeUndefined();
  });

  it('keeps names in brackets and drops descriptions', () => {
    expect(placeName('Kilimanjaro (highest point in Africa)')).toBe('Kilimanjaro');
    expect(placeName('Mt. Fogo (a volcano on Fogo Island)')).toBe('Mt. Fogo');
    expect(placeName('Pico de Teide (Tenerife) on Canary Islands')).toBe('Pico de Teide (Tenerife) on Canary Islands');
  });
});

describe('readCoastline: every form of the Factbook’s coastline entries', () => {
  it.each([
    ['a length', '2,389 km', 2389],
    ['landlocked', '0 km (landlocked)', 0],
    ['its parts in brackets', '3,208 km (Caribbean Sea 1,760 km, North Pacific Ocean 1,448 km)', 3208],
    ['parts with semicolons', '2,234 km (mainland on Red Sea 1,151 km; islands in Red Sea 1,083 km)', 2234],
    ['what it leaves out, said', '3,444 km (excludes islands)', 3444],
    ['one line per island: their sum', 'Baker Island: 4.8 km\nHowland Island: 6.4 km\nJarvis Island: 8 km', 19.2],
  ])('%s: %j', (_form, text, km) => {
    expect(readCoastline(text)).toBe(km);
  });

  it.each([
    ['a whole island shared with another territory', '58.9 km (for entire island)'],
    ['an island without a figure', 'Saint Helena: 60 km\nAscension Island: NA\nTristan da Cunha (island only): 34 km'],
    ['an island with nothing after it', 'Ile Amsterdam: 28 km\nIle Saint-Paul:'],
  ])('does not read %s: %j', (_form, text) => {
    expect(readCoastline(text)).toBeUndefined();
  });
});

describe('over the whole final edition', () => {
  it('leaves out only the forms it does not read on purpose', () => {
    const { factbook } = realSources();
    const dropped: string[] = [];
    for (const [gec, profile] of Object.entries(factbook)) {
      const coast = fieldText(profile, 'Geography', 'Coastline');
      if (coast && coast !== 'NA' && readCoastline(coast) === undefined) dropped.push(`${gec} coastline`);
      for (const which of ['highest', 'lowest'] as const) {
        const text = fieldText(profile, 'Geography', 'Elevation', `${which} point`);
        if (text && text !== 'NA' && readElevation(text, which) === undefined) dropped.push(`${gec} ${which}`);
      }
    }
    // Saint Martin and Sint Maarten: the whole island's; Saint Helena and the French Southern Territories: an island
    // without a figure; Antarctica: a bound; Montserrat: a past height; the US Minor Outlying Islands: one island's
    // height is a bound ("less than 13 m", above the 10 m of the highest other), so the highest is unknown.
    expect(dropped.sort()).toEqual(['ay lowest', 'fs coastline', 'mh highest', 'nn coastline', 'rn coastline', 'sh coastline', 'um highest']);
  });
});

describe('in the dataset', () => {
  it('has the six figures the parser dropped before: five highest points and Viet Nam’s coastline', () => {
    const geography = (cca2: string) => builtDataset().countries.find((c) => c.cca2 === cca2)!.geography;
    expect(['AR', 'FR', 'GR', 'KZ', 'EC'].map((c) => geography(c).highestPoint?.value)).toEqual([6962, 4810, 2917, 7010, 6267]);
    expect(geography('AR').highestPoint?.name).toBe('Cerro Aconcagua');
    expect(geography('VN').coastline?.value).toBe(3444);
    expect(geography('MF').coastline).toBeNull();
  });
});
