/**
 * Every page's footer says which data it shows, as the API does: the data's version (linking to
 * what changed since the last release), and the content id of /api/health.json.
 */
import { describe, expect, it } from 'vitest';
import { readJson, readText } from './dist.ts';

const health = readJson('api/health.json') as { dataset: { id: string; version: string } };
const changes = readJson('api/changes.json') as { meta: { since: { version: string; date: string } | null } };

describe('the explorer’s footer', () => {
  it.each(['index.html', 'country/DE/index.html', 'stats/index.html', '404.html'])('of %s gives the data’s version and content id', (page) => {
    const footer = /<footer[\s\S]*?<\/footer>/.exec(readText(page))?.[0] ?? '';
    const text = footer.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ');
    expect(footer).toContain(`<a href="/api/changes.json">${health.dataset.version}</a>`);
    expect(text).toContain(`content id ${health.dataset.id}`);
    const since = changes.meta.since;
    if (since?.version === health.dataset.version) expect(text).toContain(`Data version ${since.version}, released ${since.date}`);
    else expect(text).toContain(since ? `with changes since release ${since.version}` : 'before any release');
  });
});
