import { Group, Tooltip } from '@mantine/core';
import type { Completeness, StewardshipLevel } from '@portal/domain';

const LEVEL_TEXT: Record<StewardshipLevel, string> = { empty: 'not started', partial: 'partial', complete: 'complete' };
const SECTIONS = [
  ['planting', 'Planting'],
  ['harvest', 'Harvest'],
  ['storage', 'Storage'],
  ['planting_cleanout', 'Planting cleanout'],
] as const;

/** The tri-state circles (green complete, yellow partial, empty circle), as the contracts list draws them. */
export function CompletenessDots({ completeness }: { completeness: Completeness }) {
  return (
    <Group gap={6} wrap="nowrap">
      {SECTIONS.map(([key, name]) => {
        const level = completeness[key];
        const label = `${name}: ${LEVEL_TEXT[level]}`;
        const fill =
          level === 'complete'
            ? 'var(--mantine-color-green-7)'
            : level === 'partial'
              ? 'var(--mantine-color-yellow-5)'
              : 'transparent';
        return (
          <Tooltip key={key} label={label} withArrow>
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
      })}
    </Group>
  );
}
