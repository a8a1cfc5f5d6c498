/**
 * @module
 * data/refresh-manifest.json: what `npm run refresh` last fetched from each publisher, with the
 * URL, the date and the SHA-256 of each response, so the data says where and when it came from.
 */
import { z } from 'zod';

export const FetchRecord = z.object({
  source: z.string().describe('What was fetched: `World Bank SP.POP.TOTL`, `npm world-countries`.'),
  url: z.url(),
  fetchedAt: z.iso.datetime(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  file: z.string().nullable().describe('The file of data/ it became; null for what is only reported.'),
  note: z.string().optional(),
});
export type FetchRecord = z.infer<typeof FetchRecord>;

export const RefreshManifest = z.object({ refreshedAt: z.iso.datetime(), fetched: z.array(FetchRecord) });
export type RefreshManifest = z.infer<typeof RefreshManifest>;

export const MANIFEST_FILE = 'refresh-manifest.json';
