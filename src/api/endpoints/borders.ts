import { z } from 'zod';
import { defineRoute } from '../route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countryCode, format } from '../params.ts';
import { countryFileValues, findByCode } from '../lookup.ts';
import { SUMMARY_COLUMNS, summarise } from '../present.ts';
import { LAYOUTS } from '../layouts.ts';
import { BordersDocument } from '../response-schemas.ts';

export const bordersRoute = defineRoute({
  name: 'borders',
  summary: 'The countries sharing a land border with a country (an island gets an empty list).',
  formats: DOCUMENT_FORMATS,
  response: [BordersDocument],
  misses: [404, 410],
  params: () => z.strictObject({ code: countryCode(), format: format() }),
  *precomputed(api) {
    for (const c of api.countries) yield { code: c.cca2 };
  },
  files: [{ layout: LAYOUTS.borders, policy: 'computed', values: (api, p) => countryFileValues(api, p.code) }],
  answer(api, p) {
    const subject = findByCode(api, p.code);
    const neighbours = subject.borders
      .map((code) => api.byCca3.get(code)!)
      .sort((a, b) => a.name.common.localeCompare(b.name.common, 'en'))
      .map((c) => summarise(c, api.paths));
    return {
      body: { country: summarise(subject, api.paths), count: neighbours.length, data: neighbours },
      rows: neighbours,
      columns: SUMMARY_COLUMNS,
      xmlRoot: 'borders',
    };
  },
  examples: [
    { query: 'borders?code=DE', description: "Germany's nine neighbours" },
    { query: 'borders?code=JP', description: 'an island: an empty list' },
  ],
});
