import path from 'node:path';
import type { NextConfig } from 'next';
import { withSerwist } from '@serwist/turbopack';
import {
  documentSource,
  publicPageCache,
  publicPageSource,
  noindexHeader,
  noindexSources,
  scannerPermissionsPolicy,
  securityHeaders,
  transportHeaders,
} from './lib/security-headers';

const nextConfig: NextConfig = {
  turbopack: {
    rules: {
      '*.inline.css': { loaders: [path.join(__dirname, 'scripts/lib/css-string-loader.cjs')], as: '*.js' },
    },
  },
  poweredByHeader: false,
  // The types are checked once, over the whole tree, by `npm run typecheck` (tsc), which the
  // test command runs before it builds; the build's own pass would check the same files again.
  typescript: { ignoreBuildErrors: true },
  // The proxy sees the request's URL as Next's router does (its origin is the server's HOST and
  // PORT). Normalised, the proxy's URL is on http://localhost:PORT whatever HOST is, and a
  // rewrite there (next-intl's, to /en/… for an English page, proxy.ts) is not the router's
  // origin: Next fetches it as an external URL, through the proxy again. The App Router has no
  // /_next/data URLs, the only ones normalisation would change.
  skipProxyUrlNormalize: true,
  // The letters' PDFs (lib/letters/pdf-parts.tsx) are made with @react-pdf/renderer, whose React
  // reconciler fails when bundled under the react-server condition; Node's own require loads it
  // (and its React) as it ships, only when a PDF is rendered.
  serverExternalPackages: ['@react-pdf/renderer'],
  // Next's own gzip (the default, written out because a reverse proxy that compresses may turn it off).
  compress: true,
  reactStrictMode: true,
  // forbidden() answers 403 on the organiser pages a gate user may not open.
  experimental: {
    authInterrupts: true,
    // The forms' server actions (lib/handlers/form-actions.ts) carry a few short fields, like the
    // JSON endpoints' 32 KB bodies; Next's default of 1 MB would let one post make the server
    // parse a megabyte before the schema refuses it. Multipart framing and React's action fields
    // take a little more room than JSON, hence 64 KB.
    serverActions: { bodySizeLimit: '64kb' },
  },
  images: {
    // The responsive image widths, served as AVIF or WebP.
    deviceSizes: [480, 768, 1024, 1440, 1920],
    imageSizes: [64, 128, 256, 320, 384],
    formats: ['image/avif', 'image/webp'],
    qualities: [60, 75],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  // Response headers by path, in this one place. Next sets them on everything it answers at a
  // path, before the proxy or the route runs: pages, route handlers (the PDFs, the exports), the
  // proxy's redirects and redirect()'s, 4xx and 5xx. Only Next's own trailing-slash redirect
  // (/ticket/cancel/ to /ticket/cancel, 308) comes before them, without these headers, the
  // security headers included; the address it names carries them.
  async headers() {
    const adminHeaders = [{ key: 'Cache-Control', value: 'no-store' }];
    return [
      { source: '/:path*', headers: transportHeaders },
      { source: documentSource, headers: securityHeaders },
      { source: publicPageSource, headers: [publicPageCache] },
      // X-Robots-Tag on the attendee's and the organisers' paths (lib/security-headers.ts).
      ...noindexSources.map((source) => ({ source, headers: [noindexHeader] })),
      // The offline service worker (app/serwist/[path]/route.ts): browsers must see a new version at once.
      { source: '/serwist/:path*', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      { source: '/admin', headers: adminHeaders },
      { source: '/admin/:path*', headers: adminHeaders },
      // Later entries override earlier ones for the same header: the scanner may use the camera.
      { source: '/admin/scan', headers: [scannerPermissionsPolicy] },
      { source: '/api/admin/:path*', headers: adminHeaders },
    ];
  },
};

// withSerwist keeps esbuild, which bundles the service worker, out of the server bundles.
export default withSerwist(nextConfig);
