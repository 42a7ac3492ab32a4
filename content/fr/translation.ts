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

/**
 * Texts keyed by the id of what they translate (a speaker, a session), checked at module load:
 * an id without its text, or a text whose id is gone, fails the build and the tests naming it.
 */
export function keyedTranslations<K extends string | number, T>(
  file: string,
  ids: readonly K[],
  texts: Readonly<Record<K, T>>,
): ReadonlyMap<K, T> {
  const known = new Set(ids.map(String));
  const missing = ids.filter((id) => !Object.hasOwn(texts, id));
  const extra = Object.keys(texts).filter((id) => !known.has(id));
  if (missing.length || extra.length) {
    throw new Error(
      `${file}: ${[
        missing.length ? `no French text for ${missing.join(', ')}` : '',
        extra.length ? `a French text for unknown ${extra.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join('; ')}`,
    );
  }
  return new Map(ids.map((id) => [id, texts[id]]));
}
