import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  contractTypeLabel,
  signatureSchema,
  SIGNING_MESSAGES,
  type SigningSession,
  formatDateTime,
} from '@portal/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useDeclineSigning, useSignContract, type Signature } from './api/sign-contract';
import { useSigningSession, type Signing } from './api/signing-session';
import { DeclineModal } from './decline-modal';
import { PdfFrame } from './pdf-frame';
import type { SignedState } from './signing-complete-page';
import { inPortalFrame, PublicFrame } from './public-frame';
import { errorTitle } from './signing-errors';

/** The return page with the signing provider's event. */
function withEvent(returnUrl: string, event: string): string {
  return `${returnUrl}${returnUrl.includes('?') ? '&' : '?'}event=${event}`;
}

const ROLE_LABELS: Record<string, string> = { grower: 'Grower', receiver: 'Grain receiver', reseller: 'Reseller' };

/** /e-sign#token: a signer's signing link (the token stays in the fragment, never sent to a server). */
export function LinkSigningPage() {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const signing = useMemo<Signing | null>(() => (token ? { kind: 'link', token } : null), [token]);
  if (!signing)
    return (
      <PublicFrame>
        <Alert color="red" role="alert" title={<FailureHeading text={SIGNING_MESSAGES.linkInvalid} />} />
      </PublicFrame>
    );
  return <SigningPage signing={signing} />;
}

/** /e-sign/embedded?contract_id&contract_signer_id&return_url: the signed-in signer, inside sign-pdf's frame. */
export function EmbeddedSigningPage() {
  const [params] = useSearchParams();
  const contractId = params.get('contract_id') ?? '';
  const contractSignerId = params.get('contract_signer_id') ?? '';
  const returnUrl = params.get('return_url') ?? '/contracts/return';
  const signing = useMemo<Signing>(
    () => ({ kind: 'embedded', contractId, contractSignerId, returnUrl }),
    [contractId, contractSignerId, returnUrl],
  );
  return <SigningPage signing={signing} />;
}

/** The built-in signing page: the document, a typed signature, Sign and Decline. */
function SigningPage({ signing }: { signing: Signing }) {
  const session = useSigningSession(signing);
  return (
    <PublicFrame size="lg">
      {session.isPending ? (
        <Stack role="status" aria-label="Loading">
          <Skeleton h={28} w="50%" />
          <Skeleton h={80} />
          <Skeleton h={420} />
        </Stack>
      ) : session.isError ? (
        <Alert color="red" role="alert" title={<FailureHeading text={errorTitle(session.error)} />} />
      ) : (
        <SigningForm signing={signing} session={session.data} />
      )}
    </PublicFrame>
  );
}

