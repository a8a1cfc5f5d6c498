/**
 * @module
 * Which object keys can be XML element names as they are. Kept narrower than XML's
 * Name production (ASCII only, no `:`) so every consumer, namespace-aware or not,
 * reads the same element.
 */

const ELEMENT_NAME = /^[A-Za-z_][A-Za-z0-9._-]*$/;
// Names starting with "xml" in any case are reserved by the XML specification.
const RESERVED_PREFIX = /^xml/i;
// `item` and `entry` carry the array and odd-key structure; as plain keys they would
// make an object look like an array or an odd key once parsed back.
const STRUCTURAL = new Set(['item', 'entry']);

/** True when `key` can be written as an element of the same name. */
export function isElementName(key: string): boolean {
  return ELEMENT_NAME.test(key) && !RESERVED_PREFIX.test(key) && !STRUCTURAL.has(key);
}
