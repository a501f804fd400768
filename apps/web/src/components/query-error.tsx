import { Alert, Button, Stack } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { AccessDenied } from './access-denied';

/** A read that failed for a reason that may pass: the failure and a Retry that reads again. */
export function LoadFailed({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" role="alert" title={title}>
      <Button size="compact-sm" variant="light" color="red" onClick={onRetry} loading={retrying}>
        Retry
      </Button>
    </Alert>
  );
}

/**
 * A page whose main read failed: AccessDenied for 403, `notFoundText` for 404 (or a null error: the
 * thing is not there), else the generic failure with Retry when `onRetry` is given. `header` goes above
 * the alert, `children` inside it.
 */
export function QueryError({
  error,
  notFoundText,
  header,
  children,
  onRetry,
}: {
  error: unknown;
  /** reads again (a failure other than 403 or 404 may pass) */
  onRetry?: () => void;
  notFoundText: string;
  header?: ReactNode;
  children?: ReactNode | ((missing: boolean) => ReactNode);
}) {
  if (error instanceof ApiError && error.status === 403) return <AccessDenied />;
  const missing = error === null || (error instanceof ApiError && error.status === 404);
  return (
    <Stack>
      {header}
      <Alert color="red" role="alert" title={missing ? notFoundText : TEXTS.renderFailed}>
        {typeof children === 'function' ? children(missing) : children}
        {onRetry && !missing && (
          <Button size="compact-sm" variant="light" color="red" mt={children ? 'sm' : 0} onClick={onRetry}>
            Retry
          </Button>
        )}
      </Alert>
    </Stack>
  );
}
