import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', 'public/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', 'next-env.d.ts', 'data/**', 'bench/empty-app/.next/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
];
export default config;
