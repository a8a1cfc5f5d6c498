/**
 * Schemas of the API documents other than the country record, written from the contract
 * (docs/api.md) in the test rather than taken from the code that writes them.
 */
import { z } from 'zod';
import { Country, CountrySummary, Source } from '../../src/dataset/schema.ts';
import { FormerCountry as FormerRecord } from '../../src/dataset/former-schema.ts';

const nonEmpty = z.string().trim().min(1);
const count = z.number().int().nonnegative();
const cca2 = z.string().regex(/^[A-Z]{2}$/);

export const Summary = CountrySummary.strict();

export const DatasetInfo = z.strictObject({
  id: z.string().regex(/^[0-9a-f]{16}$/),
  // Semantic versioning: a release's number, or the next one with a pre-release tag and the id.
  version: z.string().regex(/^\d+\.\d+\.\d+(-dev\+[0-9a-f]{16})?$/),
  builtAt: z.iso.datetime(),
  asOf: z.iso.date(),
  countries: z.literal(250),
});

const countMatchesData = (d: { count: number; data: readonly unknown[] }) => d.count === d.data.length;

export const ListDocument = z
  .strictObject({
    data: z.array(Summary),
    meta: z.strictObject({
      page: z.number().int().min(1),
      limit: z.number().int().min(1).max(250),
      total: count,
      pages: count,
      sort: nonEmpty,
      order: z.enum(['asc', 'desc']),
      filters: z.record(z.string(), z.union([z.string(), z.boolean()])),
    }),
    links: z.strictObject({ self: nonEmpty, first: nonEmpty, prev: nonEmpty.nullable(), next: nonEmpty.nullable(), last: nonEmpty }),
  })
  .refine((d) => d.data.length <= d.meta.limit, 'more items than the limit');

export const Ambiguous = z.strictObject({
  status: z.literal(300),
  error: z.literal('ambiguous'),
  message: nonEmpty,
  candidates: z.array(z.strictObject({ cca2, cca3: z.string().regex(/^[A-Z]{3}$/), name: nonEmpty, link: nonEmpty })).min(2),
});

export const FormerCountry = FormerRecord.strict();

const candidate = z.strictObject({ cca2, cca3: z.string().regex(/^[A-Z]{3}$/), name: nonEmpty, link: nonEmpty });

/** A code or name only former countries had: their records, and the current countries they went to. */
export const FormerReferral = z
  .strictObject({
    status: z.literal(410),
    error: z.literal('former_country'),
    message: nonEmpty,
    candidates: z.array(candidate).min(1),
    formerCountries: z.array(FormerCountry).min(1),
  })
  .refine(
    (d) => d.candidates.map((c) => c.cca2).join() === [...new Set(d.formerCountries.flatMap((f) => f.currentSuccessors))].sort().join(),
    'the candidates are not the current successors of the former countries',
  );

/** A code two former countries had: both, by their ISO 3166-3 code. */
export const FormerAmbiguous = z.strictObject({
  status: z.literal(300),
  error: z.literal('ambiguous'),
  message: nonEmpty,
  candidates: z.array(candidate.extend({ code: z.string().regex(/^[A-Z]{4}$/), cca3: z.string().regex(/^[A-Z]{3}$/) })).min(2),
});

export const FormerCountriesDocument = z
  .strictObject({
    meta: z.strictObject({ dataset: DatasetInfo, count, licence: nonEmpty, sources: z.array(Source).min(1) }),
    data: z.array(FormerCountry).min(1),
  })
  .refine((d) => d.meta.count === d.data.length, 'count differs from the number of items');

export const NotFound = z.strictObject({ status: z.literal(404), error: z.literal('not_found'), message: nonEmpty });

export const BordersDocument = z
  .strictObject({ country: Summary, count, data: z.array(Summary) })
  .refine(countMatchesData, 'count differs from the number of items');

export const SimilarDocument = z
  .strictObject({
    country: Summary,
    by: z.enum(['region', 'language']),
    rule: nonEmpty,
    count,
    data: z.array(CountrySummary.extend({ score: z.number().min(0).max(1), reason: nonEmpty }).strict()),
  })
  .refine(countMatchesData, 'count differs from the number of items');

