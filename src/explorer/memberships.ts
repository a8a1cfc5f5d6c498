/**
 * @module
 * The organisations of the records' `memberships`, by the short names people use for them
 * (the dataset's `organisations` keep the full names and the sources).
 */
import { ORGANISATIONS, type CountryData, type OrganisationId } from '../dataset/schema.ts';

export const MEMBERSHIP_LABELS: Readonly<Record<OrganisationId, string>> = {
  un: 'UN',
  eu: 'EU',
  eurozone: 'Euro area',
  schengen: 'Schengen area',
  nato: 'NATO',
  commonwealth: 'Commonwealth',
  oecd: 'OECD',
  g7: 'G7',
  g20: 'G20',
  brics: 'BRICS',
  opec: 'OPEC',
  africanUnion: 'African Union',
  asean: 'ASEAN',
  arabLeague: 'Arab League',
};

/** The organisations a country is a member of, in the records' order. */
export const membershipsOf = (c: Pick<CountryData, 'memberships'>): OrganisationId[] => ORGANISATIONS.filter((id) => c.memberships[id]);
