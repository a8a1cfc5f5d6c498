/**
 * @module
 * What the app's functions (app.ts, site-replies.ts) share: the context made once from the
 * options, what a request has come to so far, and how a file is answered to it.
 */
import type { AccessControl, Grant } from '../../access/access-control.ts';
import type { RouteMatch } from '../../api/route-match.ts';
import type { AssetStore } from './assets.ts';
import type { CoreClient } from './core-client.ts';
import type { RouteOutline } from './core.ts';
import type { QueryResolver } from './query.ts';
import type { Incoming } from './reply.ts';
import type { AssetReplyOptions } from './responses.ts';

/** What every request's answer reads: the options, and what is made of them once. */
export interface AppContext {
  readonly core: CoreClient;
  readonly assets: AssetStore;
  readonly access: AccessControl | undefined;
  readonly maxUrlLength: number;
  readonly basePath: string;
  readonly query: QueryResolver;
  readonly matchRoute: (path: string) => RouteMatch<RouteOutline> | undefined;
  readonly familyOf: (path: string) => RouteOutline | undefined;
  readonly startedAt: number;
}

/** What a request has come to so far: the headers all its responses carry, and what the plans let through. */
export interface RequestState {
  /** The path whose family's error body the request's errors take (decoded when it could be). */
  where: string;
  extra: Readonly<Record<string, string>>;
  /** Set when `extra` is one of the constant header sets (see AssetReplyOptions.shared). */
  shared: 'api' | 'site' | undefined;
  grant?: Grant;
}

/** How a file is answered to this request (made in one piece: it is made for every request). */
export const replyOptions = (req: Incoming, state: RequestState, cacheControl: string, vary: string): AssetReplyOptions => ({
  method: req.method,
  acceptEncoding: req.header('accept-encoding'),
  ifNoneMatch: req.header('if-none-match'),
  extra: state.extra,
  shared: state.shared,
  cacheControl,
  vary,
});
