import { Alert, Button, Group } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { ApiError } from '../lib/api';

/**
 * A failed save shown above the form it came from, which stays filled: the failure's text (the
 * server's own message for a conflict, which names who changed the record), its detail, Try again
 * and, for a conflict (412), Reload the record when the form can.
 */
export function FormError({
  error,
  title,
  detail,
  onRetry,
  onReload,
}: {
  error?: unknown;
  /** the failure's text: the spec's where it has one */
  title: string;
  detail?: string | null;
  onRetry?: () => void;
  /** loads the record again after a conflict (412) */
  onReload?: () => void;
}) {
  const conflict = error instanceof ApiError && error.status === 412;
  // a conflict's title is already the server's message: a detail repeating it is left out
  const shownDetail = conflict && detail === error.message ? null : detail;
  const reload = conflict ? onReload : undefined;
  // the same version sent again would only be refused again: a conflict that can reload offers Reload alone
  const retry = reload ? undefined : onRetry;
  const box = useRef<HTMLDivElement>(null);
  // A long page form is saved from its foot: bring the failure above it into view.
  useEffect(() => {
    // a block body: newer browsers return a promise from scrollIntoView, never a cleanup
    box.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [error, title]);
  return (
    <Alert ref={box} color="red" role="alert" title={conflict ? error.message : title}>
      {shownDetail && <div style={{ whiteSpace: 'pre-line' }}>{shownDetail}</div>}
      {(retry || reload) && (
        <Group gap="xs" mt={shownDetail ? 'sm' : 0}>
          {retry && (
            <Button size="xs" variant="white" color="red" onClick={retry}>
              Try again
            </Button>
          )}
          {reload && (
            <Button size="xs" variant="white" color="red" onClick={reload}>
              Reload
            </Button>
          )}
        </Group>
      )}
    </Alert>
  );
}
