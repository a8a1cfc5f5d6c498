/**
 * @module
 * Writes the current view with the API's own serializers and hands it to the browser as a
 * file named after the view. Imported on the first click only, so the serializers
 * (csv-stringify, the XML writer) never weigh on the page's first load.
 */
import { formats } from '../formats/registry.ts';
import { jsonFormat } from '../formats/json.ts';
import { downloadEncoding, type DownloadFormat } from './download-formats.ts';
import { viewDocument, viewFileName, type ViewToDownload } from './view-document.ts';

export function downloadView(view: ViewToDownload, choice: DownloadFormat): void {
  const place = { origin: location.origin, pathname: location.pathname };
  const doc = viewDocument(view, place, new Date());
  const name = viewFileName(view.state, view.labels);
  if (choice === 'meta') {
    const body = (doc.body as { meta: unknown }).meta;
    return save(jsonFormat.render({ ...doc, body: body as never }), jsonFormat.contentType, `${name}.metadata.json`);
  }
  const { extension, bom } = downloadEncoding(choice);
  const format = formats[extension];
  save(`${bom ? '\ufeff' : ''}${format.render(doc)}`, format.contentType, `${name}${bom ? '-excel' : ''}.${extension}`);
}

function save(text: string, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL is only a handle to the blob.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
