import { Group, Text } from '@mantine/core';
import type { StewardshipLevel } from '@portal/domain';
import { CompletenessCircle } from '../../components/completeness-circle';

const LEVEL_TEXT: Record<StewardshipLevel, string> = { empty: 'not started', partial: 'partial', complete: 'complete' };
const STAGES = ['planting', 'harvest', 'storage'] as const;
export type StewardshipStages = Record<(typeof STAGES)[number], StewardshipLevel>;

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
            <CompletenessCircle level={level} label={label} />
            <Text size="sm">{label}</Text>
          </Group>
        ) : (
          <CompletenessCircle key={stage} level={level} label={label} />
        );
      })}
    </Group>
  );
}
