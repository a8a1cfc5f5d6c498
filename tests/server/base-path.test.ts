/**
 * A build published under a path (`BASE_PATH=/reference`) served by `npm start`'s app: everything
 * under that path, the root sent there, and the API's errors telling where the API is.
 */
import { describe, expect, it } from 'vitest';
import { loadAssets } from '../../src/server/node/assets-fs.ts';
import { TEST_CACHE_DIR, outDir, siteFiles } from '../helpers.ts';
import { appOver, buildFile, bytesOf, testApp } from './server-app.ts';

const BASE = '/reference';
const app = () => appOver(testApp().api, loadAssets(outDir(), TEST_CACHE_DIR, siteFiles()), { basePath: BASE });

describe('npm start under BASE_PATH', () => {
  it('serves the static API, the query form and the pages under the path', async () => {
    const file = await app().request(`${BASE}/api/country/DE.json`);
    expect(file.status).toBe(200);
    expect((await bytesOf(file)).equals(buildFile('api/country/DE.json'))).toBe(true);
    const query = await app().request(`${BASE}/api/country?code=de`);
    expect(query.status).toBe(200);
    expect(((await query.json()) as { cca2: string }).cca2).toBe('DE');
    expect((await app().request(`${BASE}/`)).status).toBe(200);
  });

  it('sends the root to the path, and says where the API is when asked outside it', async () => {
    const root = await app().request('/');
    expect(root.status).toBe(301);
    expect(root.headers.get('location')).toBe(`${BASE}/`);
    const outside = await app().request('/api/country/DE.json');
    expect(outside.status).toBe(404);
    expect(((await outside.json()) as { message: string }).message).toContain(`${BASE}/api`);
  });
});
