/**
 * @module
 * The static API: every precomputed question of every route, in every format it is written in,
 * as `{ path, body }` pairs with what hosts need to know of each file (its family's policy, the
 * file it is an alias of). Pure; `write-fs.ts` puts them on disk.
 */
import type { Api } from '../api/context.ts';
import { outcomeOf, render } from '../api/question.ts';
import type { FilePolicy, Route } from '../api/route.ts';
import { routeFiles, writtenFormats, type RouteFile } from '../api/files.ts';
import type { FormatExtension } from '../formats/extensions.ts';
import { NOT_FOUND_BODY, notFound } from '../api/errors.ts';
import { API_DIR } from '../api/paths.ts';

export interface StaticFile {
  /** Path under the output folder, e.g. `api/country/DE.json`. */
  path: string;
  readonly body: string;
  /** What hosts do with it (src/api/route.ts): the not-found documents are files everywhere. */
  policy: FilePolicy;
  /** The file with the same bytes (`api/country/DE.json`), when this one is an alias of it. */
  aliasOf?: string;
}

/** A question's answer and its bodies, each format rendered when first read. */
interface Rendering {
  readonly formats: readonly FormatExtension[];
  body(format: FormatExtension): string;
}

/** Bodies are kept once rendered only where aliases will ask for them again. */
function renderingOf(api: Api, file: RouteFile, keep: boolean): Rendering {
  const outcome = outcomeOf(api, file.route, file.params);
  const kept = new Map<FormatExtension, string>();
  return {
    formats: writtenFormats(file.route, outcome),
    body(format) {
      let text = kept.get(format);
      if (text === undefined) {
        text = render(outcome, format).text;
        if (keep) kept.set(format, text);
      }
      return text;
    },
  };
}

export function* generateStaticApi(api: Api, routes: readonly Route[]): Generator<StaticFile> {
  // An alias has its canonical file's bytes (Route.canonical): answered and rendered once, for both.
  const canonicals = new Map<string, Rendering>();
  for (const file of routeFiles(api, routes)) {
    const rendering = (file.aliasOf !== undefined ? canonicals.get(file.aliasOf) : undefined) ?? renderingOf(api, file, file.route.canonical !== undefined);
    if (file.route.canonical && file.aliasOf === undefined) canonicals.set(file.staticPath, rendering);
    for (const format of rendering.formats)
      yield {
        path: `${API_DIR}/${file.staticPath}.${format}`,
        // Rendered when read: counting a host's upload needs the files, not their bytes.
        get body() {
          return rendering.body(format);
        },
        policy: file.family.policy,
        ...(file.aliasOf !== undefined ? { aliasOf: `${API_DIR}/${file.aliasOf}.${format}` } : {}),
      };
  }
  yield { path: `${API_DIR}/404.json`, body: JSON.stringify(NOT_FOUND_BODY), policy: 'file' };
  // The misses of routes with their own error shape, for static hosts (REST Countries' 404 body).
  const shapes = new Map(routes.flatMap((r) => (r.errorShape ? [[r.errorShape.notFoundFile, r.errorShape] as const] : [])));
  for (const [file, shape] of shapes)
    yield { path: `${API_DIR}/${file}.json`, body: JSON.stringify(shape.body(notFound(NOT_FOUND_BODY.message))), policy: 'file' };
}
