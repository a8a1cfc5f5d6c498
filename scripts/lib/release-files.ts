/**
 * CHANGELOG.md and CITATION.cff as `npm run release` writes them from the releases recorded in
 * releases/, formatted as Prettier writes them (`npm run lint` checks both); a unit test holds the
 * committed files to them.
 */
import { join } from 'node:path';
import { renderChangelog } from '../../src/release/changelog.ts';
import { renderCitation } from '../../src/release/citation.ts';
import { changelogEntries } from '../../src/release/history-fs.ts';
import { releasesDirOf } from '../../src/release/releases-fs.ts';
import { formatMarkdown as formatted } from './docs-files.ts';

/** Each file's path and text; CITATION.cff only once a release is recorded. */
export async function releaseFileTexts(root: string): Promise<{ path: string; text: string }[]> {
  const entries = changelogEntries(releasesDirOf(root));
  const changelog = join(root, 'CHANGELOG.md');
  const files = [{ path: changelog, text: await formatted(renderChangelog(entries), changelog) }];
  const last = entries.at(-1)?.release;
  if (last) {
    const citation = join(root, 'CITATION.cff');
    files.push({ path: citation, text: await formatted(renderCitation(last), citation) });
  }
  return files;
}
