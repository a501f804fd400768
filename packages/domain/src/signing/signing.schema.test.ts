import { describe, expect, it } from 'vitest';
import type { AccessState } from '../permissions/access';
import { isResendable, isSignable, isSendable, stateAfterSignature } from '../contracts/state-machine';
import { samePhone } from '../formatting/phone';
import { maskEmail, maskPhone, signerContactChanges, signerPhoneLabel } from './contact-masks';
import { canSendForSigning, mayPortalSign } from './signing-policies';
import {
  canResendToPhone,
  canSubmitSigning,
  growerContactIssues,
  isSigningDoneEvent,
  resendContactIssue,
  resendSchema,
  sendForSigningSchema,
  signatureSchema,
  signerInputSchema,
  signerStatus,
} from './signing.schema';

const PHONE_REQUIRED = "Please provide grower's phone number";
const PHONE_INVALID = 'Please provide a valid phone number ex. 919-999-9999, limited to 10 digits';
const EMAIL_REQUIRED = "Please provide grower's email address";
const EMAIL_INVALID = 'Please enter a valid email address';
const RESEND_UNAVAILABLE =
  'The phone number is not available for resend. Please amend or void this contract in order to update the signers.';

const CONTRACT = '6f1b3c9e-8f0a-4a51-9d7e-3c2b1a0f9e8d';
const SIGNER = '0c8a2f4e-1b3d-4e5f-8a7b-9c0d1e2f3a4b';

