/**
 * @module
 * Writes the current view with the API's own serializers and hands it to the browser as a
 * file. Imported on the first click only, so the serializers (csv-stringify, xmlbuilder2)
 * never weigh on the page's first load.
 */
import type { CountryData } from '../dataset/schema.ts';
import { formats } from '../formats/registry.ts';
import { downloadEncoding, type DownloadFormat } from './download-formats.ts';
import { viewDocument } from './view-document.ts';

export function downloadView(rows: readonly CountryData[], columnIds: readonly string[], allRows: readonly CountryData[], choice: DownloadFormat): void {
  const { extension, bom } = downloadEncoding(choice);
  const format = formats[extension];
  const text = format.render(viewDocument(rows, columnIds, allRows));
  const url = URL.createObjectURL(new Blob([bom ? '\ufeff' : '', text], { type: format.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `countries-view${bom ? '-excel' : ''}.${extension}`;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL is only a handle to the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
