import { Group, Paper, Text, Title } from '@mantine/core';
import type { Completeness, StewardshipLevel } from '@portal/domain';

const LEVEL_TEXT: Record<StewardshipLevel, string> = {
  empty: 'not started',
  partial: 'incomplete',
  complete: 'complete',
};
const SECTIONS: { key: keyof Completeness; label: string }[] = [
  { key: 'planting', label: 'Planting' },
  { key: 'harvest', label: 'Harvest' },
  { key: 'storage', label: 'Storage cleanout' },
  { key: 'planting_cleanout', label: 'Planting cleanout' },
];

/** The contracts list's circle (the same look): empty, yellow (partial) or green (complete). */
function Circle({ level }: { level: StewardshipLevel }) {
  const fill =
    level === 'complete'
      ? 'var(--mantine-color-green-7)'
      : level === 'partial'
        ? 'var(--mantine-color-yellow-5)'
        : 'transparent';
  return (
    <span
      aria-hidden
      data-level={level}
      style={{
        display: 'inline-block',
        flex: '0 0 auto',
        width: 16,
        height: 16,
        borderRadius: '50%',
        background: fill,
        border: `2px solid ${level === 'empty' ? 'var(--mantine-color-gray-6)' : fill}`,
      }}
    />
  );
}

/** Which sections are complete, incomplete or not started (the domain's tri-state rule, from the API). */
export function CompletenessSummary({ completeness }: { completeness: Completeness }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="stewardship-summary">
      <Title order={3} size="h4" mb="sm" id="stewardship-summary">
        Summary
      </Title>
      <Group gap="lg" role="list">
        {SECTIONS.map(({ key, label }) => (
          <Group key={key} gap={8} wrap="nowrap" role="listitem" data-section={key} data-level={completeness[key]}>
            <Circle level={completeness[key]} />
            <Text size="sm">
              {label}: {LEVEL_TEXT[completeness[key]]}
            </Text>
          </Group>
        ))}
      </Group>
    </Paper>
  );
}
