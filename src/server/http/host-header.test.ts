import { describe, expect, it } from 'vitest';
import { hostProblem, linkOrigin, MAX_HOST_LENGTH } from './host-header.ts';

describe('the Host a request names', () => {
  it.each([
    'countries.example',
    'countries.example.',
    'countries.example:8080',
    'localhost',
    '127.0.0.1:4321',
    '[::1]',
    '[::1]:80',
    '[2001:db8::1]:443',
    'my_service:8080',
    `${'a'.repeat(63)}.example`,
  ])('%s is a host', (host) => expect(hostProblem(host)).toBeUndefined());

  it.each([
    ['a space', 'evil example'],
    ['an unclosed IPv6 address', '[::1'],
    ['an IPv6 address without brackets', '::1'],
    ['a port past 65535', 'x:99999999'],
    ['an empty port', 'x:'],
    ['a percent sign', '%'],
    ['an empty label', 'a..b'],
    ['a label of 64 characters', `${'a'.repeat(64)}.example`],
    ['a name of 254 characters', `${'a.'.repeat(126)}ab`],
    ['user information', 'user@countries.example'],
    ['a path', 'countries.example/x'],
    ['no host at all', ''],
    ['not an IPv6 address in brackets', '[zz::1]'],
    // Names the URL parser refuses, so the Worker and the Vercel function could make no URL of them.
    ['a name ending in a number that is no IPv4 address', '1.2.3.4.5'],
    ['an IPv4 address past 255', '999.1.1.1'],
    ['a last label that is a number', 'a.1'],
  ])('with %s is not', (_what, host) => expect(hostProblem(host)).toMatch(/^The Host header is /));

  it('is refused past the longest host and port before anything else is looked at', () => {
    expect(hostProblem('a'.repeat(MAX_HOST_LENGTH + 1))).toMatch(/longer than a host name and port/);
    expect(hostProblem(`${'a'.repeat(50)}.`.repeat(300))).toMatch(/longer/);
  });

  it('gives links an origin only when its host is one', () => {
    expect(linkOrigin('http://countries.example:8080')).toBe('http://countries.example:8080');
    expect(linkOrigin('https://[::1]:4321')).toBe('https://[::1]:4321');
    // As the URL parser writes it, the Worker's request URL: one origin for one host.
    expect(linkOrigin('http://Countries.EXAMPLE:80')).toBe('http://countries.example');
    expect(linkOrigin('http://0x7f.1:4321')).toBe('http://127.0.0.1:4321');
    for (const origin of ['http://evil example', 'http://a..b', `http://${'a'.repeat(64)}`, 'ftp://countries.example', 'http://x/y', undefined])
      expect(linkOrigin(origin)).toBeUndefined();
  });
});
