/**
 * @module
 * The Factbook's "chief of state" and "head of government" entries, read into leaders:
 * "King CHARLES III (since 8 September 2022); represented by Governor General Mary SIMON
 * (since 26 July 2021)". The Factbook writes the office, then the name with the family name in
 * capitals, then the date in parentheses. A part that does not read that way is reported
 * (field and text) and left out, never guessed.
 */
import { firstDate } from './dates.ts';

/** A leader as the Factbook's final edition lists them: the base of the record's terms (leader-terms.ts). */
export interface FactbookLeader {
  name: string;
  /** The office as the Factbook writes it; null when it gives none. */
  title: string | null;
  /** In office since; null when the Factbook gives no date. */
  since: string | null;
  headOfState: boolean;
  headOfGovernment: boolean;
  representative: boolean;
}

/** Words of offices (and of the places and bodies they name) that come before a name. */
const TITLE_WORDS = new Set(
  `President Presidential Presidency Vice Co-Vice Prime Minister Ministers King Queen Emperor Pope Prince Co-prince Princess Grand Duke
  Sultan Amir Emir Supreme Leader Leadership Chancellor Premier Governor Governor-General Lieutenant Lieutenant-Governor General Chief
  Executive Administrator Commissioner High Prefect Superior Interim Acting Transition Transitional Caretaker Chairman Chairperson Chair
  Mayor Captains Captain Regent Crown Secretary State Taoiseach Lord Mann Council Cabinet Government Territorial Assembly Sovereign
  Commander-in-Chief Armed Forces Sudanese Swiss Confederation Spain China French Polynesia Republic National Safeguard Homeland CNSP GNU
  Commonwealth Australia New Zealand UK Foreign Political Affairs Pontifical Commission Vatican City Governorate Island Islands Pitcairn
  Taliban People's Yuan Bailiff Affairs Commission of the and for to`.split(/\s+/),
);
/** Lower-case words that belong to a name (particles). */
const PARTICLES = new Set([
  'de',
  'da',
  'do',
  'dos',
  'das',
  'del',
  'della',
  'van',
  'von',
  'der',
  'den',
  'le',
  'la',
  'el',
  'al',
  'bin',
  'ibn',
  'ibni',
  'bint',
  'e',
  'i',
  'y',
  'ter',
  'du',
]);

