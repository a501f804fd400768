import { Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A block of the home page's "what needs you" row: a title, skeleton rows while it loads, one line
 * when empty, else its compact rows; `action` is a link to the full list. Blocks sit side by side and wrap.
 */
export function TaskCard({
  title,
  label = title,
  loading,
  error,
  emptyText,
  isEmpty,
  action,
  children,
}: {
  title: string;
  /** The region's name when the title carries a changing count. */
  label?: string;
  loading: boolean;
  error?: boolean;
  emptyText: string;
  isEmpty: boolean;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label} style={{ flex: '1 1 320px', minWidth: 0 }}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            {title}
          </Title>
          {action}
        </Group>
        {loading ? (
          <Stack gap={8} role="status" aria-label={`Loading ${label}`}>
            <Skeleton h={18} />
            <Skeleton h={18} w="85%" />
            <Skeleton h={18} w="70%" />
          </Stack>
        ) : error ? (
          <Text c="red" size="sm" role="alert">
            Whoops! Something went wrong loading this list.
          </Text>
        ) : isEmpty ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
