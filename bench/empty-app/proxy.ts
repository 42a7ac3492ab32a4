/**
 * A proxy that matches no request. Next.js 16.4.5's Turbopack looks for a proxy in the app
 * directory and, when there is none, falls back to the workspace root (where Turbopack's root
 * is, the folder of package-lock.json) and would compile the site's own proxy.ts into this
 * baseline. This file stops that; it runs on the server only and adds no browser JavaScript.
 */
export function proxy() {}

export const config = { matcher: ['/__bench-empty-app-never-matches'] };
