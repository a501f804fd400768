import { Alert, Stack } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { AccessDenied } from './access-denied';

/**
 * A page whose main read failed: AccessDenied for 403, `notFoundText` for 404 (or a null error: the
 * thing is not there), else the generic failure. `header` goes above the alert, `children` inside it.
 */
export function QueryError({
  error,
  notFoundText,
  header,
  children,
}: {
  error: unknown;
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
      </Alert>
    </Stack>
  );
}
