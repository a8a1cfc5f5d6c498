import { describe, expect, it } from 'vitest';
import { displayName, leadersOf, readPerson } from './factbook-leaders.ts';

describe('displayName', () => {
  it.each([
    ['Frank-Walter STEINMEIER', 'Frank-Walter Steinmeier'],
    ['CHARLES III', 'Charles III'],
    ['XI Jinping', 'Xi Jinping'],
    ['LI Qiang', 'Li Qiang'],
    ['Donald J. TRUMP', 'Donald J. Trump'],
    ['JD VANCE', 'JD Vance'],
    ['Alexander VAN DER BELLEN', 'Alexander Van der Bellen'],
    ['Marcelo REBELO DE SOUSA', 'Marcelo Rebelo de Sousa'],
    ['Bart DE WEVER', 'Bart De Wever'],
    ['Ali Hoseini-KHAMENEI', 'Ali Hoseini-Khamenei'],
    ['Mohammed Shia al-SUDANI', 'Mohammed Shia al-Sudani'],
    ["Munipoese MULI'AKA'AKA", "Munipoese Muli'aka'aka"],
    ['Jenniffer GONZÁLEZ-COLÓN', 'Jenniffer González-Colón'],
    ['MUHAMMAD BIN ZAYID Al Nuhayyan', 'Muhammad bin Zayid Al Nuhayyan'],
  ])('%s → %s', (written, expected) => {
    expect(displayName(written)).toBe(expected);
  });
});

describe('readPerson', () => {
  it('splits the office from the name at the given names before the family name in capitals', () => {
    expect(readPerson('Prime Minister Anthony ALBANESE (since 23 May 2022)')).toEqual({
      title: 'Prime Minister',
      name: 'Anthony Albanese',
      since: '2022-05-23',
    });
  });

  it('reads a month or a year when the source gives no day', () => {
    expect(readPerson('Prime Minister ABIY Ahmed Ali (since April 2018)')).toMatchObject({ since: '2018-04' });
    expect(readPerson('President Denis SASSOU-Nguesso (since 1997)')).toMatchObject({ since: '1997' });
  });

  it('keeps particles and honorifics with the name, remarks in parentheses out of it', () => {
    expect(readPerson('Chief Minister Lindsay de SAUSMAREZ (since 1 July 2025)')).toMatchObject({ title: 'Chief Minister', name: 'Lindsay de Sausmarez' });
    expect(readPerson('Premier CHO Jung-tai (President of the Executive Yuan) (since 20 May 2024)')).toMatchObject({ title: 'Premier', name: 'Cho Jung-tai' });
    expect(readPerson('Prime Minister Dr. Terrance DREW (since 6 August 2022)')).toMatchObject({ name: 'Dr. Terrance Drew' });
  });

  it('reads two people sharing one office', () => {
    expect(readPerson('Captains Regent Matteo ROSSI and Lorenzo BUGLI (for the period 1 October 2025 - 31 March 2026)')).toEqual([
      { title: 'Captains Regent', name: 'Matteo Rossi', since: '2025-10-01' },
      { title: 'Captains Regent', name: 'Lorenzo Bugli', since: '2025-10-01' },
    ]);
  });

  it('gives no title where the source writes none', () => {
    expect(readPerson('Michael RANDRIANIRINA (Col.)')).toEqual({ title: null, name: 'Michael Randrianirina', since: null });
  });

  it.each([
    ["Ahmad al-Shara'", 'no family name in capitals'],
    ['former President Bashar al-ASAD was overthrown by Islamist rebels on 8 December 2024', 'a sentence'],
    ['the UK and New Zealand are represented by New Zealand High Commissioner Mark GIBBS (since 5 March 2024)', 'a sentence before the office'],
  ])('does not read %j (%s)', (text) => {
    expect(readPerson(text)).toBeUndefined();
  });
});

