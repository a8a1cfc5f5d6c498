/**
 * @module
 * People type `/country/de/`, `/country/DEU/`, `/country/276/` or `/country/germany/` for the
 * page at `/country/DE/`: the server sends them there with a 301, to the country the API files
 * of that code or name give (src/api/country-address.ts), as the static hosts' 404 page does;
 * `/country/ussr/` goes to the former country's page.
 */
import type { Api } from '../../api/context.ts';
import { countryAddressSegment, resolveCountryAddress } from '../../api/country-address.ts';
import { fileQuestion } from '../../api/files.ts';
import { outcomeOf } from '../../api/question.ts';
import type { Route } from '../../api/route.ts';
import { API_DIR } from '../../api/paths.ts';

/** The page a mistyped country address meant, or undefined (no country address, no single country, or already the page). */
export async function countryPageRedirect(api: Api, routes: readonly Route[], path: string): Promise<string | undefined> {
  const segment = countryAddressSegment(path);
  if (segment === undefined) return undefined;
  const page = await resolveCountryAddress(segment, (file) => {
    // The file's body, as the question its path names answers it (whether or not this host was given the file).
    const asked = fileQuestion(api, routes, `${API_DIR}/${file}`);
    const outcome = asked && outcomeOf(api, asked.route, asked.question.params);
    return outcome && ('document' in outcome ? outcome.document.body : outcome.referral);
  });
  return page === path ? undefined : page;
}
