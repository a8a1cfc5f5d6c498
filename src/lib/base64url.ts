/** Bytes as base64url without padding (RFC 4648 §5), with web-standard `btoa`, so it runs in browsers, Workers and Node alike. */
export const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
