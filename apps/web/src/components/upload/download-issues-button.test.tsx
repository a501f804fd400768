import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWith } from '../../testing/render';
import { DownloadIssuesButton } from './download-issues-button';

afterEach(() => vi.restoreAllMocks());

describe('DownloadIssuesButton', { timeout: 20_000 }, () => {
  it('N-8: the downloaded csv holds cells from the sheet as text, never as formulas', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      files.push(blob);
      return 'blob:issues';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWith(
      <DownloadIssuesButton
        fileName="tickets.xlsx"
        columns={[{ key: 'grower', label: 'Grower' }]}
        rows={[
          { row: 2, cells: { grower: "-1+1+cmd|' /C calc'!A0" }, flagged: [], issue: 'duplicate' },
          { row: 3, cells: { grower: '=HYPERLINK("http://x")' }, flagged: [], issue: 'duplicate' },
        ]}
      />,
      { me: null },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download issues' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('tickets-issues.csv');
    expect((await files[0]!.text()).split('\r\n')).toEqual([
      'Row,Grower,Issues',
      "2,'-1+1+cmd|' /C calc'!A0,Duplicate",
      `3,"'=HYPERLINK(""http://x"")",Duplicate`,
      '',
    ]);
  });
});