/** A year by year series, oldest first (docs/api.md, Population: World Bank SP.POP.TOTL, 1960 on). */
export const PopulationDocument = z
  .strictObject({
    country: Summary,
    source: z.strictObject({
      name: nonEmpty,
      indicator: z.literal('SP.POP.TOTL'),
      vintage: z.string().regex(/^\d{4}-\d{2}$/),
      note: nonEmpty,
      licence: z.literal('CC BY 4.0'),
      url: z.url(),
    }),
    count,
    data: z.array(z.strictObject({ year: z.number().int().min(1960).max(2100), population: count })).min(1),
  })
  .refine(countMatchesData, 'count differs from the number of items')
  .refine((d) => d.data.every((p, i) => i === 0 || d.data[i - 1]!.year < p.year), 'years are not ascending')
  .refine((d) => d.country.populationYear === d.data.at(-1)!.year, "the summary's population year is not the series' last")
  .refine((d) => d.data.every((p) => p.year < Number(d.source.vintage.slice(0, 4))), 'a year the vintage cannot hold');

/** A GDP series, oldest first (docs/api.md, country/gdp: World Bank NY.GDP.MKTP.CD, current US dollars, 1960 on, per person over SP.POP.TOTL). */
export const GdpDocument = z
  .strictObject({
    country: Summary,
    source: z.strictObject({
      name: nonEmpty,
      indicator: z.literal('NY.GDP.MKTP.CD'),
      perCapita: nonEmpty,
      unit: z.literal('current US dollars'),
      vintage: z.iso.date(),
      note: nonEmpty,
      licence: z.literal('CC BY 4.0'),
      url: z.url(),
    }),
    count,
    data: z
      .array(z.strictObject({ year: z.number().int().min(1960).max(2100), gdp: z.number().positive(), gdpPerCapita: z.number().positive().nullable() }))
      .min(1),
  })
  .refine(countMatchesData, 'count differs from the number of items')
  .refine((d) => d.data.every((p, i) => i === 0 || d.data[i - 1]!.year < p.year), 'years are not ascending')
  .refine((d) => d.data.every((p) => p.gdpPerCapita === null || p.gdpPerCapita < p.gdp), 'GDP per person is not a share of GDP')
  // A year is published the year after at the earliest: none can be as late as the download.
  .refine((d) => d.data.every((p) => p.year < Number(d.source.vintage.slice(0, 4))), 'a year the vintage cannot hold');

/** A country's whole Factbook profile(s) (docs/api.md, country/factbook): texts without HTML. */
const profileNode: z.ZodType<unknown> = z.lazy(() =>
  z.union([nonEmpty.refine((t) => !/<\/?(br|p|em|strong|b|i)\b|&[a-z]+;/i.test(t), 'HTML left in a text'), z.record(nonEmpty, profileNode)]),
);
export const FactbookDocument = z.strictObject({
  country: Summary,
  source: z.strictObject({ name: nonEmpty, edition: z.literal('2026-01-22'), licence: nonEmpty, url: z.url(), note: nonEmpty }),
  profiles: z
    .array(z.strictObject({ gec: z.string().regex(/^[A-Z]{2}$/), name: nonEmpty, sections: z.record(nonEmpty, profileNode) }))
    .min(1)
    .max(3),
});

/** A day, a month or a year; compared by its first day. */
const partialDate = z.string().regex(/^\d{4}(-\d{2}(-\d{2})?)?$/);
const firstDay = (d: string) => (d.length === 4 ? `${d}-01-01` : d.length === 7 ? `${d}-01` : d);
const sourceRef = z.strictObject({ title: nonEmpty, url: z.url().nullable(), date: partialDate });

/** A country's terms in office (docs/api.md, country/leaders). */
export const LeadersDocument = z
  .strictObject({
    country: Summary,
    asOf: z.iso.date(),
    source: z.strictObject({ base: nonEmpty, changes: nonEmpty, rules: nonEmpty }),
    count,
    current: count,
    data: z
      .array(
        z
          .strictObject({
            office: nonEmpty.nullable(),
            name: nonEmpty.nullable(),
            from: partialDate.nullable(),
            to: partialDate.nullable(),
            headOfState: z.boolean(),
            headOfGovernment: z.boolean(),
            representative: z.boolean(),
            source: sourceRef,
            endSource: sourceRef.nullable(),
            renewed: z.strictObject({ from: partialDate, source: sourceRef }).nullable(),
            unconfirmedSince: z.iso.date().nullable(),
            checked: z.iso.date(),
            note: nonEmpty.nullable(),
          })
          .refine((t) => (t.to === null) === (t.endSource === null), 'an ended term names what says it ended, a current one nothing')
          .refine((t) => t.name !== null || t.note !== null, 'a holder not in the data says why')
          .refine((t) => t.from === null || t.to === null || firstDay(t.from) <= firstDay(t.to), 'ends before it starts'),
      )
      .min(1),
  })
  .refine(countMatchesData, 'count differs from the number of terms')
  .refine((d) => d.current === d.data.filter((t) => t.to === null).length, 'current differs from the terms without an end')
  .refine(
    (d) => d.data.every((t) => (t.to === null || firstDay(t.to) <= d.asOf) && (t.from === null || firstDay(t.from) <= d.asOf)),
    'a date after the as-of date',
  );

