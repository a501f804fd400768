import { ActionIcon, Alert, Button, Group, Stack, Title } from '@mantine/core';
import { ANY_COMPANY, checkAccess, CONTRACT_MESSAGES, SEND_FOR_SIGNING_PERMISSIONS } from '@portal/domain';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useSession } from '../../session/session-context';
import { useSigningContract } from './api/get-signers';
import { PdfFrame, safePdfPath } from './pdf-frame';
import { SendForSigningModal } from './send-for-signing-modal';
import { usePageTitle } from '../../lib/page-title';

/**
 * /company/{company_id}/contracts/view-pdf/{contract_id}?contract_doc_link&grower_id: the new
 * contract's PDF and Send for signing. Without a link: "Failed to retrieve the contract PDF" and
 * Go Back; a browser without PDF support: "This browser does not support PDFs.".
 */
export function ViewPdfPage() {
  const { companyId = '', contractId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { access } = useSession();
  const [sending, setSending] = useState(false);
  const link = safePdfPath(params.get('contract_doc_link'));
  const contract = useSigningContract(contractId, Boolean(contractId));
  const newContractId = params.get('new_contract_id') ?? contract.data?.new_contract_id ?? null;
  usePageTitle(newContractId ? `Contract ${newContractId}` : undefined);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/contracts'));
  // The server checks the contract's own receiver and 3PO; here any company with the permission will do.
  const maySend = checkAccess(access, ANY_COMPANY, SEND_FOR_SIGNING_PERMISSIONS) === 'success';

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" onClick={back} aria-label="Back">
            <span aria-hidden style={{ fontSize: 22 }}>
              ←
            </span>
          </ActionIcon>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            Contract {newContractId ?? ''}
          </Title>
        </Group>
        {link && maySend && <Button onClick={() => setSending(true)}>Send for signing</Button>}
      </Group>
      {link ? (
        <PdfFrame src={link} title={`Contract ${newContractId ?? contractId} PDF`} height="calc(100vh - 170px)" />
      ) : (
        <Alert color="red" role="alert" title={CONTRACT_MESSAGES.pdfMissing}>
          <Button mt="sm" variant="default" onClick={back}>
            Go Back
          </Button>
        </Alert>
      )}
      {sending && (
        <SendForSigningModal companyId={companyId} contractId={contractId} onClose={() => setSending(false)} />
      )}
    </Stack>
  );
}
