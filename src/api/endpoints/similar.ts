import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { choice, countryCode, format } from '../params.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { SUMMARY_COLUMNS, summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { SIMILAR_BY, SIMILARITY_RULES, similarByLanguage, similarByRegion } from '../similar.ts';
import { SimilarDocument } from '../response-schemas.ts';

export const similarRoute = defineRoute({
  name: 'similar',
  summary: 'Countries similar to a country, by region or by language, with a score in 0..1 and a reason.',
  formats: DOCUMENT_FORMATS,
  response: [SimilarDocument],
  misses: [404, 410],
  params: () =>
    z.strictObject({
      code: countryCode(),
      by: choice(SIMILAR_BY).default('region').describe('What makes two countries similar: the same (sub-)region, or a shared language.'),
      format: format(),
    }),
  *precomputed(api) {
    for (const c of api.countries) for (const by of SIMILAR_BY) yield { code: c.cca2, by };
  },
  files: [{ layout: LAYOUTS.similar, policy: 'computed', values: (api, p) => countryFileValues(api, p.code, { by: p.by }) }],
  answer(api, p) {
    const subject = findByCode(api, p.code);
    const similar = p.by === 'region' ? similarByRegion(subject, api.countries) : similarByLanguage(subject, api.countries);
    const items = similar.map((s) => ({ ...summarise(s.country, api.paths), score: s.score, reason: s.reason }));
    return {
      body: { country: summarise(subject, api.paths), by: p.by, rule: SIMILARITY_RULES[p.by], count: items.length, data: items },
      rows: items,
      columns: [...SUMMARY_COLUMNS, 'score', 'reason'],
      xmlRoot: 'similar',
    };
  },
  examples: [
    { query: 'similar?code=DE&by=region', description: 'Western Europe first, then the rest of Europe' },
    { query: 'similar?code=CH&by=language', description: 'countries sharing German, French, Italian or Romansh' },
  ],
});
