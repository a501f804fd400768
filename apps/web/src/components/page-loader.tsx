import { Paper, Skeleton, Stack } from '@mantine/core';

const ROWS = [0, 1, 2, 3, 4, 5];

/**
 * A page's place while its code or data loads: the outline of a heading and a table, rather than a
 * blank page with a spinner, so the page does not jump when it arrives.
 */
export function PageLoader() {
  return (
    <Stack gap="md" role="status" aria-label="Loading" aria-busy="true" data-page-skeleton>
      <Skeleton h={30} w="min(22rem, 60%)" radius="sm" />
      <Skeleton h={14} w="min(14rem, 40%)" radius="sm" />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          {ROWS.map((row) => (
            <Skeleton key={row} h={22} radius="sm" />
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
