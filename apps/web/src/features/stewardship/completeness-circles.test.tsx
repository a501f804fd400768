import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletenessCircles } from './completeness-circles';
import { renderWith } from '../../testing/render';

const completeness = {
  planting: 'complete',
  harvest: 'partial',
  storage: 'empty',
  planting_cleanout: 'empty',
} as const;

describe('CompletenessCircles', () => {
  it('draws one named circle per section (the dashboard table)', () => {
    renderWith(<CompletenessCircles completeness={completeness} />);
    const circles = screen.getAllByRole('img');
    expect(circles.map((c) => [c.getAttribute('aria-label'), c.dataset.level])).toEqual([
      ['Planting: complete', 'complete'],
      ['Harvest: incomplete', 'partial'],
      ['Storage cleanout: not started', 'empty'],
      ['Planting cleanout: not started', 'empty'],
    ]);
  });

  it('writes the same texts beside decorative circles (the page summary)', () => {
    renderWith(<CompletenessCircles completeness={completeness} withLabels />);
    const items = within(screen.getByRole('list', { name: 'Completeness' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Planting: complete',
      'Harvest: incomplete',
      'Storage cleanout: not started',
      'Planting cleanout: not started',
    ]);
    expect(screen.queryAllByRole('img')).toEqual([]);
    expect(items[1]!.querySelector('[data-level="partial"]')).not.toBeNull();
  });
});