function SigningForm({ signing, session }: { signing: Signing; session: SigningSession }) {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [agree, setAgree] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const signMutation = useSignContract(signing);
  const declineMutation = useDeclineSigning(signing);
  // after a success the page is leaving for the return URL: the buttons stay off
  const busy = [signMutation, declineMutation].some((m) => m.isPending || m.isSuccess);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmDecline, setConfirmDecline] = useState(false);
  const { contract, signer } = session;
  const framed = inPortalFrame();
  const signerName = [signer.first_name, signer.last_name].filter(Boolean).join(' ');

  const parsed = signatureSchema.safeParse({ signature_name: name, agree });
  const issues: Record<string, string> = {};
  for (const issue of parsed.error?.issues ?? []) issues[String(issue.path[0])] ??= issue.message;

  function sign(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    if (!parsed.success) return;
    setFailure(null);
    signMutation.mutate(parsed.data as Signature, {
      // a link signer's token rides along in memory (history state), for the signed copy once complete
      onSuccess: (reply) =>
        navigate(withEvent(session.return_url, 'signing_complete'), {
          replace: true,
          state:
            signing.kind === 'link'
              ? ({ token: signing.token, state: reply.contract_state } satisfies SignedState)
              : null,
        }),
      onError: (error) => setFailure(errorTitle(error)),
    });
  }

  return (
    <Stack gap="md">
      <div>
        {/* inside the portal's frame, whose page is titled Sign contract: only the contract */}
        <Title order={1} size={framed ? 'h4' : 'h2'} style={{ overflowWrap: 'anywhere' }}>
          {framed ? `Contract ${contract.new_contract_id}` : `Sign contract ${contract.new_contract_id}`}
        </Title>
        <Text c="dimmed" size="sm">
          {signerName ? `${signerName}, ` : ''}please review the contract below and sign it as{' '}
          {ROLE_LABELS[signer.role ?? ''] ?? 'signer'}
          {signer.entity_name ? ` for ${signer.entity_name}` : ''}.
        </Text>
      </div>
      <Paper withBorder p="sm" radius="md">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 4 }} spacing="xs">
          <Fact label="Grower" value={contract.grower_name} />
          <Fact label="Reseller" value={contract.reseller_name} />
          <Fact label="Grain receiver" value={contract.grain_receiver_name} />
          <Fact
            label="Type and year"
            value={`${contractTypeLabel(contract.contract_type)}, ${contract.contract_year}`}
          />
        </SimpleGrid>
      </Paper>
      <PdfFrame src={session.document_url} title={`Contract ${contract.new_contract_id}`} height="62vh" />
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Document SHA-256: {session.document_sha256}
      </Text>

      {signer.approval_timestamp ? (
        <Alert color="green" title={`You signed this contract on ${formatDateTime(signer.approval_timestamp)}.`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {contract.contract_state === 'completed' || contract.contract_state === 'amendment_completed'
                ? 'Every party has signed; the document above is the signed contract.'
                : 'The other parties are signing next.'}
            </Text>
            <Button onClick={() => navigate(withEvent(session.return_url, 'viewing_complete'), { replace: true })}>
              Done
            </Button>
          </Stack>
        </Alert>
      ) : !session.can_sign ? (
        <Alert
          color="yellow"
          role="alert"
          title={session.declined ? SIGNING_MESSAGES.declined : SIGNING_MESSAGES.notSignable}
        />
      ) : (
        <Paper withBorder p="md" radius="md" component="form" onSubmit={sign} noValidate aria-label="Sign the contract">
          <Stack gap="sm">
            <TextInput
              label="Type your full name to sign"
              placeholder={signerName || 'Full name'}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={attempted ? issues.signature_name : undefined}
              autoComplete="name"
              required
              maw={420}
            />
            {name.trim() && (
              <Text
                aria-hidden
                ff="'Times New Roman', Times, serif"
                fs="italic"
                size="xl"
                c="blue.9"
                style={{ overflowWrap: 'anywhere' }}
              >
                {name}
              </Text>
            )}
            <Checkbox
              label="I agree to sign this contract electronically; my typed name is my signature."
              checked={agree}
              onChange={(event) => setAgree(event.currentTarget.checked)}
              error={attempted ? issues.agree : undefined}
            />
            {failure && <Alert color="red" role="alert" title={failure} />}
            <Group>
              <Button type="submit" loading={signMutation.isPending || signMutation.isSuccess} disabled={busy}>
                Sign
              </Button>
              <Button variant="outline" color="red" onClick={() => setConfirmDecline(true)} disabled={busy}>
                Decline
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}

      {confirmDecline && (
        <DeclineModal
          newContractId={contract.new_contract_id}
          mutation={declineMutation}
          onClose={() => setConfirmDecline(false)}
          onDone={() => navigate(withEvent(session.return_url, 'decline'), { replace: true })}
        />
      )}
    </Stack>
  );
}

function Fact({ label, value }: { label: string; value: string | null }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value ?? 'N/A'}
      </Text>
    </div>
  );
}

/** When the signing cannot be shown, what went wrong is the page's heading. */
function FailureHeading({ text }: { text: string }) {
  return (
    <Title order={1} size="h5" c="inherit">
      {text}
    </Title>
  );
}
