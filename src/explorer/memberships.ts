/**
 * @module
 * The organisations of the records' `memberships`, by the short names people use for them
 * (the dataset's `organisations` keep the full names and the sources). Type imports only from
 * the schema: its values would bring zod into the browser.
 */
import type { CountryData, OrganisationId } from '../dataset/schema.ts';

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

/** Every organisation, in the records' order (a unit test holds it to the schema's). */
export const MEMBERSHIP_IDS = Object.keys(MEMBERSHIP_LABELS) as OrganisationId[];

/** The organisations a country is a member of, in the records' order. */
export const membershipsOf = (c: Pick<CountryData, 'memberships'>): OrganisationId[] => MEMBERSHIP_IDS.filter((id) => c.memberships[id]);
