/**
 * @module
 * What people type for a country that its record does not hold: former names, the constituent
 * countries of the United Kingdom, capitals in other languages and old spellings, common
 * misspellings, and everyday currency words. Curated by hand, each group with where it can be
 * checked; an exact hit on one of them ranks first, and the table says which one matched.
 */

export type AliasKind = 'former name' | 'part of the country' | 'capital' | 'misspelling' | 'currency';

export interface Alias {
  readonly text: string;
  /** Alpha-2 codes of the countries it stands for. */
  readonly countries: readonly string[];
  readonly kind: AliasKind;
  /** Where it can be checked (the English Wikipedia article on the country or city, unless said). */
  readonly source: string;
}

const wiki = (article: string) => `https://en.wikipedia.org/wiki/${article}`;
const group = (kind: AliasKind, entries: readonly (readonly [text: string, countries: string, article: string])[]): Alias[] =>
  entries.map(([text, countries, article]) => ({ text, countries: countries.split(' '), kind, source: wiki(article) }));

export const ALIASES: readonly Alias[] = [
  ...group('former name', [
    ['Ceylon', 'LK', 'Sri_Lanka'],
    ['Zaire', 'CD', 'Zaire'],
    ['Burma', 'MM', 'Myanmar'],
    ['Siam', 'TH', 'Thailand'],
    ['Persia', 'IR', 'Iran'],
    ['Abyssinia', 'ET', 'Ethiopian_Empire'],
    ['Formosa', 'TW', 'Taiwan'],
    ['Dahomey', 'BJ', 'Republic_of_Dahomey'],
    ['Upper Volta', 'BF', 'Republic_of_Upper_Volta'],
    ['Rhodesia', 'ZW', 'Rhodesia'],
    ['Southern Rhodesia', 'ZW', 'Southern_Rhodesia'],
    ['Northern Rhodesia', 'ZM', 'Northern_Rhodesia'],
    ['Nyasaland', 'MW', 'Nyasaland'],
    ['Bechuanaland', 'BW', 'Bechuanaland_Protectorate'],
    ['Basutoland', 'LS', 'Basutoland'],
    ['Tanganyika', 'TZ', 'Tanganyika_(territory)'],
    ['Gold Coast', 'GH', 'Gold_Coast_(British_colony)'],
    ['Kampuchea', 'KH', 'People%27s_Republic_of_Kampuchea'],
    ['Swaziland', 'SZ', 'Eswatini'],
    ['East Pakistan', 'BD', 'East_Pakistan'],
    ['Western Samoa', 'WS', 'Samoa'],
    ['New Hebrides', 'VU', 'New_Hebrides'],
    ['Ellice Islands', 'TV', 'Gilbert_and_Ellice_Islands'],
    ['Gilbert Islands', 'KI', 'Gilbert_and_Ellice_Islands'],
    ['British Honduras', 'BZ', 'British_Honduras'],
    ['Dutch Guiana', 'SR', 'Surinam_(Dutch_colony)'],
    ['Spanish Sahara', 'EH', 'Spanish_Sahara'],
    ['Malagasy Republic', 'MG', 'Malagasy_Republic'],
    ['Czechoslovakia', 'CZ SK', 'Czechoslovakia'],
    ['Yugoslavia', 'BA HR ME MK RS SI XK', 'Yugoslavia'],
    ['Netherlands Antilles', 'BQ CW SX', 'Netherlands_Antilles'],
    ['Turkey', 'TR', 'Turkey'],
    ['Czech Republic', 'CZ', 'Czech_Republic'],
    ['Cape Verde', 'CV', 'Cape_Verde'],
  ]),
  ...group('part of the country', [
    ['England', 'GB', 'Countries_of_the_United_Kingdom'],
    ['Scotland', 'GB', 'Countries_of_the_United_Kingdom'],
    ['Wales', 'GB', 'Countries_of_the_United_Kingdom'],
    ['Northern Ireland', 'GB', 'Countries_of_the_United_Kingdom'],
    ['Britain', 'GB', 'United_Kingdom'],
    ['Zanzibar', 'TZ', 'Zanzibar'],
  ]),
  ...group('capital', [
    ['Kiev', 'UA', 'Kyiv'],
    ['Kiew', 'UA', 'Kyiv'],
    ['Київ', 'UA', 'Kyiv'],
    ['Москва', 'RU', 'Moscow'],
    ['Moskva', 'RU', 'Moscow'],
    ['Moskau', 'RU', 'Moscow'],
    ['Moscou', 'RU', 'Moscow'],
    ['Peking', 'CN', 'Beijing'],
    ['北京', 'CN', 'Beijing'],
    ['Roma', 'IT', 'Rome'],
    ['Wien', 'AT', 'Vienna'],
    ['Praha', 'CZ', 'Prague'],
    ['Warszawa', 'PL', 'Warsaw'],
    ['Lisboa', 'PT', 'Lisbon'],
    ['Bruxelles', 'BE', 'Brussels'],
    ['Brussel', 'BE', 'Brussels'],
    ['Den Haag', 'NL', 'The_Hague'],
    ['København', 'DK', 'Copenhagen'],
    ['Αθήνα', 'GR', 'Athens'],
    ['Athina', 'GR', 'Athens'],
    ['București', 'RO', 'Bucharest'],
    ['Beograd', 'RS', 'Belgrade'],
    ['Tiflis', 'GE', 'Tbilisi'],
    ['Nur-Sultan', 'KZ', 'Astana'],
    ['Dacca', 'BD', 'Dhaka'],
    ['Ulaanbaatar', 'MN', 'Ulaanbaatar'],
    ['Batavia', 'ID', 'Jakarta'],
    ['Léopoldville', 'CD', 'Kinshasa'],
    ['Salisbury', 'ZW', 'Harare'],
    ['Al-Qahira', 'EG', 'Cairo'],
    ['Ciudad de México', 'MX', 'Mexico_City'],
  ]),
  ...group('misspelling', [
    ['Phillipines', 'PH', 'Philippines'],
    ['Phillippines', 'PH', 'Philippines'],
    ['Philipines', 'PH', 'Philippines'],
    ['Columbia', 'CO', 'Colombia'],
    ['Argentinia', 'AR', 'Argentina'],
    ['Kazakstan', 'KZ', 'Kazakhstan'],
    ['Kyrgystan', 'KG', 'Kyrgyzstan'],
    ['Afganistan', 'AF', 'Afghanistan'],
    ['Luxemburg', 'LU', 'Luxembourg'],
    ['Austrailia', 'AU', 'Australia'],
    ['Carribean Netherlands', 'BQ', 'Caribbean_Netherlands'],
    ['Lichtenstein', 'LI', 'Liechtenstein'],
    ['Phnom Phen', 'KH', 'Phnom_Penh'],
    ['Equador', 'EC', 'Ecuador'],
    ['Nicaraugua', 'NI', 'Nicaragua'],
  ]),
  // Currency names are searched too ("Japanese yen" finds Japan); these are words the names lack, or
  // a currency only one country uses, whose exact word should put that country first.
  ...group('currency', [
    ['yen', 'JP', 'Japanese_yen'],
    ['renminbi', 'CN', 'Renminbi'],
    ['rmb', 'CN', 'Renminbi'],
    ['rouble', 'RU', 'Russian_ruble'],
    ['quid', 'GB', 'Pound_sterling'],
    ['zloty', 'PL', 'Polish_złoty'],
    ['forint', 'HU', 'Hungarian_forint'],
    ['shekel', 'IL', 'Israeli_new_shekel'],
    ['baht', 'TH', 'Thai_baht'],
  ]),
];
