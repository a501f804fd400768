import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A detail widget: LOADING, EMPTY (with its text) or its data. */
export function Widget({
  title,
  loading,
  empty,
  emptyText,
  children,
}: {
  title: string;
  loading: boolean;
  empty?: boolean;
  emptyText?: string;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {loading ? (
        <Center p="md" role="status" aria-label={`Loading ${title}`}>
          <Loader size="sm" />
        </Center>
      ) : empty ? (
        <Text c="dimmed">{emptyText ?? 'No data'}</Text>
      ) : (
        children
      )}
    </Paper>
  );
}

export function Info({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm">
        {children}
      </Text>
    </div>
  );
}
