import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  canSubmitSigning,
  CONTRACT_MESSAGES,
  formatPhone,
  growerContactIssues,
  type DeliveryChoice,
  type SignerRow,
} from '@portal/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '../../components/form-actions';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useSigners, useSigningContract } from './api/get-signers';
import { useSendForSigning } from './api/send-for-signing';
import { DeliveryChoiceRadios } from './delivery-choice-radios';
import { OtherSigners, signerName } from './other-signers';

/** A stored phone (digits with the prefix 1) as the form shows it. */
const phoneField = (phone: string | null) => (phone ? (formatPhone(phone) === 'N/A' ? phone : formatPhone(phone)) : '');

/**
 * Send for signing (spec 2, §4): the proposed signers, the grower's phone and e-mail with the
 * dialog's checks and the delivery choice; submit, then loading (adding signers), then success
 * ("Signers successfully added!", Continue → the contract screen) or failure. An amendment also
 * voids the contract it replaces (parent_voided_contract_id; the server records the signed-in user).
 * The signers are the server's proposal; only the grower's e-mail, phone and delivery are edited here.
 */
export function SendForSigningModal({
  companyId,
  contractId,
  onClose,
}: {
  /** The company of the contract screen Continue opens (/company/{companyId}/contracts/{contractId}). */
  companyId: string;
  contractId: string;
  /** changed: the signers were sent (the contract screen reloads). */
  onClose: (changed: boolean) => void;
}) {
  const navigate = useNavigate();
  const send = useSendForSigning();
  const signers = useSigners(contractId);
  const contract = useSigningContract(contractId);
  const [contact, setContact] = useState({ email: '', phone: '', delivery_choice: 'email' as DeliveryChoice });
  const [touched, setTouched] = useState({ email: false, phone: false });

  const grower = signers.data?.signers.find((s) => s.role === 'grower');
  useEffect(() => {
    if (grower)
      setContact({
        email: grower.email ?? '',
        phone: phoneField(grower.phone),
        delivery_choice: grower.delivery_choice,
      });
  }, [grower]);

  const issues = growerContactIssues(contact);
  const chosen = contact.delivery_choice === 'phone' ? 'phone' : 'email';
  const shown = (field: 'email' | 'phone') => (touched[field] || field === chosen ? issues[field] : undefined);
  const others = signers.data?.signers.filter((s) => s.role !== 'grower') ?? [];
  const ready = Boolean(signers.data && contract.data && grower && !signers.data.sent);

  function submit() {
    if (!signers.data || !contract.data || !grower) return;
    const parent = contract.data.parent_voided_contract_id;
    const list: SignerRow[] = signers.data.signers.map((s) =>
      s.role === 'grower'
        ? {
            ...s,
            email: contact.email.trim() || null,
            phone: contact.phone.trim() || null,
            delivery_choice: contact.delivery_choice,
          }
        : s,
    );
    send.mutate({
      contract_id: contractId,
      signers: list.map((s) => ({
        first_name: s.first_name,
        last_name: s.last_name,
        email: s.email,
        phone: s.phone,
        delivery_choice: s.delivery_choice,
        is_approver: s.is_approver,
        role: s.role,
        assignment_role: s.assignment_role,
        entity_name: s.entity_name,
        external_reference_id: s.external_reference_id,
        user_id: s.user_id,
        docusign_type: 'signers',
      })),
      ...(parent ? { parent_voided_contract_id: parent } : {}),
    });
  }
  const close = () => onClose(send.isSuccess);
  const toContract = () => {
    close();
    navigate(`/company/${companyId}/contracts/${contractId}`);
  };
  const continueFoot = (
    <Group justify="flex-end">
      <Button onClick={toContract} data-autofocus>
        Continue
      </Button>
    </Group>
  );
  return (
    <MutationModal
      mutation={send}
      onClose={close}
      title="Send for signing"
      size="lg"
      holdWhileLoading
      loadingText="Adding signers..."
      successText={CONTRACT_MESSAGES.signersAdded}
      successDetail="Each signer was sent a link to sign the contract."
      successAction={{ label: 'Continue', onClick: toContract }}
      failedText={CONTRACT_MESSAGES.voidOrSendFailed}
      failedDetail={(error) => (error instanceof ApiError && error.status < 500 ? error.message : null)}
    >
      {(cancel) =>
        signers.isPending || contract.isPending ? (
          <Stack align="center" py="lg" role="status" aria-label="Loading signers">
            <Loader />
          </Stack>
        ) : signers.isError || contract.isError ? (
          <Stack>
            <Alert color="red" role="alert" title={CONTRACT_MESSAGES.voidOrSendFailed}>
              {signers.error instanceof ApiError ? signers.error.message : null}
            </Alert>
            <Group justify="flex-end">
              <Button onClick={cancel}>Close</Button>
            </Group>
          </Stack>
        ) : signers.data.sent ? (
          <Stack>
            <Alert color="blue" title="This contract was already sent for signing.">
              The signers can be followed, and reminded, on the contract screen.
            </Alert>
            {continueFoot}
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (ready && canSubmitSigning(contact)) submit();
            }}
          >
            <Stack gap="md">
              <Text size="sm">
                Each signer receives a link to sign contract {contract.data.new_contract_id}. Signers may sign in any
                order.
              </Text>
              <Stack gap="xs">
                <Text fw={600}>Grower{grower ? `: ${signerName(grower)}` : ''}</Text>
                {grower?.entity_name && (
                  <Text size="sm" c="dimmed" mt={-6}>
                    {grower.entity_name}
                  </Text>
                )}
                <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                  <TextInput
                    label="Grower phone"
                    type="tel"
                    value={contact.phone}
                    onChange={(event) => setContact({ ...contact, phone: event.currentTarget.value })}
                    onBlur={() => setTouched({ ...touched, phone: true })}
                    error={shown('phone')}
                    data-autofocus
                  />
                  <TextInput
                    label="Grower email"
                    type="email"
                    value={contact.email}
                    onChange={(event) => setContact({ ...contact, email: event.currentTarget.value })}
                    onBlur={() => setTouched({ ...touched, email: true })}
                    error={shown('email')}
                  />
                </SimpleGrid>
                <DeliveryChoiceRadios
                  label="Send the grower's signing link by"
                  value={contact.delivery_choice}
                  onChange={(choice) => setContact({ ...contact, delivery_choice: choice })}
                />
              </Stack>
              <OtherSigners signers={others} />
              <FormActions
                onCancel={cancel}
                submitLabel="Send for signing"
                disabled={!ready || !canSubmitSigning(contact)}
              />
            </Stack>
          </form>
        )
      }
    </MutationModal>
  );
}
