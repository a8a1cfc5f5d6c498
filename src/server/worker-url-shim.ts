/**
 * @module
 * What the Worker bundle gets for Node's `url`, which xmlbuilder2 requires at load time
 * (@oozcitak/url converts host names) but never calls while writing the API's XML; `events`
 * gets src/lib/event-emitter.ts. With these, the Worker needs no `nodejs_compat` flag. The
 * build maps both module names (src/build/worker-bundle-fs.ts).
 */

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
