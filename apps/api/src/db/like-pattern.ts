/** An ILIKE pattern matching the term anywhere; % and _ in a user's term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
