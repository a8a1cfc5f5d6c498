/**
 * @module
 * The formats "Download this view" offers: the API's three, CSV with a byte-order mark, which
 * spreadsheet programs (Excel above all) need to read UTF-8 names such as Côte d'Ivoire and
 * Åland correctly, and the view's metadata alone (citation, sources, the view's URL), which a
 * CSV file has no place for.
 */
import { DOCUMENT_FORMATS, type FormatExtension } from '../formats/extensions.ts';

export type DownloadFormat = FormatExtension | 'csv-bom' | 'meta';

export const DOWNLOAD_FORMATS: readonly { format: DownloadFormat; label: string }[] = [
  ...DOCUMENT_FORMATS.map((ext) => ({ format: ext, label: ext === 'csv' ? 'CSV' : `${ext.toUpperCase()} (with its metadata)` })),
  { format: 'csv-bom', label: 'CSV for Excel (UTF-8 with BOM)' },
  { format: 'meta', label: 'its citation and metadata (JSON)' },
];

/** The serializer's extension, and whether the file starts with a byte-order mark. */
export function downloadEncoding(format: Exclude<DownloadFormat, 'meta'>): { extension: FormatExtension; bom: boolean } {
  return format === 'csv-bom' ? { extension: 'csv', bom: true } : { extension: format, bom: false };
}
