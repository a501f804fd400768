import type { PlanTemplate, TemplateVersion } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, failure, renderWith } from '../../testing/render';
import { MasterAgreementVersions } from './master-agreement-versions';

const template = {
  contract_template_id: 't-1',
  template_name: 'Agreement v2.pdf',
  template_language: 'en',
} as PlanTemplate;

const version = (overrides: Partial<TemplateVersion>): TemplateVersion => ({
  version_id: 'v-2',
  template_name: 'Agreement v2.pdf',
  size: 20480,
  uploaded_at: '2026-11-02T15:00:00.000Z',
  uploaded_by_name: 'Riley Receiver',
  uploaded_by_email: 'receiver@example.com',
  current: true,
  file_link: '/api/template/t-1/pdf',
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('MasterAgreementVersions', () => {
  it('lists every file newest first, marks the current one and links each to its PDF', async () => {
    answer({
      'GET /api/template/t-1/versions': {
        body: {
          versions: [
            version({}),
            version({
              version_id: 'v-1',
              template_name: 'Agreement v1.pdf',
              uploaded_by_name: null,
              uploaded_by_email: null,
              size: null,
              current: false,
              file_link: '/api/template/t-1/versions/v-1/pdf',
            }),
          ],
        },
      },
    });
    renderWith(<MasterAgreementVersions template={template} />, { me: null });
    await screen.findByRole('link', { name: /^Open Agreement v1\.pdf, uploaded/ });
    const table = screen.getByRole('table', { name: 'Versions of Agreement v2.pdf' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      within(rows[0]!)
        .getByRole('link', { name: /^Open Agreement v2\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/template/t-1/pdf');
    expect(within(rows[0]!).getByText('Current')).toBeTruthy();
    expect(within(rows[0]!).getByText('receiver@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText('20 KB')).toBeTruthy();
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /^Open Agreement v1\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/template/t-1/versions/v-1/pdf');
    expect(within(rows[1]!).queryByText('Current')).toBeNull();
    expect(within(rows[1]!).getByText('Unknown')).toBeTruthy();
  });

  it('says so when the versions cannot be read', async () => {
    answer({ 'GET /api/template/t-1/versions': failure(500, 'boom') });
    renderWith(<MasterAgreementVersions template={template} />, { me: null });
    expect((await screen.findByRole('alert')).textContent).toBe('Whoops! Something went wrong.');
  });
});
