import { Alert, Button, Checkbox, Group, Radio, Stack, Text, TextInput } from '@mantine/core';
import {
  canResendToPhone,
  CONTACT_CONFIRMATION_MESSAGES as CONFIRMATION,
  CONTRACT_MESSAGES,
  formatPhone,
  isValidEmail,
  isValidPhone,
  orNA,
  type ContractSignerView,
  type DeliveryChoice,
  type PendingContact,
} from '@portal/domain';
import { useState } from 'react';
import { FormActions } from '../../components/form-actions';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useResendSigning } from './api/resend-signing';
import { DeliveryChoiceRadios } from './delivery-choice-radios';

/** A new grower contact the grower record does not hold: the link waits for its confirmation. */
const pendingText = (pending: PendingContact | null | undefined) =>
  pending
    ? `${CONFIRMATION.pending}. ${pending.confirm_by === 'reseller' ? CONFIRMATION.pendingByReseller : CONFIRMATION.pendingByGrower}`
    : null;

const name = (s: ContractSignerView) => [s.first_name, s.last_name].filter(Boolean).join(' ') || 'N/A';

/**
 * Resend for signing (pending or amendment_pending): pick a signer who has not signed, the
 * delivery (Email or Phone), for a grower optionally a new phone or e-mail ('change phone and resend'); then
 * loading, success ("Successfully Resend!") or the error ("Whoops! Resend Failed." or the server's
 * message). A phone delivery to a phone that is not valid is unavailable, with the spec's text.
 */
export function ResendModal({
  contract,
  onClose,
}: {
  contract: { contract_id: string; contract_signers: ContractSignerView[] };
  /** changed: a request went out (the contract screen reloads its signers). */
  onClose: (changed: boolean) => void;
}) {
  const mutation = useResendSigning();
  const waiting = contract.contract_signers.filter((s) => s.contract_status !== 'signed');
  const [signerId, setSignerId] = useState(waiting[0]?.contract_signer_id ?? '');
  const signer = waiting.find((s) => s.contract_signer_id === signerId);
  const [delivery, setDelivery] = useState<DeliveryChoice>((signer?.delivery_choice as DeliveryChoice) ?? 'email');
  const [changing, setChanging] = useState(false);
  const [newContact, setNewContact] = useState('');

  const pick = (id: string) => {
    const next = waiting.find((s) => s.contract_signer_id === id);
    setSignerId(id);
    setDelivery((next?.delivery_choice as DeliveryChoice) ?? 'email');
    setChanging(false);
    setNewContact('');
  };

  // A portal user's e-mail and phone are their profile's: only a grower's may be changed here.
  const editable = !signer?.user_id;
  const byPhone = delivery === 'phone';
  const current = byPhone ? signer?.phone : signer?.email;
  const typed = newContact.trim();
  const typedError =
    changing && typed
      ? byPhone
        ? isValidPhone(typed)
          ? undefined
          : CONTRACT_MESSAGES.growerPhoneInvalid
        : isValidEmail(typed)
          ? undefined
          : CONTRACT_MESSAGES.growerEmailInvalid
      : undefined;
  const phoneUnavailable = byPhone && !changing && !canResendToPhone(signer?.phone);
  const canSend = Boolean(signer) && !phoneUnavailable && (changing ? Boolean(typed) && !typedError : Boolean(current));

  function resend() {
    if (!signer || !canSend) return;
    mutation.mutate({
      contract_id: contract.contract_id,
      contract_signer_id: signer.contract_signer_id,
      delivery_choice: delivery,
      ...(changing ? (byPhone ? { phone: typed } : { email: typed }) : {}),
    });
  }

  return (
    <MutationModal
      mutation={mutation}
      onClose={() => onClose(mutation.isSuccess)}
      title="Resend for signing"
      loadingText="Resending..."
      successText={pendingText(mutation.data?.data.pending_contact) ?? CONTRACT_MESSAGES.resendSuccess}
      failedText={(error) =>
        error instanceof ApiError && error.status < 500 ? error.message : CONTRACT_MESSAGES.resendFailed
      }
    >
      {(close) =>
        !waiting.length ? (
          <Stack>
            <Text>Every signer has signed: there is nobody to remind.</Text>
            <Group justify="flex-end">
              <Button onClick={close}>Close</Button>
            </Group>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              resend();
            }}
          >
            <Stack gap="md">
              <Radio.Group label="Signer" value={signerId} onChange={pick}>
                <Stack gap={6} mt={4}>
                  {waiting.map((s) => (
                    <Radio
                      key={s.contract_signer_id}
                      value={s.contract_signer_id}
                      label={`${name(s)}${s.role ? ` (${s.role})` : ''}`}
                    />
                  ))}
                </Stack>
              </Radio.Group>
              <DeliveryChoiceRadios
                label="Send the signing link by"
                value={delivery}
                onChange={(choice) => {
                  setDelivery(choice);
                  setNewContact('');
                }}
              />
              <Text size="sm">
                {byPhone ? 'Phone' : 'Email'} on the contract:{' '}
                <b>{byPhone ? formatPhone(signer?.phone) : orNA(signer?.email)}</b>
              </Text>
              {phoneUnavailable && (
                <Alert color="yellow" role="alert">
                  {CONTRACT_MESSAGES.resendPhoneUnavailable}
                </Alert>
              )}
              {editable ? (
                <Checkbox
                  label={byPhone ? 'Change phone and resend' : 'Change email and resend'}
                  checked={changing}
                  onChange={(event) => {
                    setChanging(event.currentTarget.checked);
                    setNewContact('');
                  }}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  The link goes to the email or phone of this signer's portal profile.
                </Text>
              )}
              {changing && (
                <TextInput
                  label={byPhone ? 'New phone' : 'New email'}
                  type={byPhone ? 'tel' : 'email'}
                  value={newContact}
                  onChange={(event) => setNewContact(event.currentTarget.value)}
                  error={typedError}
                  data-autofocus
                />
              )}
              <FormActions onCancel={close} submitLabel="Resend" disabled={!canSend} />
            </Stack>
          </form>
        )
      }
    </MutationModal>
  );
}
