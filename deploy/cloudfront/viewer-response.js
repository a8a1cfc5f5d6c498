// Countries Reference on S3 + CloudFront: the viewer-response CloudFront Function (runtime
// cloudfront-js-2.0) of docs/deploy.md, "S3 and CloudFront". It gives each file the content type
// and caching the HTTP policy gives it (src/server/http/http-policy.ts; docs/api.md, Formats and HTTP
// behaviour): `aws s3 sync` stores types without a charset (and XML as text/xml on some systems),
// and S3 stores no caching. The headers every response carries (security, CORS) come from the
// response headers policy beside this file, which CloudFront applies to error pages too.
// tests/hosts/cloudfront-recipe.test.ts runs this file over the plain hosts' upload.

const API_TYPES = {
  json: 'application/json; charset=utf-8',
  csv: 'text/csv; charset=utf-8; header=present',
  xml: 'application/xml; charset=utf-8',
};
const FRESH_FIVE_MINUTES = 'public, max-age=300, s-maxage=86400, stale-while-revalidate=604800, stale-if-error=604800';

function cacheControl(uri) {
  if (uri.indexOf('/api/') === 0 || uri.indexOf('/flags/') === 0 || uri.indexOf('/maps/') === 0) return FRESH_FIVE_MINUTES;
  if (uri.indexOf('/_astro/') === 0) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const uri = event.request.uri;
  const response = event.response;
  if (response.statusCode >= 400) return response;
  const type = uri.indexOf('/api/') === 0 ? API_TYPES[uri.slice(uri.lastIndexOf('.') + 1)] : undefined;
  if (type) response.headers['content-type'] = { value: type };
  response.headers['cache-control'] = { value: cacheControl(uri) };
  return response;
}
