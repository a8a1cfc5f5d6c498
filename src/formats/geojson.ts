/**
 * @module
 * GeoJSON (RFC 7946), served as `application/geo+json` (its IANA media type, RFC 7946 §12): the
 * body is the GeoJSON object itself, written compactly as JSON is. A route answering in it builds
 * that object (a Feature, a FeatureCollection); this format only says what it is, and renders
 * nothing else: no document format (DOCUMENT_FORMATS), only the shape routes list it.
 */
import type { Format } from './registry.ts';
import type { ApiDocument } from './document.ts';
import { CONTENT_TYPES } from '../lib/content-types.ts';

/** The `type` of an RFC 7946 GeoJSON object (§1.4). */
const GEOJSON_TYPES = new Set([
  'Feature',
  'FeatureCollection',
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

/** Whether an answer's body is a GeoJSON object: an object whose `type` is one of RFC 7946's. */
export const isGeoJson = (doc: ApiDocument): boolean => {
  const body = doc.body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) && typeof body.type === 'string' && GEOJSON_TYPES.has(body.type);
};

export const geojsonFormat: Format = {
  extension: 'geojson',
  contentType: CONTENT_TYPES.geojson,
  canRender: isGeoJson,
  render: (doc) => JSON.stringify(doc.body),
};
