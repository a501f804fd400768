import { Group, Text, Tooltip } from '@mantine/core';
import type { StewardshipLevel } from '@portal/domain';

const LEVEL_TEXT: Record<StewardshipLevel, string> = { empty: 'not started', partial: 'partial', complete: 'complete' };
const STAGES = ['planting', 'harvest', 'storage'] as const;
export type StewardshipStages = Record<(typeof STAGES)[number], StewardshipLevel>;

/** One dot: an empty circle (not started), yellow (partial) or green (complete). */
function Dot({ level, label }: { level: StewardshipLevel; label: string }) {
  const fill =
    level === 'complete'
      ? 'var(--mantine-color-green-7)'
      : level === 'partial'
        ? 'var(--mantine-color-yellow-5)'
        : 'transparent';
  return (
    <Tooltip label={label} withArrow>
      <span
        role="img"
        aria-label={label}
        data-level={level}
        style={{
          display: 'inline-block',
          width: 14,
          height: 14,
          borderRadius: '50%',
          background: fill,
          border: `2px solid ${level === 'empty' ? 'var(--mantine-color-gray-6)' : fill}`,
        }}
      />
    </Tooltip>
  );
}

/** Planting, harvest and storage completion; a contract without an activity shows three empty circles. */
export function StewardshipIndicator({
  stages,
  withLabels = false,
}: {
  stages: StewardshipStages | null;
  withLabels?: boolean;
}) {
  return (
    <Group gap={withLabels ? 'md' : 6} wrap="nowrap">
      {STAGES.map((stage) => {
        const level = stages?.[stage] ?? 'empty';
        const label = `${stage[0]!.toUpperCase()}${stage.slice(1)}: ${LEVEL_TEXT[level]}`;
        return withLabels ? (
          <Group key={stage} gap={6} wrap="nowrap">
            <Dot level={level} label={label} />
            <Text size="sm">{label}</Text>
          </Group>
        ) : (
          <Dot key={stage} level={level} label={label} />
        );
      })}
    </Group>
  );
}
