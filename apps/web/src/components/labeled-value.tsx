import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small upper-case label over its value, as the information cards show their fields. */
export function LabeledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' ? <Text style={{ overflowWrap: 'anywhere' }}>{children}</Text> : children}
    </div>
  );
}
