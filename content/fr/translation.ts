/**
 * The type of the French twin of an English `as const` value: the same keys, the same array
 * lengths and the same functions (with the same parameters), each text widened to `string` so
 * French words fit. A key missing on either side fails the type check.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: Translation<T[K]> }
      : T;
