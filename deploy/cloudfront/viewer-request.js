// Countries Reference on S3 + CloudFront: the viewer-request CloudFront Function (runtime
// cloudfront-js-2.0) of docs/deploy.md, "S3 and CloudFront". S3 knows objects by key, not
// folders: the explorer's pages are `country/DE/index.html`, asked as `/country/DE/`. A path that
// ends in `/` is given its `index.html`; a page's path without its final `/` (`/stats`) is sent
// there, its query kept; everything else (the API's files, flags, assets) goes to S3 as asked.
// Written for the runtime's JavaScript (ES 5.1 with const, let, arrow functions and template
// literals). tests/hosts/cloudfront-recipe.test.ts runs this file over the plain hosts' upload.

function queryOf(querystring) {
  const parts = [];
  for (const key in querystring) {
    const entry = querystring[key];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) parts.push(values[i].value === '' ? key : `${key}=${values[i].value}`);
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  if (uri.slice(-1) === '/') {
    request.uri = `${uri}index.html`;
    return request;
  }
  const name = uri.slice(uri.lastIndexOf('/') + 1);
  // API paths without an extension are the query form, which S3 cannot answer: left to its 404.
  if (name.indexOf('.') !== -1 || uri === '/api' || uri.indexOf('/api/') === 0) return request;
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: {
      location: { value: `${uri}/${queryOf(request.querystring)}` },
      'cache-control': { value: 'public, max-age=0, must-revalidate' },
    },
  };
}
