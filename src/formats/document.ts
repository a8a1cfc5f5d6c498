/**
 * @module
 * The one shape every serializer reads, so the API layer builds an answer once and
 * each format only decides how to write it.
 */

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** What an API answer looks like to a serializer. */
export interface ApiDocument {
  /** The canonical JSON body. XML mirrors it exactly. */
  body: JsonValue;
  /** The rows CSV writes: the items of a list, or [record] for a single record. */
  rows: readonly JsonObject[];
  /**
   * Header to use when rows is empty: an empty list still gets a CSV header, which
   * cannot be inferred from zero rows. Ignored when rows has items.
   */
  columns?: readonly string[];
  /** Name of the XML root element, e.g. "country", "countries", "stats". */
  xmlRoot: string;
}
