import { useEffect } from 'react';

export const APP_TITLE = 'Enogen Portal';

/** A tab's title: the page, then the portal ("Contract 26COR1000000014 · Enogen Portal"). */
export const documentTitle = (page?: string) => (page ? `${page} · ${APP_TITLE}` : APP_TITLE);

/**
 * Names a record in the tab's title once it is loaded; until then the page's declared title
 * (routes.tsx) stands. Nothing while `page` is undefined.
 */
export function usePageTitle(page: string | undefined) {
  useEffect(() => {
    if (page) document.title = documentTitle(page);
  }, [page]);
}
