import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { serverOnlyPlugin } from './scripts/lib/eslint-server-only.mjs';

/**
 * The layers, checked on every import (docs/architecture.md, "Layers"): content/ ← lib/ ← components/ ← app/,
 * public code never reaching the organiser area, browser code never reaching server code.
 * import/no-restricted-paths (eslint-plugin-import, which eslint-config-next brings) checks the
 * folders; scripts/lib/eslint-server-only.mjs checks the server-only marker, which no folder can
 * stand for. Tests and their support modules are exempt: they drive a layer from outside it.
 */
const publicApp = [
  './app/*.{ts,tsx}',
  './app/!(admin|api|\\(english\\))/**',
  './app/(english)/!(admin)/**',
  './app/(english)/*.{ts,tsx}',
  './app/api/!(admin)/**',
];
const publicComponents = ['./components/!(admin|scanner|checkin)/**'];

const layers = {
  files: ['**/*.{ts,tsx,mjs}'],
  // Tests and the modules only tests load (jest runs them in Node, whatever folder they sit in).
  ignores: [
    '**/*.test.{ts,tsx}',
    '**/test-support/**',
    'lib/testing/**',
    'lib/db/testing.ts',
    'lib/scanner/test-server.ts',
  ],
  plugins: { 'server-only': serverOnlyPlugin },
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './content',
            from: '.',
            except: ['./content', './node_modules'],
            message: 'content/ is data: it imports nothing outside content/.',
          },
          {
            target: './lib',
            from: ['./components', './app'],
            message: 'lib/ sits below components/ and app/: pass what it needs as parameters.',
          },
          // The site's stylesheet is an asset beside the root layout, not a layer (components/layout/inline-styles.tsx).
          {
            target: './components',
            from: './app',
            except: ['./site.inline.css'],
            message: 'components/ sits below app/: a route passes its data in.',
          },
          {
            target: [...publicApp, ...publicComponents],
            from: [
              './components/admin',
              './components/scanner',
              './components/checkin',
              './lib/admin',
              './lib/auth',
              './lib/scanner',
            ],
            message:
              'Public pages never import the organiser area or the gate; they read who is signed in only through lib/authz.',
          },
        ],
      },
    ],
    'server-only/marked': ['error', serverOnlyOptions()],
    'server-only/not-in-browser': ['error', serverOnlyOptions()],
  },
};

function serverOnlyOptions() {
  return {
    // Server code that runs outside Next.js too, where the marker throws: the e2e suite signs its
    // tickets with lib/tickets/keys.ts.
    unmarked: ['lib/tickets/keys.ts'],
    // Browser code without a 'use client' line: the scanner's engine and the service worker.
    browser: ['lib/scanner/', 'lib/offline/sw.ts'],
  };
}

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'data/**',
      'bench/empty-app/.next/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  layers,
];
export default config;
