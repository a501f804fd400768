import { UPLOADS_HUB_TEXTS } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWith } from '../../testing/render';
import { DocUploaderPage } from './doc-uploader-page';

describe('/docUploader', () => {
  it('1.08: lists the pages the user may open, each with what it does', () => {
    renderWith(<DocUploaderPage />, {
      me: { role_type: 'internal', company_permissions: { c1: ['company-training'] } },
    });
    const link = screen.getByRole('link', { name: 'Upload Stewardship Training' });
    expect(link.getAttribute('href')).toBe('/company/upload-companies-training');
    expect(screen.getByText(UPLOADS_HUB_TEXTS.stewardshipTraining)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Programs' })).toBeNull();
  });

  it('1.08: says so when none is open', () => {
    renderWith(<DocUploaderPage />, { me: { role_type: 'external', company_permissions: { c1: ['view-contract'] } } });
    expect(screen.getByText(UPLOADS_HUB_TEXTS.empty)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
