let sequence = 0;

/** A text no other row of this run holds, for unique columns a test does not care about (names, codes). */
export const unique = (prefix: string): string => `${prefix}${Date.now().toString(36)}${(sequence++).toString(36)}`;
