import { Alert, Badge, Button, Group, Loader, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  canSubmitSigning,
  CONTRACT_MESSAGES,
  DELIVERY_CHOICE_LABELS,
  DELIVERY_CHOICES,
  formatPhone,
  growerContactIssues,
  type DeliveryChoice,
  type SignerRow,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { CONTRACT_QUERIES, sendForSigning, useSigners, useSigningContract } from './api';

type Status = 'FORM' | 'LOADING' | 'SUCCESS' | 'FAILED';
const ROLE_LABELS: Record<string, string> = { receiver: 'Grain receiver', reseller: 'Reseller', grower: 'Grower' };

const name = (s: { first_name: string; last_name: string }) =>
  [s.first_name, s.last_name].filter(Boolean).join(' ') || 'N/A';
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
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signers = useSigners(contractId);
  const contract = useSigningContract(contractId);
  const [status, setStatus] = useState<Status>('FORM');
  const [failure, setFailure] = useState<string | null>(null);
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

  async function submit() {
    if (!signers.data || !contract.data || !grower) return;
    setStatus('LOADING');
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
    try {
      await sendForSigning({
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
      await queryClient.invalidateQueries({ queryKey: CONTRACT_QUERIES });
      await queryClient.invalidateQueries({ queryKey: ['signing'] });
      setStatus('SUCCESS');
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : null);
      setStatus('FAILED');
    }
  }

  const toContract = () => {
    onClose();
    navigate(`/company/${companyId}/contracts/${contractId}`);
  };
  const closable = status !== 'LOADING';
  return (
    <Modal
      opened
      onClose={() => closable && onClose()}
      title="Send for signing"
      centered
      size="lg"
      closeOnClickOutside={closable}
    >
      {status === 'LOADING' ? (
        <Stack align="center" py="lg" role="status" aria-live="polite">
          <Loader />
          <Text>Adding signers...</Text>
        </Stack>
      ) : status === 'SUCCESS' ? (
        <Stack>
          <Alert color="green" role="status" title={CONTRACT_MESSAGES.signersAdded}>
            Each signer was sent a link to sign the contract.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={toContract} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : status === 'FAILED' ? (
        <Stack>
          <Alert color="red" role="alert" title={CONTRACT_MESSAGES.voidOrSendFailed}>
            {failure}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStatus('FORM')}>
              Back
            </Button>
            <Button onClick={onClose} data-autofocus>
              Close
            </Button>
          </Group>
        </Stack>
      ) : signers.isPending || contract.isPending ? (
        <Stack align="center" py="lg" role="status" aria-label="Loading signers">
          <Loader />
        </Stack>
      ) : signers.isError || contract.isError ? (
        <Stack>
          <Alert color="red" role="alert" title={CONTRACT_MESSAGES.voidOrSendFailed}>
            {signers.error instanceof ApiError ? signers.error.message : null}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>Close</Button>
          </Group>
        </Stack>
      ) : signers.data.sent ? (
        <Stack>
          <Alert color="blue" title="This contract was already sent for signing.">
            The signers can be followed, and reminded, on the contract screen.
          </Alert>
          <Group justify="flex-end">
            <Button onClick={toContract} data-autofocus>
              Continue
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && canSubmitSigning(contact)) void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              Each signer receives a link to sign contract {contract.data.new_contract_id}. Signers may sign in any
              order.
            </Text>
            <Stack gap="xs">
              <Text fw={600}>Grower{grower ? `: ${name(grower)}` : ''}</Text>
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
              <Radio.Group
                label="Send the grower's signing link by"
                value={contact.delivery_choice}
                onChange={(value) => setContact({ ...contact, delivery_choice: value as DeliveryChoice })}
              >
                <Group mt={4}>
                  {DELIVERY_CHOICES.map((choice) => (
                    <Radio key={choice} value={choice} label={DELIVERY_CHOICE_LABELS[choice]} />
                  ))}
                </Group>
              </Radio.Group>
            </Stack>
            <Stack gap={6}>
              <Text fw={600}>Other signers</Text>
              {others.length ? (
                <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {others.map((signer) => (
                    <li key={`${signer.role}-${signer.user_id ?? signer.email}`}>
                      <Group gap="xs" wrap="nowrap" justify="space-between">
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={500}>
                            {name(signer)}
                          </Text>
                          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {[signer.entity_name, signer.email].filter(Boolean).join(' · ')}
                          </Text>
                        </div>
                        <Badge variant="light" tt="none" style={{ flexShrink: 0 }}>
                          {ROLE_LABELS[signer.role] ?? signer.role}
                        </Badge>
                      </Group>
                    </li>
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  No other signers: only the grower signs.
                </Text>
              )}
            </Stack>
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready || !canSubmitSigning(contact)}>
                Send for signing
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
