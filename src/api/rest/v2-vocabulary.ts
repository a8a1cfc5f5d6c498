/**
 * @module
 * REST Countries v2's own words, where our records say otherwise (`data/rest-countries-v2.json`):
 * its name of each country (`United States of America`, `Korea (Republic of)`), the names it kept
 * after a country was renamed (`Swaziland`), its region and sub-region (`Central Europe`, `Polar`),
 * and its 13 regional blocs with their members.
 */
import data from '../../../data/rest-countries-v2.json' with { type: 'json' };
import type { CountryData, OrganisationId } from '../../dataset/schema.ts';
import { classifier } from './vocabulary.ts';

const names: Readonly<Record<string, string>> = data.names.countries;
const renamed: Readonly<Record<string, { readonly v2: string }>> = data.names.renamed.countries;

/** v2's name of a country: its own (an ISO-style short name) where it differs from our common name. */
export const v2Name = (c: CountryData): string => names[c.cca2] ?? c.name.common;

/** The name v2 gave a country before it was renamed (`Swaziland`), which still finds it; none for most. */
export const v2FormerNames = (c: CountryData): readonly string[] => {
  const former = renamed[c.cca2]?.v2;
  return former === undefined ? [] : [former];
};

/** v2's region (Africa, Americas, Asia, Europe, Oceania, Polar) and sub-region of a country. */
export const v2Classification = classifier(data.classification);

/** A regional bloc as v2's records carry it: `otherAcronyms` and `otherNames` only where it has some. */
export interface RegionalBloc {
  readonly acronym: string;
  readonly name: string;
  readonly otherAcronyms?: string[];
  readonly otherNames?: string[];
}

interface BlocData extends RegionalBloc {
  /** The organisation of our memberships whose members are the bloc's (`eu`)… */
  readonly membership?: string;
  /** …or the bloc's own list of alpha-2 codes. */
  readonly members?: readonly string[];
}

const BLOCS: readonly BlocData[] = data.regionalBlocs.blocs;

/** The 13 blocs, in v2's order, as records carry them. */
export const REGIONAL_BLOCS: readonly RegionalBloc[] = BLOCS.map(({ acronym, name, otherAcronyms, otherNames }) => ({
  acronym,
  name,
  ...(otherAcronyms ? { otherAcronyms } : {}),
  ...(otherNames ? { otherNames } : {}),
}));

/** Whether a country is a member of a bloc: by our memberships where we have the organisation, else by the bloc's list. */
function isMember(c: CountryData, bloc: BlocData): boolean {
  if (bloc.membership !== undefined) return c.memberships[bloc.membership as OrganisationId];
  return bloc.members?.includes(c.cca2) ?? false;
}

/** The blocs a country is a member of, in v2's order. */
export const v2RegionalBlocs = (c: CountryData): RegionalBloc[] => REGIONAL_BLOCS.filter((_, i) => isMember(c, BLOCS[i]!));
