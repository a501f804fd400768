import { Tooltip } from '@mantine/core';
import type { StewardshipLevel } from '@portal/domain';

const FILL: Record<StewardshipLevel, string> = {
  complete: 'var(--mantine-color-green-7)',
  partial: 'var(--mantine-color-yellow-5)',
  empty: 'transparent',
};

/**
 * A stewardship section's tri-state circle (spec 3, §4): green complete, yellow partial, an empty
 * circle when nothing is recorded. With a label it is a named image with a tooltip; without one it is
 * decorative, its text written beside it.
 */
export function CompletenessCircle({
  level,
  label,
  size = 14,
}: {
  level: StewardshipLevel;
  label?: string;
  size?: number;
}) {
  const circle = (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-level={level}
      style={{
        display: 'inline-block',
        flex: '0 0 auto',
        width: size,
        height: size,
        borderRadius: '50%',
        background: FILL[level],
        border: `2px solid ${level === 'empty' ? 'var(--mantine-color-gray-6)' : FILL[level]}`,
      }}
    />
  );
  return label ? (
    <Tooltip label={label} withArrow>
      {circle}
    </Tooltip>
  ) : (
    circle
  );
}
