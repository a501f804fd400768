import { Group, Text } from '@mantine/core';
import type { Completeness, StewardshipLevel } from '@portal/domain';
import { CompletenessCircle } from '../../components/completeness-circle';

const LEVEL_TEXT: Record<StewardshipLevel, string> = {
  empty: 'not started',
  partial: 'incomplete',
  complete: 'complete',
};
const SECTIONS: { key: keyof Completeness; name: string }[] = [
  { key: 'planting', name: 'Planting' },
  { key: 'harvest', name: 'Harvest' },
  { key: 'storage', name: 'Storage cleanout' },
  { key: 'planting_cleanout', name: 'Planting cleanout' },
];

/**
 * An activity's four sections as tri-state circles (the domain's completeness, from the API): named
 * circles with tooltips in the dashboard table, circles and their texts in the page's summary.
 */
export function CompletenessCircles({
  completeness,
  withLabels = false,
}: {
  completeness: Completeness;
  withLabels?: boolean;
}) {
  const sections = SECTIONS.map(({ key, name }) => ({
    key,
    level: completeness[key],
    text: `${name}: ${LEVEL_TEXT[completeness[key]]}`,
  }));
  if (!withLabels)
    return (
      <Group gap={6} wrap="nowrap">
        {sections.map(({ key, level, text }) => (
          <CompletenessCircle key={key} level={level} label={text} />
        ))}
      </Group>
    );
  return (
    <Group gap="lg" role="list" aria-label="Completeness">
      {sections.map(({ key, level, text }) => (
        <Group key={key} gap={8} wrap="nowrap" role="listitem" data-section={key} data-level={level}>
          <CompletenessCircle level={level} size={16} />
          <Text size="sm">{text}</Text>
        </Group>
      ))}
    </Group>
  );
}
