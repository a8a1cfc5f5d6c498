/**
 * @module
 * The formats' file extensions, apart from their serializers: the explorer's first load needs
 * the list, never csv-stringify or the XML writer (they come with the lazily loaded download).
 */

/** Every extension an API answer is written in, in the order they are advertised. */
export const FORMAT_EXTENSIONS = ['json', 'csv', 'xml'] as const;

export type FormatExtension = (typeof FORMAT_EXTENSIONS)[number];
