/** A latitude or longitude for display: six decimals at most (about 0.1 m), so float noise never shows. */
export function formatCoordinate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(Number(value.toFixed(6)));
}
