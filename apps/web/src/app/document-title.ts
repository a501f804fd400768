import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from '../lib/page-title';
import type { PageHandle } from './page-access';

/**
 * The tab shows the title the matched page declares (routes.tsx) from the first render of each
 * path: a layout effect, so that a record page's own usePageTitle (a passive effect) comes after it.
 */
export function useDeclaredTitle(pathname: string) {
  const title = (useMatches().at(-1)?.handle as PageHandle | undefined)?.title;
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);
}
