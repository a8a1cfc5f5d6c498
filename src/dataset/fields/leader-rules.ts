/**
 * @module
 * Terms that must have ended by the data's as-of date, by law: a mandate of fixed length ran out
 * with no source at hand saying who holds the office since (a successor, a renewal, or that it
 * is unconfirmed), or the holder has served the most mandates in a row the law allows.
 * Mandates follow each other from the rule's anchor (a day one began: Chile's presidents take
 * office on 11 March every four years, San Marino's regents every 1 April and 1 October), or,
 * without one, from the term's start. Pure.
 */
import type { LeaderTerm } from '../schema-profile.ts';
import type { TermRule } from '../leader-files.ts';
import { firstDay } from './leader-terms.ts';

/** `day` moved by a number of months (negative: back), as `YYYY-MM-DD`. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

const periodOf = (rule: TermRule) => rule.months ?? rule.years! * 12;

/** The first day a mandate began or begins after `day`: the rule's anchor moved by whole mandates. */
export function nextBoundary(anchor: string, months: number, day: string): string {
  let k = Math.floor((monthIndex(day) - monthIndex(anchor)) / months) - 1;
  while (addMonths(anchor, k * months) <= day) k++;
  return addMonths(anchor, k * months);
}
const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/** The rule in words, for messages: `4-year terms, at most 1 in a row (Constitución …, art. 25)`. */
export function describeRule(rule: TermRule): string {
  const length = rule.years ? `${rule.years}-year` : `${rule.months}-month`;
  const limit = rule.consecutive ? `, at most ${rule.consecutive} in a row` : '';
  return `${rule.kind}: ${length} mandates${limit}; ${rule.source}`;
}

/** Why a term in office on `asOf` cannot be, under `rule`; undefined when it can. */
export function termRuleProblem(term: LeaderTerm, rule: TermRule, asOf: string): string | undefined {
  if (term.to !== null || term.name === null || term.unconfirmedSince !== null) return undefined;
  const who = `${term.office ?? 'the office'} ${term.name}`;
  if (term.from === null) return `${who} has no start date, so the rule (${describeRule(rule)}) cannot be checked; give it in data/leaders.json`;
  const from = firstDay(term.from);
  const months = periodOf(rule);
  const anchor = rule.anchor ?? from;
  // The last day a source shows the holder in office: the start, the source's date, a renewal.
  const vouched = [from, firstDay(term.source.date), term.renewed ? firstDay(term.renewed.from) : ''].reduce((a, b) => (a > b ? a : b));
  const ran = nextBoundary(anchor, months, vouched);
  if (ran <= asOf)
    return `${who}'s mandate ran out on ${ran} (${describeRule(rule)}), before the data's as-of date ${asOf}: data/leaders.json needs who followed, the renewal, or that it is unconfirmed`;
  if (rule.consecutive !== undefined) {
    let end = nextBoundary(anchor, months, from);
    for (let served = 1; served < rule.consecutive; served++) end = addMonths(end, months);
    if (end <= asOf) return `${who} (since ${term.from}) must have left by ${end} (${describeRule(rule)}), before the data's as-of date ${asOf}`;
  }
  return undefined;
}

/** A country's terms, with how the build's problems name its record. */
export interface CountryTerms {
  record: string;
  terms: readonly LeaderTerm[];
}

/**
 * Every term in office on `asOf` that a rule says must have ended, named by its place in the
 * record's `government.leaders`; and every rule that concerns no term (a misspelt office, a
 * country without leaders), named by its place in data/leader-term-rules.json.
 */
export function termRuleProblems(
  byCountry: ReadonlyMap<string, CountryTerms>,
  rules: readonly TermRule[],
  asOf: string,
): Array<{ record: string; field: string; message: string }> {
  const problems: Array<{ record: string; field: string; message: string }> = [];
  rules.forEach((rule, i) => {
    const country = byCountry.get(rule.country);
    const at = `data/leader-term-rules.json rules[${i}] (${rule.country})`;
    if (!country) return void problems.push({ record: at, field: 'country', message: `no country '${rule.country}' with leaders` });
    if (!country.terms.some((t) => t.office === rule.office)) {
      const offices = [...new Set(country.terms.map((t) => t.office).filter((o) => o !== null))];
      return void problems.push({ record: at, field: 'office', message: `no term of office '${rule.office}'; its offices: ${offices.join(', ')}` });
    }
    const current = country.terms.filter((t) => t.to === null);
    current.forEach((term, index) => {
      if (term.office !== rule.office) return;
      const message = termRuleProblem(term, rule, asOf);
      if (message) problems.push({ record: country.record, field: `government.leaders[${index}]`, message });
    });
  });
  return problems;
}
