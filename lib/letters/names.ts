/**
 * Whether a visa letter request's passport name can be the registration's person: a
 * letter invites the name on the request, so the organisers are warned when it does not carry
 * the registered first and last names. Passports add middle names and drop accents, so every
 * word of the registered names must appear in the passport name, compared without case, accents
 * or punctuation; their order does not matter.
 */
function words(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function passportNameMatches(
  passportName: string,
  registered: { firstName: string; lastName: string },
): boolean {
  const passport = new Set(words(passportName));
  const expected = words(`${registered.firstName} ${registered.lastName}`);
  return expected.length > 0 && expected.every((word) => passport.has(word));
}
