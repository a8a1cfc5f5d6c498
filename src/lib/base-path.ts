/**
 * The sub-path a site is served under, as every URL builder wants it: empty at the root, else
 * a leading slash and no trailing one (`reference/` and `/reference/` → `/reference`).
 * Astro's `BASE_URL` (`/` or `/reference/`) and the `BASE_PATH` variable both go through here.
 */
export function basePathOf(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}
