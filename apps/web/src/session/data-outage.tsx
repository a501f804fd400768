import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { onServiceUnavailable } from '../lib/api';

export const DATA_OUTAGE_TEXT = "We can't reach the portal's data right now. Retrying…";
/** Waits between automatic retries: doubling, then every 30 s. */
export const RETRY_BACKOFF_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000] as const;

/**
 * Whether the portal's data is out of reach: set by any API call answering 503, cleared when the
 * readiness probe answers again (DataOutageNotice). The session stays as it was: the user is not
 * signed out by an outage.
 */
let down = false;
const subscribers = new Set<() => void>();
function setDown(value: boolean) {
  if (down === value) return;
  down = value;
  subscribers.forEach((notify) => notify());
}
onServiceUnavailable(() => setDown(true));

const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => void subscribers.delete(notify);
};

export function useDataOutage(): boolean {
  return useSyncExternalStore(subscribe, () => down);
}

/** Ends the outage (tests; the notice does it when the data is back). */
export function endDataOutage() {
  setDown(false);
}

/** Whether the API reaches its database again (its readiness probe). */
async function dataReachable(): Promise<boolean> {
  try {
    return (await fetch('/api/health/ready', { credentials: 'same-origin' })).ok;
  } catch {
    return false;
  }
}

/**
 * The full-page notice while the data is out of reach: retries by itself with a growing wait, or at
 * once with Retry now; when the API answers again, every query is read afresh (the session included)
 * and the page comes back.
 */
export function DataOutageNotice({ reachable = dataReachable }: { reachable?: () => Promise<boolean> }) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);

  const retry = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    const ok = await reachable();
    busy.current = false;
    setChecking(false);
    if (!ok) return setAttempt((n) => n + 1);
    endDataOutage();
    await queryClient.invalidateQueries();
  }, [queryClient, reachable]);

  useEffect(() => {
    const wait = RETRY_BACKOFF_MS[Math.min(attempt, RETRY_BACKOFF_MS.length - 1)];
    const timer = setTimeout(() => void retry(), wait);
    return () => clearTimeout(timer);
  }, [attempt, retry]);

  return (
    <Center h="80vh" p="md">
      <Stack align="center" gap="md" maw={480} role="alert" aria-live="polite">
        <Loader size="sm" aria-hidden />
        <Title order={1} size="h3" ta="center">
          {DATA_OUTAGE_TEXT}
        </Title>
        <Text c="dimmed" ta="center">
          The page comes back by itself as soon as the portal can read its data again.
        </Text>
        <Button onClick={() => void retry()} loading={checking}>
          Retry now
        </Button>
      </Stack>
    </Center>
  );
}
