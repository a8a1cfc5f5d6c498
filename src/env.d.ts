// Astro writes .astro/types.d.ts only on a build or `astro sync`; this keeps lint and typecheck right on a fresh clone.
/// <reference types="astro/client" />
