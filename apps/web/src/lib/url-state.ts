import { useDebouncedValue } from '@mantine/hooks';
import { readUrlState, SEARCH_DEBOUNCE_MS, writeUrlState, type UrlStateSchema } from '@portal/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

export type SetUrlState<T> = (patch: Partial<T> | ((current: T) => Partial<T>), how?: { push?: boolean }) => void;

/**
 * A list's state kept in the URL (the page's domain schema: defaults left out), so that Back and a
 * shared link show the list as it was. A change replaces the history entry (typing); `push` adds one
 * (a page, a sort: Back then undoes it). The URL's other parameters are kept.
 */
export function useUrlState<S extends UrlStateSchema>(schema: S): [z.output<S>, SetUrlState<z.output<S>>] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // What the page shows changes at once: the router applies a new URL in a transition, a moment later,
  // and a box ticked meanwhile would still read unticked. A URL changed from outside (Back, a link) wins.
  const [shown, setShown] = useState(query);
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    setShown(query);
  }
  const state = useMemo(() => readUrlState(schema, new URLSearchParams(shown)), [schema, shown]);
  // A change reads the URL it changes from here, not from a render's closure: two changes before the next
  // render (quick clicks) both count, and a handler a widget kept from an earlier render stays right.
  const latest = useRef({ params, setParams });
  latest.current = { params, setParams };
  const set = useCallback<SetUrlState<z.output<S>>>(
    (patch, how) => {
      const current = latest.current.params;
      const state = readUrlState(schema, current);
      const change = typeof patch === 'function' ? patch(state) : patch;
      const next = writeUrlState(schema, { ...state, ...change }, current);
      latest.current.params = next;
      setShown(next.toString());
      latest.current.setParams(next, { replace: !how?.push });
    },
    [schema],
  );
  return [state, set];
}

/**
 * A search box over a URL parameter: what is typed shows at once and reaches the URL (`commit`) once
 * typing pauses; a changed URL (a link, Back) shows its own text.
 */
export function useUrlSearchText(
  inUrl: string,
  commit: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
): [string, (text: string) => void] {
  const [value, setValue] = useState(inUrl);
  const [debounced] = useDebouncedValue(value.trim(), delay);
  const last = useRef(inUrl);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  useEffect(() => {
    if (inUrl === last.current) return;
    last.current = inUrl;
    setValue(inUrl);
  }, [inUrl]);
  useEffect(() => {
    if (debounced === last.current) return;
    last.current = debounced;
    commitRef.current(debounced);
  }, [debounced]);
  return [value, setValue];
}