export const OrganisationsDocument = z
  .strictObject({
    count,
    data: z.array(
      z.strictObject({
        id: nonEmpty,
        name: nonEmpty,
        count,
        members: z.array(cca2).min(1),
        source: z.strictObject({ title: nonEmpty, url: z.url() }),
        asOf: z.string().regex(/^\d{4}-\d{2}$/),
        note: nonEmpty.nullable(),
        links: z.strictObject({ countries: nonEmpty }),
      }),
    ),
  })
  .refine(countMatchesData, 'count differs from the number of items');

export const HealthDocument = z.strictObject({ status: z.literal('ok'), version: nonEmpty, dataset: DatasetInfo });

export const ExportDocument = z.strictObject({
  meta: z.strictObject({ dataset: DatasetInfo, licence: nonEmpty, sources: z.array(Source).min(1) }),
  data: z.array(Country).length(250),
});

const release = z.strictObject({ version: z.string().regex(/^\d+\.\d+\.\d+$/), date: z.iso.date(), id: z.string().regex(/^[0-9a-f]{16}$/) });
const change = z.strictObject({
  collection: z.enum(['countries', 'subdivisions', 'population-series', 'gdp-series', 'organisations', 'flag-colours', 'leaders', 'former-countries']),
  record: nonEmpty,
  label: nonEmpty,
  change: z.enum(['added', 'removed', 'changed']),
  field: nonEmpty.nullable(),
  old: z.unknown(),
  new: z.unknown(),
});
/** /api/changes: its counts are its rows', and its version is the release's exactly when nothing differs. */
export const ChangesDocument = z
  .strictObject({
    meta: z.strictObject({
      dataset: DatasetInfo,
      since: release.nullable(),
      bump: z.enum(['major', 'minor', 'patch']).nullable(),
      counts: z.strictObject({ recordsAdded: count, recordsRemoved: count, fieldsChanged: count }),
      schema: z.array(
        z.strictObject({
          collection: nonEmpty,
          field: nonEmpty,
          change: z.enum(['added', 'removed', 'retyped', 'optional']),
          old: z.string().nullable(),
          new: z.string().nullable(),
        }),
      ),
      unlisted: z.boolean(),
    }),
    data: z.array(change),
  })
  .refine(({ meta, data }) => meta.counts.recordsAdded + meta.counts.recordsRemoved + meta.counts.fieldsChanged === data.length, 'counts differ from the rows')
  .refine(
    ({ meta }) => (meta.dataset.version === meta.since?.version) === (meta.bump === null && meta.since !== null),
    'version is the release’s exactly when nothing differs',
  );

const countryRef = z.object({ cca2, name: nonEmpty, link: nonEmpty });
const extreme = z.object({ value: z.number(), country: countryRef });
const summaryStats = z.object({ total: z.number(), mean: z.number(), median: z.number(), min: extreme, max: extreme });
const group = z.object({ name: nonEmpty, countries: count, population: count, area: z.number().nonnegative() });
/** Largest first: the contract ranks languages and currencies by the number of countries using them. */
const ranked = <T extends { countries: number }>(items: readonly T[]) => items.every((x, i) => i === 0 || items[i - 1]!.countries >= x.countries);

