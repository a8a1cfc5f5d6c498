/**
 * @module
 * Capitals with their roles and coordinates. A single capital is the official one; a country
 * with several needs a curated `capitals` override naming each one's role (South Africa's
 * administrative, legislative and judicial capitals; Sri Lanka's official Sri Jayawardenepura
 * Kotte beside Colombo), because no source says which is which. Coordinates come from REST
 * Countries' `capitalInfo`, which gives the first capital's only, and only when REST Countries
 * names the same city.
 */
import type { Capital } from '../schema.ts';
import type { RestCountry } from '../sources.ts';
import { compactKey } from '../../lib/text-fold.ts';

/** The country's capitals, or an error message when several have no curated roles. */
export function capitalsOf(
  names: readonly string[],
  curated: readonly Capital[] | undefined,
  rest: Pick<RestCountry, 'capital' | 'capitalInfo'>,
): Capital[] | string {
  if (curated) return [...curated];
  if (names.length > 1) return `${names.length} capitals (${names.join(', ')}) but no roles: add a 'capitals' override to data/overrides.json`;
  const restFirst = rest.capital[0];
  const latlng = rest.capitalInfo.latlng;
  return names.map((name) => ({
    name,
    role: 'official',
    latlng: restFirst !== undefined && compactKey(restFirst) === compactKey(name) && latlng.length === 2 ? [latlng[0], latlng[1]] : null,
  }));
}
