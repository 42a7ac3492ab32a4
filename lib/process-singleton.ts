import 'server-only';

/**
 * One value per server process. Next.js bundles instrumentation.ts and each route handler
 * separately, so a module-level variable would exist once per bundle; the value is kept on
 * globalThis under a registered symbol instead. A promise that rejects is forgotten, so a failed
 * start (a database not up yet) does not poison every later call.
 */
export function processSingleton<T>(name: string, create: () => T): T {
  const key = Symbol.for(`acm.${name}`);
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  if (store[key] !== undefined) return store[key];
  const value = create();
  store[key] = value;
  if (value instanceof Promise) {
    value.catch(() => {
      if (store[key] === value) delete store[key];
    });
  }
  return value;
}

/** The value made for `name` in this process, if any (without making one). */
export function existingSingleton<T>(name: string): T | undefined {
  return (globalThis as unknown as Record<symbol, T | undefined>)[Symbol.for(`acm.${name}`)];
}
