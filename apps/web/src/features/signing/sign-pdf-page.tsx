import { ActionIcon, Alert, Box, Group, Stack, Title } from '@mantine/core';
import { SIGNING_EVENTS } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useEmbedUrl } from './api/get-embed-url';
import { embedErrorTitle } from './signing-errors';

/**
 * /company/{company_id}/contracts/sign-pdf/{contract_id}: the embedded signing frame for the
 * signed-in signer (sign-contract, view-contract or approve-contract; the server checks that the user is the signer).
 * The frame's return page posts signing_complete (→ `onSigned`, else /contracts/complete) or signing_failed
 * (→ /dashboard); only messages from our own frame, at our own origin, count.
 */
export function SignPdfPage({ onSigned }: { onSigned?: (contractId: string) => void }) {
  const { contractId = '' } = useParams();
  const navigate = useNavigate();
  const frame = useRef<HTMLIFrameElement>(null);
  const embed = useEmbedUrl(contractId, `${window.location.origin}/contracts/return`);

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if (event.data === SIGNING_EVENTS.complete) {
        if (onSigned) onSigned(contractId);
        else navigate('/contracts/complete');
      } else if (event.data === SIGNING_EVENTS.failed) navigate('/dashboard');
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [navigate, onSigned, contractId]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/contracts'));
  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="nowrap">
        <ActionIcon variant="subtle" size="lg" onClick={back} aria-label="Back">
          <span aria-hidden style={{ fontSize: 22 }}>
            ←
          </span>
        </ActionIcon>
        <Title order={1} size="h2">
          Sign contract
        </Title>
      </Group>
      {embed.isPending ? (
        <PageLoader />
      ) : embed.isError ? (
        <Alert color="red" role="alert" title={embedErrorTitle(embed.error)} />
      ) : (
        <Box
          component="iframe"
          ref={frame}
          src={embed.data.url}
          title="Signing"
          w="100%"
          h="calc(100vh - 150px)"
          mih={560}
          style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 'var(--mantine-radius-sm)' }}
        />
      )}
    </Stack>
  );
}