const UPPER_PART = /^\p{Lu}{2,}$/u;
const ROMAN = /^[IVXLC]+$/;
const bare = (token: string) => token.replace(/^[("]+|[)",]+$/g, '');
/** A token with a part in capitals (two letters or more): a family name, as the Factbook writes it. */
const hasCapitalsPart = (token: string) =>
  bare(token)
    .split(/[-'’]/)
    .some((p) => UPPER_PART.test(p));
/** A particle, or a name that starts with one (`al-Sudani`, `d'Oliveira`). */
const isParticle = (token: string) => PARTICLES.has(token) || /^(al|el|bin|ibn|d)['’-]/.test(token);
/** A nickname in parentheses: `Samantha (Sam) MOSTYN`. */
const isNickname = (token: string) => /^\(\p{Lu}\p{Ll}+\)$/u.test(token);
const isTitleWord = (token: string) =>
  !isParticle(token) && !isNickname(token) && (TITLE_WORDS.has(bare(token)) || /^\p{Ll}/u.test(bare(token)) || /^\(/.test(token) || /\)$/.test(token));
/** Capitalised word, initials (`J.`, `J.M.`), a quoted nickname or a particle: a token a name may hold. */
const nameLike = (token: string) => /^(\p{Lu}[\p{L}'’.-]*,?|"[^"]+"|(\p{Lu}\.)+|\p{Lu}\p{L}*\.)$/u.test(token) || isParticle(token) || isNickname(token);
/** Title tokens: capitalised words and the office's small words; a lower-case word elsewhere outside parentheses means a sentence, not a title. */
const titleReads = (tokens: readonly string[]) => {
  let depth = 0;
  return tokens.every((t) => {
    const opens = (t.match(/\(/g) ?? []).length;
    const inside = depth + opens > 0;
    depth = Math.max(0, depth + opens - (t.match(/\)/g) ?? []).length);
    return inside || /^\p{Lu}/u.test(t) || TITLE_WORDS.has(bare(t));
  });
};

/** One caps part in ordinary case: `STEINMEIER` → `Steinmeier`, `MULI'AKA'AKA` → `Muli'aka'aka`, `O'NEILL` → `O'Neill`. */
function ordinaryCase(part: string): string {
  const pieces = part.split(/(['’])/);
  return pieces
    .map((piece, i) => {
      if (piece === "'" || piece === '’') return piece;
      const afterSingleLetter = i >= 2 && pieces[i - 2]!.length === 1;
      const lower = piece.toLowerCase();
      return i === 0 || afterSingleLetter ? lower.charAt(0).toUpperCase() + lower.slice(1) : lower;
    })
    .join('');
}

/**
 * A name as the Factbook writes it, in ordinary capitalisation: family names in capitals become
 * capitalised words (`Frank-Walter STEINMEIER` → `Frank-Walter Steinmeier`), except regnal numbers
 * (`CHARLES III`), initials without a vowel (`JD`), and particles inside a family name, which go
 * lower case (`REBELO DE SOUSA` → `Rebelo de Sousa`; `DE WEVER` → `De Wever`).
 */
export function displayName(asWritten: string): string {
  let seenCaps = false;
  return asWritten
    .split(/\s+/)
    .map((token, index) => {
      if (!hasCapitalsPart(token)) return token;
      const word = bare(token);
      if (index > 0 && ROMAN.test(word)) return token;
      if (!/[AEIOUYÀ-ÖØ-Ý]/u.test(word.normalize('NFD').toUpperCase())) return token;
      const converted = token.replace(/[\p{L}'’]+/gu, (run) =>
        UPPER_PART.test(run.replace(/['’]/g, '')) || /^\p{Lu}+['’]\p{Lu}/u.test(run) ? ordinaryCase(run) : run,
      );
      const result = seenCaps && PARTICLES.has(word.toLowerCase()) ? converted.toLowerCase() : converted;
      seenCaps = true;
      return result;
    })
    .join(' ');
}

export interface UnreadText {
  field: string;
  text: string;
}

interface Person {
  name: string;
  title: string | null;
  since: string | null;
}

/** Splits at `;` outside parentheses. */
function splitOutsideParens(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) {
      const m = separator.exec(text.slice(i));
      if (m && m.index === 0) {
        parts.push(text.slice(start, i));
        start = i + m[0].length;
        i = start - 1;
      }
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** `Title Given FAMILY (since date)` → the person; undefined when the words do not read that way. */
export function readPerson(segment: string): Person | Person[] | undefined {
  // The date: the first parenthesis that holds one; parentheses after the name are remarks.
  let since: string | null = null;
  let body = segment;
  for (const m of segment.matchAll(/\(([^()]*)\)/g)) {
    const date = firstDate(m[1]!);
    if (date) {
      since = date;
      body = segment.slice(0, m.index).trim();
      break;
    }
  }
  body = body.replace(/(\s*\([^()]*\))+$/, '').trim();
  // Two people sharing one office: "Captains Regent Matteo ROSSI and Lorenzo BUGLI".
  const pair = /^(.*\S)\s+and\s+(\S.*)$/.exec(body);
  if (pair && hasCapitalsPart(pair[2]!.split(/\s+/).at(-1) ?? '') && pair[1]!.split(/\s+/).some(hasCapitalsPart)) {
    const first = readPerson(`${pair[1]}`);
    const second = readPerson(pair[2]!);
    if (first && !Array.isArray(first) && second && !Array.isArray(second))
      return [
        { ...first, since },
        { ...second, title: second.title ?? first.title, since },
      ];
  }
  const tokens = body
    .replace(/\s+of\s+(the\s+)?(Netherlands|Denmark|Norway)$/, '')
    .replace(/,\s+\p{Ll}.*$/u, '')
    .split(/\s+/)
    .filter(Boolean);
  const family = tokens.findIndex((t) => hasCapitalsPart(t) && !TITLE_WORDS.has(bare(t)));
  if (family === -1) return undefined;
  let start = family;
  while (start > 0 && !isTitleWord(tokens[start - 1]!) && nameLike(tokens[start - 1]!)) start--;
  const rest = tokens.slice(family + 1);
  if (!rest.every((t) => nameLike(t) || /^(Jr|Sr)\.$/.test(t))) return undefined;
  const titleTokens = tokens.slice(0, start);
  const firstCapital = titleTokens.findIndex((t) => /^[(]?\p{Lu}/u.test(t));
  if (firstCapital !== -1 && !titleReads(titleTokens.slice(firstCapital))) return undefined;
  const title =
    firstCapital === -1
      ? ''
      : titleTokens
          .slice(firstCapital)
          .join(' ')
          .replace(/,$/, '')
          .replace(/^\((.*)\)$/, '$1');
  return { name: displayName(tokens.slice(start).join(' ').replace(/,$/, '')), title: title || null, since };
}

const CLEAN_UPS: Array<[RegExp, string]> = [
  [/\s*\(also spelled [^()]*\)/g, ''],
  [/;\s*also (spelled|referred to as) [^;(]*/g, ''],
  [/,\s*represented by\b/g, '; represented by'],
];

/** The people of one field, each with how they were introduced (first, "and …", "represented by …", or listed after). */
function peopleOf(text: string, field: string, unread: UnreadText[]) {
  let clean = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of CLEAN_UPS) clean = clean.replace(pattern, replacement);
  const people: Array<Person & { introduced: 'first' | 'and' | 'representative' | 'listed'; presidencyMember: boolean }> = [];
  splitOutsideParens(clean, /^;/).forEach((segment, index) => {
    if (/^note\b/i.test(segment) || /^\S+ \(vacant\)$/.test(segment)) return;
    const represented = /^represented by\s+/i.exec(segment);
    const joined = /^and\s+/.exec(segment);
    const words = segment.slice((represented ?? joined)?.[0].length ?? 0);
    const read = readPerson(words);
    if (!read) return void unread.push({ field, text: segment });
    const introduced = index === 0 ? 'first' : represented ? 'representative' : joined ? 'and' : 'listed';
    // A collective head of state: "Denis BECIROVIC (presidency member since 16 November 2022 - Bosniak seat)".
    const presidencyMember = /\b(presidency member|member of the presidency)\b/i.test(segment);
    for (const person of Array.isArray(read) ? read : [read])
      people.push({ ...person, introduced: Array.isArray(read) && introduced === 'first' ? 'first' : introduced, presidencyMember });
  });
  return people;
}

/**
 * The leaders of one country from the two Factbook entries. The first person of "chief of
 * state" (and anyone joined with "and") is the head of state; "represented by" introduces the
 * representative; the first person of "head of government" is the head of government; a person
 * in both is one leader. The members of a collective presidency (Bosnia and Herzegovina's three)
 * are all heads of state. Others the Factbook lists there (a vice president) are kept with no role.
 */
export function leadersOf(chiefOfState: string | undefined, headOfGovernment: string | undefined): { leaders: FactbookLeader[]; unread: UnreadText[] } {
  const unread: UnreadText[] = [];
  const leaders: FactbookLeader[] = [];
  const add = (p: Person, role: Partial<Pick<FactbookLeader, 'headOfState' | 'headOfGovernment' | 'representative'>>) => {
    const same = leaders.find((l) => l.name === p.name);
    if (same) return void Object.assign(same, Object.fromEntries(Object.entries(role).filter(([, v]) => v)));
    leaders.push({ name: p.name, title: p.title, since: p.since, headOfState: false, headOfGovernment: false, representative: false, ...role });
  };
  for (const p of chiefOfState ? peopleOf(chiefOfState, 'Government > Executive branch > chief of state', unread) : [])
    add(p.presidencyMember && !p.title ? { ...p, title: 'Member of the Presidency' } : p, {
      headOfState: p.introduced === 'first' || p.introduced === 'and' || p.presidencyMember,
      representative: p.introduced === 'representative',
    });
  for (const p of headOfGovernment ? peopleOf(headOfGovernment, 'Government > Executive branch > head of government', unread) : [])
    add(p, { headOfGovernment: p.introduced === 'first' });
  return { leaders, unread };
}
