/**
 * @module
 * THE route table: every endpoint of the API, defined once. The static build, the server,
 * the host configurations, the OpenAPI document and the docs all read it.
 */
import type { Route } from './route.ts';
import { documentRoute } from './document-route.ts';
import { countryRoute } from './endpoints/country.ts';
import { countriesRoute } from './endpoints/countries.ts';
import { bordersRoute } from './endpoints/borders.ts';
import { similarRoute } from './endpoints/similar.ts';
import { populationRoute } from './endpoints/population.ts';
import { gdpRoute } from './endpoints/gdp.ts';
import { factbookRoute } from './endpoints/factbook.ts';
import { leadersRoute } from './endpoints/leaders.ts';
import { organisationsRoute } from './endpoints/organisations.ts';
import { exportRoute, healthRoute, statsRoute } from './endpoints/documents.ts';
import { changesRoute } from './endpoints/changes.ts';
import { countryShapeRoute, worldShapesRoute, worldTopologyRoute } from './endpoints/shapes.ts';
import { locateRoute } from './endpoints/locate.ts';
import { countrySubdivisionsRoute, exportSubdivisionsRoute, subdivisionRoute } from './endpoints/subdivisions.ts';
import { formerCountriesRoute, formerCountryRoute } from './endpoints/former-countries.ts';
import { cityRoute, countryCitiesRoute } from './endpoints/cities.ts';
import { restV1Routes } from './rest/v1-routes.ts';
import { restV2Routes } from './rest/v2-routes.ts';
import { restV31Routes } from './rest/v31-routes.ts';
import { restV5Route } from './rest/v5-routes.ts';
import { openApiDocument } from './openapi.ts';
import type { JsonObject } from '../formats/document.ts';
import { OpenApi } from './response-schemas.ts';

const dataRoutes: readonly Route[] = [
  countryRoute,
  populationRoute,
  gdpRoute,
  factbookRoute,
  leadersRoute,
  countrySubdivisionsRoute,
  subdivisionRoute,
  countryCitiesRoute,
  cityRoute,
  formerCountryRoute,
  formerCountriesRoute,
  countriesRoute,
  organisationsRoute,
  bordersRoute,
  similarRoute,
  statsRoute,
  ...restV1Routes,
  ...restV2Routes,
  ...restV31Routes,
  restV5Route,
  exportRoute,
  exportSubdivisionsRoute,
  countryShapeRoute,
  worldShapesRoute,
  worldTopologyRoute,
  locateRoute,
  changesRoute,
  healthRoute,
];

export const openApiRoute = documentRoute({
  name: 'openapi',
  summary: 'This API described in OpenAPI 3.1.',
  formats: ['json'],
  response: [OpenApi],
  answer(api) {
    const body = openApiDocument(api, routes) as unknown as JsonObject;
    return { body, rows: [], xmlRoot: 'openapi' };
  },
  examples: [{ query: 'openapi', description: 'the OpenAPI document' }],
});

export const routes: readonly Route[] = [...dataRoutes, openApiRoute];

export const routeByName = (name: string) => routes.find((r) => r.name === name);
