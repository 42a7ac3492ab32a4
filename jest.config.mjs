import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // Jest is not a React server: the marker that keeps server modules out of client bundles is a no-op here.
    '^server-only$': '<rootDir>/node_modules/server-only/empty.js',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  modulePathIgnorePatterns: ['<rootDir>/.next/'],
};

// better-auth and its dependencies ship ES modules only (.mjs, or .js in "type": "module"
// packages); jest runs CommonJS, so those files are compiled too.
const esmOnly = [
  'better-auth',
  '@better-auth',
  'better-call',
  'jose',
  '@noble',
  'nanostores',
  'defu',
  'rou3',
  'uncrypto',
  '@simplewebauthn',
  'kysely',
];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  resolved.transformIgnorePatterns = (resolved.transformIgnorePatterns ?? []).map((pattern) =>
    pattern.startsWith('/node_modules/(?!.pnpm)(?!(')
      ? pattern.replace('(?!(', `(?!.*\\.mjs$)(?!(${esmOnly.join('|')}|`)
      : pattern,
  );
  return resolved;
}
