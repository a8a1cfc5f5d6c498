/**
 * The S3 + CloudFront recipe of docs/deploy.md (`deploy/cloudfront/`): its two CloudFront
 * Functions and its response headers policy, run in a small stand-in of the distribution the docs
 * describe over the plain hosts' upload as `aws s3 sync` stores it. S3 knows objects by key, gives
 * each the type `aws s3 sync` guessed from its extension (no charset; XML as text/xml), and
 * answers a missing key 403 (a private bucket behind CloudFront). The distribution runs the
 * viewer-request function, fetches from S3, answers an origin's 403 or 404 with `/404.html` and
 * status 404 (its custom error responses), runs the viewer-response function on what the origin
 * answered, and adds the policy's headers to every response. It must serve what the docs say a
 * plain host serves: every explorer page, every family of files with the types of docs/api.md,
 * the headers of the HTTP policy, the site's 404 page for what is missing.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { hostById } from '../../src/hosts/hosts.ts';
import { headersFor, PAGE_CACHE } from '../../src/server/http/http-policy.ts';
import { API_TYPES, missingHeaders } from './static-hosts.ts';
import { familySamples, hostSite } from './uploads.ts';

interface Header {
  value: string;
}
interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, { value: string; multiValue?: { value: string }[] }>;
  headers: Record<string, Header>;
}
interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, Header>;
  body?: Buffer;
}
type Handler = (event: { request: CfRequest; response?: CfResponse }) => CfRequest | CfResponse;

/** A CloudFront Function's file, its `handler` as CloudFront calls it: in a context of its own, with no Node.js global. */
const functionOf = (file: string) => runInNewContext(`${readFileSync(resolve('deploy/cloudfront', file), 'utf8')}\nhandler;`, {}) as Handler;
const viewerRequest = functionOf('viewer-request.js');
const viewerResponse = functionOf('viewer-response.js');
const policy = JSON.parse(readFileSync(resolve('deploy/cloudfront/response-headers-policy.json'), 'utf8')) as {
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: boolean }[] };
};

/** The type `aws s3 sync` stores with each object (Python's mimetypes), no charset. */
const S3_TYPES: Readonly<Record<string, string>> = {
  json: 'application/json',
  csv: 'text/csv',
  xml: 'text/xml',
  html: 'text/html',
  js: 'text/javascript',
  css: 'text/css',
  svg: 'image/svg+xml',
  png: 'image/png',
  txt: 'text/plain',
};

let upload: ReturnType<typeof hostSite> | undefined;
/** The plain hosts' upload (`DEPLOY_HOST=static`), as `aws s3 sync` copies it. */
const site = () => (upload ??= hostSite(hostById('static')));

/** S3 over the plain hosts' upload: an object by key, else 403. */
function s3(uri: string): CfResponse {
  const key = decodeURIComponent(uri);
  if (!site().has(key))
    return { statusCode: 403, headers: { 'content-type': { value: 'application/xml' } }, body: Buffer.from('<Error><Code>AccessDenied</Code></Error>') };
  const type = S3_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'binary/octet-stream';
  return { statusCode: 200, headers: { 'content-type': { value: type } }, body: site().read(key) };
}

/** The distribution: functions, origin, custom error responses and the response headers policy. */
function cloudfront(url: string, method = 'GET'): CfResponse {
  const { pathname, searchParams } = new URL(url, 'https://d111111abcdef8.cloudfront.net');
  const querystring: CfRequest['querystring'] = {};
  for (const [key, value] of searchParams) {
    const entry = querystring[key];
    if (!entry) querystring[key] = { value };
    else entry.multiValue = [...(entry.multiValue ?? [{ value: entry.value }]), { value }];
  }
  const asked = viewerRequest({ request: { method, uri: pathname, querystring, headers: {} } });
  let response: CfResponse;
  if ('statusCode' in asked) response = asked;
  else {
    const fromOrigin = s3(asked.uri);
    if (fromOrigin.statusCode === 403 || fromOrigin.statusCode === 404) response = { ...s3('/404.html'), statusCode: 404 };
    else response = viewerResponse({ request: asked, response: fromOrigin }) as CfResponse;
  }
  for (const { Header, Value, Override } of policy.CustomHeadersConfig.Items)
    if (Override || !response.headers[Header.toLowerCase()]) response.headers[Header.toLowerCase()] = { value: Value };
  return response;
}

const header = (r: CfResponse, name: string) => r.headers[name.toLowerCase()]?.value;
const built = (path: string) => site().read(path);
const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1);

describe('S3 + CloudFront with the recipe of docs/deploy.md', () => {
  it.each(['/', '/country/DE/', '/country/JP/', '/stats/', '/compare/', '/docs/api/'])('serves the explorer page %s', (path) => {
    const res = cloudfront(path);
    expect(res.statusCode).toBe(200);
    expect(header(res, 'content-type')).toBe('text/html');
    expect(res.body!.equals(built(`${path}index.html`))).toBe(true);
  });

  it('sends a page asked without its final slash there, its query kept', () => {
    const res = cloudfront('/compare?c=DE,FR');
    expect(res.statusCode).toBe(301);
    expect(header(res, 'location')).toBe('/compare/?c=DE,FR');
    expect(cloudfront('/country/DE').statusCode).toBe(301);
  });

  it('answers a sample of every family of files with its bytes, and the API files with the types of docs/api.md', () => {
    const wrong: string[] = [];
    for (const { paths } of familySamples())
      for (const path of paths) {
        const res = cloudfront(path);
        const type = path.startsWith('/api/') ? API_TYPES[extension(path)] : undefined;
        if (res.statusCode !== 200 || !res.body!.equals(built(path)) || (type && header(res, 'content-type') !== type))
          wrong.push(`${path}: ${res.statusCode} ${header(res, 'content-type')}`);
      }
    expect(wrong).toEqual([]);
  });

  it.each(['/no-such-page/', '/api/country/ZZ.json', '/api/country?code=de', '/country/DE/no-such-file.png'])(
    'answers %s with the site’s 404 page and status 404',
    (path) => {
      const res = cloudfront(path);
      expect(res.statusCode).toBe(404);
      expect(res.body!.equals(built('/404.html'))).toBe(true);
    },
  );

  it.each(['/', '/country/DE/', '/flags/DE.png', '/api/country/DE.json', '/api/export/countries.csv', '/api/nope', '/no-such-page/', '/stats'])(
    '%s carries the headers of docs/api.md, and a file the caching of the HTTP policy',
    (path) => {
      const res = cloudfront(path);
      expect(missingHeaders((n) => header(res, n))).toEqual([]);
      if (res.statusCode === 200) expect(header(res, 'cache-control')).toBe(headersFor(path)['Cache-Control'] ?? PAGE_CACHE);
    },
  );

  it('has a policy CloudFront accepts: as many headers as it says, each once', () => {
    const names = policy.CustomHeadersConfig.Items.map((i) => i.Header.toLowerCase());
    expect(policy.CustomHeadersConfig.Quantity).toBe(names.length);
    expect(new Set(names).size).toBe(names.length);
  });
});
