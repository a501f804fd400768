import { Button, Center } from '@mantine/core';
import { useEffect, useRef } from 'react';

/**
 * The infinite scroll of a list: the next page loads when this button scrolls into view, or when it
 * is pressed (keyboard users and browsers without IntersectionObserver).
 */
export function LoadMore({ hasMore, loading, onLoad }: { hasMore: boolean; loading: boolean; onLoad: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(onLoad);
  load.current = onLoad;
  // observed afresh after each page, so a button still in view loads the next one too
  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        load.current();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);
  if (!hasMore) return null;
  return (
    <Center>
      <Button ref={ref} variant="default" loading={loading} onClick={onLoad}>
        Load more
      </Button>
    </Center>
  );
}
