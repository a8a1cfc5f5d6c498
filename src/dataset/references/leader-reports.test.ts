/**
 * The leaders data/leaders.json carries forward, held against reports other than the ones it
 * cites: each expectation is what an independent report says, written here by hand, so that a
 * wrong date, name or successor in the curated file fails here rather than being served.
 */
import { describe, expect, it } from 'vitest';
import { builtDataset, realSources } from '../../../tests/helpers.ts';
import type { TermRule } from '../leader-files.ts';

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

  it('Peru: Congress censured Jerí on 17 February 2026 and Balcázar, elected the next day, handed over to the runoff’s winner on 28 July', () => {
    // Milenio, 17 February 2026 (https://milenio.com.ar/internacional/peru-jose-jeri-destituido-como-presidente-interino-congreso-aprueba-censura);
    // RPP, 'José María Balcázar juró como presidente de la República tras censura de José Jerí', 18 February 2026;
    // Bolivia TV, on Balcázar's election: 'Su mandato será transitorio y concluirá el próximo 28 de julio'.
    const presidents = terms('PE', 'President');
    expect(presidents.find((t) => t.name === 'José Enrique Jerí Oré')).toMatchObject({ to: '2026-02-17' });
    expect(presidents.find((t) => t.name === 'José María Balcázar Zelada')).toMatchObject({ from: '2026-02-18', to: '2026-07-28' });
    // rbtfl, 'Peru's eighth president in a decade to be picked in a Fujimori–Sánchez runoff', 7 June 2026: the runoff's two
    // candidates; Andina (July 2026): it was Sánchez, Juntos por el Perú's candidate, who took the result to the Inter-American Court.
    expect(presidents.filter((t) => t.to === null)).toEqual([expect.objectContaining({ name: 'Keiko Fujimori', from: '2026-07-28' })]);
  });

  it('Iran: Ali Khamenei was killed on 28 February 2026 and the Assembly of Experts named his son Supreme Leader on 9 March', () => {
    // The News (Pakistan), 'Mojtaba Khamenei chosen as Iran's new supreme leader, succeeding father Ayatollah Ali Khamenei', 9 March 2026;
    // The Whistler, 8 March 2026: 'A temporary leadership council has been running the country pending the formal appointment.'
    const leaders = terms('IR', 'Supreme Leader');
    expect(leaders.find((t) => t.name === 'Ali Hoseini-Khamenei')).toMatchObject({ to: '2026-02-28' });
    expect(leaders.find((t) => t.name === null)).toMatchObject({ from: '2026-02-28', to: '2026-03-09' });
    expect(leaders.filter((t) => t.to === null)).toEqual([expect.objectContaining({ name: 'Mojtaba Khamenei', from: '2026-03-09' })]);
  });

  it('San Marino: two Captains Regent serve six months each, so the pair in office on the as-of date took office on 1 October 2026', () => {
    // Teleromagna, 2 April 2024: 'Come avviene ogni 1 aprile e 1 ottobre, si è svolta ieri la cerimonia di insediamento';
    // Il Resto del Carlino, March 2024: the regents for 1 April are elected in the Great and General Council in March.
    // No report at hand names the pairs of April or October 2026: the data holds them unnamed, not guessed.
    const regents = terms('SM', 'Captains Regent');
    expect(regents.filter((t) => t.to !== null && t.name !== null).map((t) => [t.name, t.to])).toEqual([
      ['Matteo Rossi', '2026-04-01'],
      ['Lorenzo Bugli', '2026-04-01'],
    ]);
    expect(regents.filter((t) => t.name === null).map((t) => [t.from, t.to])).toEqual([
      ['2026-10-01', null],
      ['2026-04-01', '2026-10-01'],
      ['2026-10-01', null],
      ['2026-04-01', '2026-10-01'],
    ]);
  });

  it('Kosovo: the Assembly that elected Kurti in February 2026 was dissolved on 6 March, so his term is not confirmed past it', () => {
    // Devdiscourse, 'Kosovo faces snap elections as parliament dissolved', 6 March 2026.
    expect(terms('XK', 'Prime Minister').filter((t) => t.to === null)).toEqual([
      expect.objectContaining({ name: 'Albin Kurti', from: '2026-02-11', unconfirmedSince: '2026-03-06' }),
    ]);
  });

  it('Benin: Talon’s second term ended in May 2026, and the 2025 revision gives his successor seven years, still at most two terms', () => {
    // Bamada (Xinhua), April 2021: Talon's second mandate 'prend effet pour compter du 23 mai 2021', for five years;
    // RFI via allAfrica, 15 November 2025 (https://fr.allafrica.com/stories/202511150163.html): the presidential term
    // 'passe de cinq à sept ans à compter des prochaines élections prévues en 2026', the two-term limit unchanged.
    expect(terms('BJ', 'President').find((t) => t.name === 'Patrice Talon')).toMatchObject({ to: '2026-05-24' });
    const rules = (realSources().leaderTermRules as { rules: TermRule[] }).rules;
    expect(rules.filter((r) => r.country === 'BJ' && r.office === 'President')).toEqual([
      expect.objectContaining({ years: 7, consecutive: 2, anchor: '2026-05-24' }),
    ]);
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
