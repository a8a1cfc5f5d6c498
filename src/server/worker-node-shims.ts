/**
 * @module
 * What the Worker bundle gets for Node's `events` and `url`, which xmlbuilder2 requires at load
 * time (its callback builder extends EventEmitter; @oozcitak/url converts host names) but never
 * calls while writing the API's XML. With these, the Worker needs no `nodejs_compat` flag.
 * The build maps both module names here (src/build/worker-bundle-fs.ts).
 */

/** Only extended, never instantiated, by the code the Worker runs. */
export class EventEmitter {}

/** WHATWG URL parsing gives the ASCII (punycode) form of a host name, as Node's does. */
export const domainToASCII = (domain: string): string => {
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return '';
  }
};

export const domainToUnicode = (domain: string): string => {
  throw new Error(`url.domainToUnicode('${domain}') is not available in the Worker build.`);
};
