/**
 * @module
 * The host table: every host docs/deploy.md names, one adapter each (adapter.ts), in the order
 * the build and the docs list them. A new host is a folder of src/hosts and one line here.
 */
import { cloudflare } from './cloudflare/adapter.ts';
import { netlify } from './netlify/adapter.ts';
import { staticHosts } from './static/adapter.ts';
import { vercel } from './vercel/adapter.ts';
import type { HostAdapter } from './adapter.ts';

const TABLE = [cloudflare, vercel, netlify, staticHosts] as const;

export type HostId = (typeof TABLE)[number]['id'];
export const HOSTS: readonly HostAdapter[] = TABLE;

export const hostById = (id: HostId): HostAdapter => HOSTS.find((h) => h.id === id)!;

export const isHostId = (value: string): value is HostId => HOSTS.some((h) => h.id === value);
