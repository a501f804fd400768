import { Alert } from '@mantine/core';
import { formatDateTime, formatTime, OFFLINE_MESSAGES } from '@portal/domain';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it has a connection (it changes with the `online` and `offline` events). */
export const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

/** The oldest fetch time of the reads on screen: how fresh what the user reads is. */
function oldestShown(queryClient: QueryClient): number | null {
  const times = queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .map((query) => query.state.dataUpdatedAt)
    .filter((time) => time > 0);
  return times.length ? Math.min(...times) : null;
}

function useShownDataTime(): number | null {
  const queryClient = useQueryClient();
  const [time, setTime] = useState(() => oldestShown(queryClient));
  useEffect(() => queryClient.getQueryCache().subscribe(() => setTime(oldestShown(queryClient))), [queryClient]);
  return time;
}

/** Offline: a banner saying so, and when the data shown was read from the server. */
export function OfflineBanner() {
  const online = useOnline();
  const time = useShownDataTime();
  if (online) return null;
  const today = time !== null && new Date(time).toDateString() === new Date().toDateString();
  const when = time === null ? null : today ? formatTime(new Date(time)) : formatDateTime(new Date(time));
  return (
    <Alert color="gray" role="status" variant="filled" mb="md" title={null}>
      {OFFLINE_MESSAGES.offline} {when && OFFLINE_MESSAGES.dataFrom(when)}
    </Alert>
  );
}
