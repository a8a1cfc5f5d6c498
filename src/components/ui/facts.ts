/**
 * @module
 * The items of a `FactList`: a label and a value made of text and links, with an optional note
 * (a year, a source) in small print.
 */

export type Part = string | { readonly text: string; readonly href: string; readonly lang?: string | undefined };

export interface Fact {
  readonly label: string;
  readonly parts: readonly Part[];
  readonly note?: string | undefined;
  /** A long source text behind the value, folded under it (and left off paper). */
  readonly more?: { readonly summary: string; readonly text: string } | undefined;
  /** Its place among every country's figure ("63rd largest of 250"), linking to the table sorted by it. */
  readonly rank?: { readonly text: string; readonly href: string } | undefined;
  /** `false`: left off the printed one-page profile (a link to more, not a fact of its own). */
  readonly print?: false | undefined;
  /** What the label means, a click away beside it: the id of its definition (src/explorer/definitions.ts). */
  readonly define?: string | undefined;
}

/** Parts joined by a separator: `joinParts([a, b], ', ')` → a, ", ", b. */
export function joinParts(parts: readonly Part[], separator = ', '): Part[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]));
}
