import { ACCOUNT_LEAD_TEXTS, UPLOAD_TEXTS } from '@portal/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { renderWith } from '../../testing/render';
import { AccountLeadsOutcome } from './upload-account-leads-page';

type Props = Parameters<typeof AccountLeadsOutcome>[0];
const verify = { isError: false, data: undefined } as unknown as Props['verify'];
const failedSave = (error: Error) => ({ status: 'error', progress: null, result: undefined, error }) as Props['save'];

describe('the account leads outcome', () => {
  it('1.72: a Save refused at a reseller says which lead and what to do, not the server-error text', () => {
    const text = ACCOUNT_LEAD_TEXTS.mayNotGrant('lead@example.com', '0012345678');
    renderWith(
      <AccountLeadsOutcome
        save={failedSave(new ApiError(403, { code: 'forbidden', message: text, details: null }))}
        verify={verify}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(text);
  });

  it('any other failed Save keeps the spec’s server-error text', () => {
    renderWith(
      <AccountLeadsOutcome
        save={failedSave(new ApiError(500, { code: 'internal', message: 'boom', details: null }))}
        verify={verify}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(UPLOAD_TEXTS.serverError);
  });
});