const yearSpan = z.object({ oldest: z.number().int(), newest: z.number().int(), undated: count }).refine((y) => y.oldest <= y.newest, 'oldest after newest');
const figureSource = z.enum(['factbook', 'worldbank', 'override']);
const rankedFigure = z.object({
  rank: z.number().int().min(1),
  value: z.number(),
  year: z.number().int().nullable(),
  source: figureSource,
  country: countryRef,
});
const descending = (xs: readonly { value: number }[]) => xs.every((x, i) => i === 0 || xs[i - 1]!.value >= x.value);
/** Every indicator of the records: a world figure where one means something, and both ends ranked, each figure with its year and source. */
const indicatorStats = z
  .object({
    id: nonEmpty,
    path: z.string().regex(/^(economy|people|geography)\.[a-zA-Z]+$/),
    unit: nonEmpty,
    countries: count,
    years: yearSpan.nullable(),
    sources: z.partialRecord(figureSource, count),
    world: z
      .object({
        value: z.number(),
        method: z.enum(['total', 'population-weighted mean', 'GDP-weighted mean']),
        countries: count,
        populationShare: z.number().min(0).max(1),
        years: yearSpan.nullable(),
        note: nonEmpty.nullable(),
      })
      .refine(
        (w) => (w.note !== null) === (w.years !== null && w.years.oldest !== w.years.newest),
        'figures of several years not said, or one year said to be several',
      )
      .nullable(),
    median: z.number(),
    highest: z.array(rankedFigure).min(1).max(10).refine(descending, 'highest not in descending order'),
    lowest: z
      .array(rankedFigure)
      .min(1)
      .max(10)
      .refine((xs) => descending([...xs].reverse()), 'lowest not in ascending order'),
  })
  .refine((i) => Object.values(i.sources).reduce((a, b) => a + b, 0) === i.countries, 'sources do not add up to the countries')
  .refine((i) => i.world === null || i.world.countries <= i.countries, 'world figure over more countries than have the figure');

/** The contract lists what stats must hold at least, so the schema is open. */
export const StatsDocument = z.object({
  sources: z.record(z.string(), nonEmpty),
  dataset: DatasetInfo,
  countries: z.literal(250),
  independent: count,
  unMembers: count,
  landlocked: count,
  population: summaryStats.extend({ years: yearSpan, sources: z.partialRecord(z.enum(['worldbank', 'factbook', 'cldr', 'override']), count) }),
  area: summaryStats,
  density: z.object({ min: extreme, max: extreme }),
  regions: z.array(group).min(5),
  subregions: z.array(group).min(17),
  languages: z.array(z.object({ iso639_3: z.string().regex(/^[a-z]{3}$/), name: nonEmpty, countries: count })).refine(ranked, 'not ranked by countries'),
  currencies: z.array(z.object({ code: z.string().regex(/^[A-Z]{3}$/), name: nonEmpty, countries: count })).refine(ranked, 'not ranked by countries'),
  mostNeighbours: z.array(countryRef.extend({ borders: count })).min(1),
  gini: z.object({ countries: count, coverage: z.number().min(0).max(1), median: z.number(), min: extreme, max: extreme }),
  indicators: z
    .array(indicatorStats)
    .min(20)
    .refine(
      (xs) => ['economy.gdp', 'economy.gdpPpp', 'people.lifeExpectancy', 'people.medianAge', 'people.internetUsers'].every((p) => xs.some((i) => i.path === p)),
      'a main indicator is missing',
    ),
});

/** Open: OpenAPI documents carry much more than this test checks. */
export const OpenApiDocument = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: nonEmpty, version: nonEmpty }),
  paths: z.record(z.string(), z.object({ get: z.object({}) })),
  components: z.object({ schemas: z.object({ Country: z.object({ type: z.literal('object'), properties: z.record(z.string(), z.unknown()) }) }) }),
});

/** An ISO 3166-2 code: the country's alpha-2 code, a hyphen, 1 to 3 letters or digits (docs/api.md, subdivision). */
const subdivisionCode = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);
const subdivisionRef = z.strictObject({ code: subdivisionCode, name: nonEmpty, type: nonEmpty });

/** The ISO 3166-2 edition the subdivisions follow, and a change since that it has not taken up (docs/api.md, Subdivisions). */
const edition = z.strictObject({ standard: z.literal('ISO 3166-2'), as: nonEmpty, date: z.iso.date() });
const laterChange = z.strictObject({ date: partialDate, codes: z.array(subdivisionCode), summary: nonEmpty, source: sourceRef });

export const SubdivisionItem = z
  .strictObject({
    code: subdivisionCode,
    name: nonEmpty,
    otherNames: z.array(
      z.strictObject({
        name: nonEmpty,
        language: z
          .string()
          .regex(/^[a-z]{2,3}$/)
          .nullable(),
        source: z.enum(['iso-codes', 'cldr']),
      }),
    ),
    type: nonEmpty,
    country: z.strictObject({ cca2, name: nonEmpty }),
    parent: subdivisionRef.nullable(),
    edition: z.iso.date(),
    laterChanges: z.array(laterChange),
    links: z.strictObject({ country: nonEmpty }),
  })
  .refine((s) => s.code.startsWith(`${s.country.cca2}-`), 'the code is not of its country')
  .refine((s) => s.laterChanges.every((c) => c.codes.length === 0 || c.codes.includes(s.code)), 'a change that does not concern it')
  .refine(
    (s) => s.parent === null || (s.parent.code !== s.code && s.parent.code.startsWith(`${s.country.cca2}-`)),
    'the parent is not another subdivision of its country',
  )
  .refine((s) => s.otherNames.every((n) => n.name !== s.name), 'an other name repeats the name');