type Parser = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };
function issues(schema: Parser, input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const grower = {
  first_name: 'Erik',
  last_name: 'Hansen',
  email: 'hansen@farm.example.com',
  phone: '515-555-0200',
  delivery_choice: 'email',
  is_approver: false,
  role: 'grower',
  assignment_role: 'grower',
  entity_name: 'Hansen Family Farms',
  docusign_type: 'signers',
};

describe('send-for-signing dialog (spec 2, §5 Signing dialog)', () => {
  it('requires the grower phone and e-mail with the spec texts', () => {
    expect(growerContactIssues({ phone: '', email: ' ', delivery_choice: 'email' })).toEqual({
      phone: PHONE_REQUIRED,
      email: EMAIL_REQUIRED,
    });
  });

  it('checks the US ten-digit phone (optional country prefix, separators) and the e-mail', () => {
    for (const ok of ['919-999-9999', '(919) 999-9999', '919.999.9999', '+1 919 999 9999', '19199999999'])
      expect(growerContactIssues({ phone: ok, email: 'a@b.co', delivery_choice: 'phone' }), ok).toEqual({});
    for (const bad of ['919-999-999', '919-999-99999', '2919-999-9999', 'phone'])
      expect(growerContactIssues({ phone: bad, email: 'a@b.co', delivery_choice: 'phone' }).phone, bad).toBe(
        PHONE_INVALID,
      );
    expect(growerContactIssues({ phone: '9199999999', email: 'not-an-email', delivery_choice: 'email' }).email).toBe(
      EMAIL_INVALID,
    );
  });

  it('disables submit only while the chosen contact is invalid', () => {
    expect(canSubmitSigning({ phone: '', email: 'grower@farm.example.com', delivery_choice: 'email' })).toBe(true);
    expect(canSubmitSigning({ phone: '', email: 'grower@farm.example.com', delivery_choice: 'phone' })).toBe(false);
    expect(canSubmitSigning({ phone: '919-999-9999', email: 'bad', delivery_choice: 'phone' })).toBe(true);
    expect(canSubmitSigning({ phone: '919-999-9999', email: 'bad', delivery_choice: 'email' })).toBe(false);
  });
});

describe('POST /api/signers body', () => {
  it('accepts the spec payload and stores phones as digits with the prefix 1', () => {
    const parsed = sendForSigningSchema.parse({
      contract_id: CONTRACT,
      signers: [{ ...grower, email: 'Hansen@Farm.Example.com' }],
    });
    expect(parsed.signers[0]).toMatchObject({
      phone: '15155550200',
      email: 'hansen@farm.example.com',
      docusign_type: 'signers',
    });
  });

  it('requires the chosen contact with the grower texts, and drops an invalid one that was not chosen', () => {
    expect(issues(signerInputSchema, { ...grower, email: '', delivery_choice: 'email' })).toEqual({
      email: EMAIL_REQUIRED,
    });
    expect(issues(signerInputSchema, { ...grower, phone: null, delivery_choice: 'phone' })).toEqual({
      phone: PHONE_REQUIRED,
    });
    expect(issues(signerInputSchema, { ...grower, phone: '12345', delivery_choice: 'phone' })).toEqual({
      phone: PHONE_INVALID,
    });
    expect(issues(signerInputSchema, { ...grower, email: 'hansen@' })).toEqual({ email: EMAIL_INVALID });
    expect(signerInputSchema.parse({ ...grower, phone: '12345' })).toMatchObject({ phone: null, email: grower.email });
    expect(signerInputSchema.parse({ ...grower, email: 'bad', delivery_choice: 'phone' })).toMatchObject({
      email: null,
    });
    expect(issues(signerInputSchema, { ...grower, role: 'reseller', email: null })).toEqual({
      email: 'Please provide an email address for this signer',
    });
  });

  it('refuses an empty signer list, an unknown role and another docusign_type', () => {
    expect(issues(sendForSigningSchema, { contract_id: CONTRACT, signers: [] })).toEqual({
      signers: 'Please add at least one signer',
    });
    expect(Object.keys(issues(signerInputSchema, { ...grower, role: 'admin' }))).toEqual(['role']);
    expect(Object.keys(issues(signerInputSchema, { ...grower, docusign_type: 'carbon_copies' }))).toEqual([
      'docusign_type',
    ]);
  });
});

describe('resend', () => {
  it('is allowed for pending and amendment_pending only', () => {
    expect(['pending', 'amendment_pending'].filter(isResendable)).toEqual(['pending', 'amendment_pending']);
    for (const state of [
      'pendinggrowersigned',
      'amendmentpendinggrowersigned',
      'completed',
      'amendment_completed',
      'voided',
    ])
      expect(isResendable(state), state).toBe(false);
  });

  it('is unavailable to an invalid phone with the spec text', () => {
    expect(canResendToPhone('17125550103')).toBe(true);
    expect(canResendToPhone('555-0103')).toBe(false);
    expect(canResendToPhone(null)).toBe(false);
    expect(resendContactIssue({ delivery_choice: 'phone', phone: '555', email: 'a@b.co' })).toBe(RESEND_UNAVAILABLE);
    expect(resendContactIssue({ delivery_choice: 'email', phone: '555', email: 'a@b.co' })).toBeNull();
    expect(resendContactIssue({ delivery_choice: 'email', phone: null, email: null })).toBe(
      'Please provide an email address for this signer',
    );
    const query = { contract_id: CONTRACT, contract_signer_id: SIGNER, delivery_choice: 'phone', phone: '12' };
    expect(issues(resendSchema, query)).toEqual({ phone: RESEND_UNAVAILABLE });
    expect(resendSchema.parse({ ...query, phone: '(712) 555-0199' }).phone).toBe('17125550199');
  });
});

describe('signing state machine', () => {
  const tally = (growerSigned: boolean, allSigned: boolean) => ({ growerSigned, allSigned });

  it('pending → pendinggrowersigned after the grower signs while others have not → completed', () => {
    expect(stateAfterSignature('pending', tally(false, false))).toBe('pending');
    expect(stateAfterSignature('pending', tally(true, false))).toBe('pendinggrowersigned');
    expect(stateAfterSignature('pendinggrowersigned', tally(true, false))).toBe('pendinggrowersigned');
    expect(stateAfterSignature('pendinggrowersigned', tally(true, true))).toBe('completed');
    // any order: the grower may sign last
    expect(stateAfterSignature('pending', tally(true, true))).toBe('completed');
  });

  it('follows the amendment states for an amendment', () => {
    expect(stateAfterSignature('amendment_pending', tally(false, false))).toBe('amendment_pending');
    expect(stateAfterSignature('amendment_pending', tally(true, false))).toBe('amendmentpendinggrowersigned');
    expect(stateAfterSignature('amendmentpendinggrowersigned', tally(true, true))).toBe('amendment_completed');
  });

  it('takes no signatures once completed or voided', () => {
    for (const state of ['completed', 'amendment_completed', 'voided', 'Denied']) {
      expect(stateAfterSignature(state, tally(true, true)), state).toBeNull();
      expect(isSignable(state), state).toBe(false);
    }
    expect(isSignable('pendinggrowersigned')).toBe(true);
  });

  it('labels a signer signed or awaiting signature', () => {
    expect(signerStatus('2025-03-01T10:00:00Z')).toBe('signed');
    expect(signerStatus(null)).toBe('awaiting signature');
  });
});

describe('signing page and return', () => {
  it('needs a typed name and the consent', () => {
    expect(issues(signatureSchema, { signature_name: ' ', agree: false })).toEqual({
      signature_name: 'Please type your full name to sign',
      agree: 'Please agree to sign this contract electronically',
    });
    expect(signatureSchema.parse({ signature_name: ' Erik Hansen ', agree: true }).signature_name).toBe('Erik Hansen');
  });

  it('treats signing_complete and viewing_complete as done', () => {
    expect(isSigningDoneEvent('signing_complete')).toBe(true);
    expect(isSigningDoneEvent('viewing_complete')).toBe(true);
    expect(isSigningDoneEvent('decline')).toBe(false);
    expect(isSigningDoneEvent(null)).toBe(false);
  });

  it('matches phones on their last ten digits', () => {
    expect(samePhone('14025550104', '(402) 555-0104')).toBe(true);
    expect(samePhone('14025550104', '14025550105')).toBe(false);
    expect(samePhone(null, null)).toBe(false);
    expect(samePhone('555', '555')).toBe(false);
  });

  it('lets the receiver side send for signing', () => {
    const receiver: AccessState = {
      status: 'loaded',
      role_type: 'external',
      company_permissions: { r: ['sign-contract'], s: ['approve-contract'] },
    };
    expect(canSendForSigning(receiver, ['r', null])).toBe(true);
    expect(canSendForSigning(receiver, ['s'])).toBe(false);
    expect(canSendForSigning({ status: 'loaded', role_type: 'admin', company_permissions: {} }, ['x'])).toBe(true);
  });

  it('C-1: only the portal user of a signer signs it in the portal, never a grower', () => {
    expect(mayPortalSign({ user_id: 'u-1', role: 'receiver' }, 'u-1')).toBe(true);
    expect(mayPortalSign({ user_id: 'u-1', role: 'receiver' }, 'u-2')).toBe(false);
    expect(mayPortalSign({ user_id: 'u-1', role: 'grower' }, 'u-1')).toBe(false);
    expect(mayPortalSign({ user_id: null, role: 'reseller' }, '')).toBe(false);
  });

  it('sends a pending or amendment_pending contract once, while it has no signers', () => {
    expect(isSendable('pending', 0)).toBe(true);
    expect(isSendable('amendment_pending', 0)).toBe(true);
    expect(isSendable('pending', 3)).toBe(false);
    expect(isSendable('completed', 0)).toBe(false);
  });

  it('masks the contacts a reader may not see, and lists contact changes', () => {
    expect(maskPhone('15155550201')).toBe('(•••) •••-0201');
    expect(signerPhoneLabel(maskPhone('15155550201'))).toBe('(•••) •••-0201');
    expect(signerPhoneLabel('15155550201')).toBe('(515) 555-0201');
    expect(maskPhone(null)).toBeNull();
    expect(maskEmail('dana@farm.example.com')).toBe('d•••@farm.example.com');
    expect(maskEmail('nope')).toBeNull();
    expect(
      signerContactChanges(
        { email: 'a@x.com', phone: '1', delivery_choice: 'email' },
        { email: 'b@x.com', phone: '1', delivery_choice: 'phone' },
      ),
    ).toEqual([
      { field: 'email', from: 'a@x.com', to: 'b@x.com' },
      { field: 'delivery_choice', from: 'email', to: 'phone' },
    ]);
  });
});
