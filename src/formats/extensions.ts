/**
 * @module
 * The formats' file extensions, apart from their serializers: the explorer's first load needs
 * the list, never csv-stringify or the XML writer (they come with the lazily loaded download).
 */

/** Every extension an API answer is written in, in the order they are advertised: the document formats, then GeoJSON (the shapes'). */
export const FORMAT_EXTENSIONS = ['json', 'csv', 'xml', 'geojson'] as const;

export type FormatExtension = (typeof FORMAT_EXTENSIONS)[number];

/**
 * The formats every answer renders in (its body, its rows): what a route answers in unless it
 * says otherwise. A format that needs more of an answer (GeoJSON: its shapes) is not one of
 * them; the routes whose answers have that part list it in their `formats` (src/formats/registry.ts).
 */
export const DOCUMENT_FORMATS = ['json', 'csv', 'xml'] as const satisfies readonly FormatExtension[];