describe('leadersOf', () => {
  it('makes the first chief of state the head of state and the first head of government the head of government', () => {
    const { leaders, unread } = leadersOf('President Frank-Walter STEINMEIER (since 19 March 2017)', 'Chancellor Friedrich MERZ (since 6 May 2025)');
    expect(unread).toEqual([]);
    expect(leaders).toEqual([
      { name: 'Frank-Walter Steinmeier', title: 'President', since: '2017-03-19', headOfState: true, headOfGovernment: false, representative: false },
      { name: 'Friedrich Merz', title: 'Chancellor', since: '2025-05-06', headOfState: false, headOfGovernment: true, representative: false },
    ]);
  });

  it('merges a person named in both entries into one leader with both roles', () => {
    const text = 'President Donald J. TRUMP (since 20 January 2025)';
    expect(leadersOf(text, text).leaders).toEqual([
      { name: 'Donald J. Trump', title: 'President', since: '2025-01-20', headOfState: true, headOfGovernment: true, representative: false },
    ]);
  });

  it('marks whoever represents the chief of state, after ";" or ","', () => {
    const { leaders } = leadersOf(
      'King CHARLES III (since 8 September 2022); represented by Governor General Mary SIMON (since 26 July 2021)',
      'Prime Minister Mark CARNEY (since 14 March 2025)',
    );
    expect(leaders.map((l) => [l.name, l.title, l.headOfState, l.representative, l.headOfGovernment])).toEqual([
      ['Charles III', 'King', true, false, false],
      ['Mary Simon', 'Governor General', false, true, false],
      ['Mark Carney', 'Prime Minister', false, false, true],
    ]);
    expect(
      leadersOf('President Emmanuel MACRON (since 14 May 2017), represented by Prefect Cyrille LE VELY (since 10 February 2025)', undefined).leaders[1],
    ).toMatchObject({
      name: 'Cyrille Le Vely',
      representative: true,
    });
  });

  it('makes a co-ruler joined with "and" a head of state too', () => {
    const { leaders } = leadersOf(
      'Co-prince Emmanuel MACRON (since 14 May 2017); and Co-prince Archbishop Joan-Enric VIVES i Sicilia (since 12 May 2003)',
      undefined,
    );
    expect(leaders.map((l) => l.headOfState)).toEqual([true, true]);
  });

  it('makes every member of a collective presidency a head of state (Bosnia and Herzegovina’s three)', () => {
    const { leaders } = leadersOf(
      'Chairperson of the Presidency Zeljko KOMSIC (chairperson since 16 July 2025; presidency member since 20 November 2018 - Croat seat); Denis BECIROVIC (presidency member since 16 November 2022 - Bosniak seat); Zeljka CVIJANOVIC (presidency member since 16 November 2022 - Serb seat)',
      'Chairperson of the Council of Ministers Borjana KRISTO (since 25 January 2023)',
    );
    expect(leaders.map((l) => [l.name, l.title, l.since, l.headOfState, l.headOfGovernment])).toEqual([
      ['Zeljko Komsic', 'Chairperson of the Presidency', '2025-07-16', true, false],
      ['Denis Becirovic', 'Member of the Presidency', '2022-11-16', true, false],
      ['Zeljka Cvijanovic', 'Member of the Presidency', '2022-11-16', true, false],
      ['Borjana Kristo', 'Chairperson of the Council of Ministers', '2023-01-25', false, true],
    ]);
  });

  it('keeps a vice president listed after the chief of state without a role', () => {
    const { leaders } = leadersOf('President William RUTO (since 13 September 2022); Deputy President Kithure KINDIKI (since 1 November 2024)', undefined);
    expect(leaders.map((l) => l.headOfState)).toEqual([true, false]);
  });

  it('reports what it cannot read, with the field, and leaves it out', () => {
    const { leaders, unread } = leadersOf("Ahmad al-Shara'", 'Prime Minister Muhammad al-BASHIR (since 8 December 2024)');
    expect(leaders.map((l) => l.name)).toEqual(['Muhammad al-Bashir']);
    expect(unread).toEqual([{ field: 'Government > Executive branch > chief of state', text: "Ahmad al-Shara'" }]);
  });

  it('says nothing of a vacant office or of notes', () => {
    expect(leadersOf('President (vacant)', 'Prime Minister Alix Didier FILS-AIMÉ (since 10 November 2024); note - the council governs')).toMatchObject({
      unread: [],
      leaders: [{ name: 'Alix Didier Fils-Aimé' }],
    });
  });
});
