/** A path the API answers (everything else is the web app). */
export function isApiRoute(url: string) {
  return url === '/api' || url.startsWith('/api/');
}
