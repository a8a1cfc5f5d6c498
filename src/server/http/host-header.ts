/**
 * @module
 * The `Host` a request names, checked the same way by every delivery (the Node server, the
 * Worker, the Vercel function): it decides the origin the links of some answers are written on
 * (REST Countries' flags, when the build has no SITE_URL), so a client that chooses it must not
 * choose more than a host. A valid one is a DNS name (labels of letters, digits, `-` and `_`, at
 * most 63 characters each, 253 in all), an IPv4 address or a bracketed IPv6 address, with an
 * optional port, that the URL parser takes as a host too (the Worker and the Vercel function see
 * the request as a URL made of it: `1.2.3.4.5` or `a.1` make none); anything else is a
 * 400 (RFC 9112 3.2: "a server MUST respond with a 400 … to any
 * request message … that contains more than one Host header field line or a Host header field
 * with an invalid field value").
 */

const LABEL = '[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?';
const NAME = new RegExp(`^${LABEL}(?:\\.${LABEL})*\\.?$`);
const IPV6 = /^\[[0-9A-Fa-f:.]{2,45}\]$/;
/** The longest valid Host: a 253-character name and a port. */
export const MAX_HOST_LENGTH = 253 + 6;

/** Why a Host header's value is not a host and port; undefined when it is one. */
export function hostProblem(host: string): string | undefined {
  if (host.length > MAX_HOST_LENGTH) return `The Host header is longer than a host name and port (${MAX_HOST_LENGTH} characters).`;
  const colon = host.startsWith('[') ? host.indexOf(']:') + 1 || -1 : host.lastIndexOf(':');
  const name = colon < 0 ? host : host.slice(0, colon);
  const port = colon < 0 ? undefined : host.slice(colon + 1);
  const shaped = (name.length <= 253 && NAME.test(name)) || IPV6.test(name);
  if (!shaped || (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) <= 65535)) || urlOrigin(`http://${host}`) === undefined)
    return 'The Host header is not a valid host name (or IP address) and port.';
  return undefined;
}

/** The origin as the URL parser writes it (lower case, no default port, an IPv4 address in its usual form); undefined when it makes no URL. */
function urlOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

/**
 * The origin links may be written on: the scheme and a valid host, as the URL parser writes them
 * (so the Node server's links are the Worker's, whose request URL is parsed: `http://Countries.Example:80`
 * is `http://countries.example`), else undefined (links stay root-relative).
 */
export function linkOrigin(origin: string | undefined): string | undefined {
  if (origin === undefined) return undefined;
  const match = /^(https?):\/\/([^/?#]*)$/.exec(origin);
  return match && hostProblem(match[2]!) === undefined ? urlOrigin(origin) : undefined;
}
