/**
 * The leaders data/leaders.json carries forward, held against reports other than the ones it
 * cites: each expectation is what an independent report says, written here by hand, so that a
 * wrong date, name or successor in the curated file fails here rather than being served.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset } from '../../../tests/helpers.ts';

const { leaders } = builtDataset();
const terms = (cca2: string, office: string) => (leaders[cca2] ?? []).filter((t) => t.office === office);

describe('leaders against independent reports', () => {
  it('Colombia: De la Espriella won the runoff and took over from Petro when the term began on 7 August 2026', () => {
    // The Monexus, 'De la Espriella wins Colombia's runoff by a margin thin enough to fight over', 22 June 2026;
    // Constitución Política de Colombia, article 190: the presidential term begins on 7 August.
    const presidents = terms('CO', 'President');
    expect(presidents.find((t) => t.to === null)).toMatchObject({ name: 'Abelardo de la Espriella', from: '2026-08-07' });
    expect(presidents.find((t) => t.name === 'Gustavo Francisco Petro Urrego')).toMatchObject({ to: '2026-08-07' });
  });

  it('Peru: Congress censured Jerí on 17 February 2026 and Balcázar, elected the next day, served to the handover of 28 July', () => {
    // Milenio, 17 February 2026 (https://milenio.com.ar/internacional/peru-jose-jeri-destituido-como-presidente-interino-congreso-aprueba-censura);
    // RPP, 'José María Balcázar juró como presidente de la República tras censura de José Jerí', 18 February 2026.
    const presidents = terms('PE', 'President');
    expect(presidents.find((t) => t.name === 'José Enrique Jerí Oré')).toMatchObject({ to: '2026-02-17' });
    expect(presidents.find((t) => t.name === 'José María Balcázar Zelada')).toMatchObject({ from: '2026-02-18', to: '2026-07-28' });
    // The runoff's winner is in none of the sources at hand: the office is held by someone unnamed, not guessed.
    expect(presidents.filter((t) => t.to === null)).toEqual([expect.objectContaining({ name: null, from: '2026-07-28' })]);
  });

  it('Somalia: Parliament lengthened the president’s term to five years, so Hassan Sheikh Mohamud is in office, not past his mandate', () => {
    // Devdiscourse, 5 March 2026 (https://www.devdiscourse.com/article/politics/3826927-somalias-constitutional-amendment-delayed-elections-and-extended-terms).
    expect(terms('SO', 'President').find((t) => t.to === null)).toMatchObject({
      name: 'Hassan Sheikh Mohamud',
      unconfirmedSince: null,
      renewed: { from: '2026-05-15' },
    });
  });
});
