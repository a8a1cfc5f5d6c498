/**
 * @module
 * The organisations behind the records' `memberships`: each with its member states, the
 * official list it was taken from and the month that list was checked.
 */
import { documentRoute } from '../document-route.ts';
import { DOCUMENT_FORMATS } from '../../formats/extensions.ts';
import { countriesByLayout } from '../layouts.ts';
import { OrganisationsDocument } from '../response-schemas.ts';

export const organisationsRoute = documentRoute({
  name: 'organisations',
  summary: 'The 14 organisations of the `memberships` field: member states, source and as-of date, and a link to the list of their members.',
  formats: DOCUMENT_FORMATS,
  response: [OrganisationsDocument],
  answer(api) {
    const data = api.organisations.map((o) => ({
      id: o.id,
      name: o.name,
      count: o.members.length,
      members: o.members,
      source: o.source,
      asOf: o.asOf,
      note: o.note ?? null,
      links: { countries: api.paths.fileOf(countriesByLayout('membership'), { membership: o.id, sort: 'name', order: 'asc', page: 1 }) },
    }));
    return { body: { count: data.length, data }, rows: data, xmlRoot: 'organisations' };
  },
  examples: [{ query: 'organisations', description: 'every organisation with its members and source' }],
});
