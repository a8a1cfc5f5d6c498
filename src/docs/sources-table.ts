/**
 * @module
 * The README's table of data sources, generated from the dataset's source list (the same list
 * the bulk export and the OpenAPI document carry), so the attribution cannot drift.
 */
import type { Source } from '../dataset/schema.ts';
import { table } from './markdown.ts';

const isUrl = (url: string) => /^https?:\/\//.test(url);

export function sourcesTable(sources: readonly Source[]): string {
  return table(
    ['Source', 'Version', 'Fields', 'Licence'],
    sources.map((s) => [isUrl(s.url) ? `[${s.name}](${s.url})` : `${s.name} (\`${s.url}\`)`, s.version, s.fields.join(', '), s.licence]),
  );
}