export const SubdivisionRecord = z.intersection(SubdivisionItem, z.object({ children: z.array(subdivisionRef) }));

const typeCounts = z.array(z.strictObject({ type: nonEmpty, count: z.number().int().positive() }));

export const SubdivisionList = z
  .strictObject({
    country: Summary.nullable(),
    filters: z.strictObject({ country: cca2.nullable(), type: nonEmpty.nullable() }),
    edition,
    laterChanges: z.array(laterChange.extend({ country: cca2 })),
    count,
    types: typeCounts,
    data: z.array(SubdivisionItem),
  })
  .refine((d) => d.data.every((s) => s.edition === d.edition.date), 'an item of another edition than the list')
  .refine(countMatchesData, 'count differs from the number of items')
  .refine((d) => d.types.reduce((sum, t) => sum + t.count, 0) === d.count, 'the type counts do not add up to count')
  .refine((d) => d.data.every((s, i) => i === 0 || d.data[i - 1]!.code < s.code), 'not in code order');

export const SubdivisionExport = z
  .strictObject({
    meta: z.strictObject({
      dataset: DatasetInfo,
      count,
      countries: count,
      licence: nonEmpty,
      sources: z.array(Source).min(2),
      typeGlosses: z.record(nonEmpty, nonEmpty),
      crossCheck: z.strictObject({
        reference: nonEmpty,
        compared: count,
        agreeing: count,
        differences: z.array(
          z.strictObject({
            code: subdivisionCode,
            field: z.enum(['code', 'parent']),
            isoCodes: z.string().nullable(),
            cldr: z.string().nullable(),
            reason: nonEmpty,
          }),
        ),
      }),
      edition,
      laterChanges: z.array(laterChange.extend({ country: cca2 })).min(1),
    }),
    // About 5,000 (docs/api.md): 5,046 in iso-codes 4.20.
    data: z.array(SubdivisionItem).min(4500),
  })
  .refine((d) => d.meta.count === d.data.length, 'meta.count differs from the number of items')
  .refine((d) => new Set(d.data.map((s) => s.code)).size === d.data.length, 'a code appears twice')
  .refine((d) => new Set(d.data.map((s) => s.country.cca2)).size === d.meta.countries, 'meta.countries differs from the countries in data');

/** A city as docs/api.md (country/cities) describes it. */
const city = z.strictObject({
  geonameid: z.number().int().positive(),
  name: nonEmpty,
  otherNames: z.array(nonEmpty).max(50),
  latlng: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
  population: count,
  modified: z.iso.date(),
  country: cca2,
  subdivision: subdivisionCode.nullable(),
  capital: nonEmpty.nullable(),
});

/** A country's cities (docs/api.md, country/cities): largest first, of its country, each capital's join to one of them, with GeoNames' attribution. */
export const CitiesDocument = z
  .strictObject({
    country: Summary,
    dataset: DatasetInfo,
    source: z.strictObject({
      name: z.literal('GeoNames'),
      url: z.url(),
      package: nonEmpty,
      edition: z.iso.date(),
      vintage: nonEmpty,
      minPopulation: z.literal(15_000),
      licence: z.literal('CC BY 4.0'),
      attribution: z.literal('GeoNames (geonames.org), CC BY 4.0'),
    }),
    capitals: z.array(
      z.strictObject({
        capital: nonEmpty,
        role: nonEmpty,
        geonameid: z.number().int().positive().nullable(),
        by: z.enum(['coordinates-and-name', 'curated']),
        reason: nonEmpty.nullable(),
      }),
    ),
    count,
    data: z.array(city),
  })
  .refine(countMatchesData, 'count differs from data')
  .refine((d) => d.data.every((c) => c.country === d.country.cca2), 'a city of another country')
  .refine((d) => d.data.every((c, i) => i === 0 || d.data[i - 1]!.population >= c.population), 'not largest first')
  .refine(
    (d) => d.capitals.every((j) => j.geonameid === null || d.data.some((c) => c.geonameid === j.geonameid && c.capital === j.role)),
    'a capital joined to no city of the list, or to one that does not say it is that capital',
  );
