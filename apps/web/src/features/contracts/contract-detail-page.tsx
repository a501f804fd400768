import { ActionIcon, Button, Group, SimpleGrid, Stack, Title, Tooltip } from '@mantine/core';
import {
  ANY_COMPANY,
  canSendForSigning,
  checkAccess,
  CONTACT_APPROVAL_PERMISSION,
  CONTRACT_MESSAGES,
  DENIED_STATUS,
  isCompleted,
  isSendable,
  mayPortalSign,
  RESEND_STATES,
  type AccessState,
  type ContractSignerView,
  type ContractView,
  type PermissionCode,
} from '@portal/domain';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ContractStatusBadge } from '../../components/contract-status-badge';
import { HistoryButton } from '../../components/history-panel';
import { QueryError } from '../../components/query-error';
import { ApiError } from '../../lib/api';
import { useSession } from '../../session/session-context';
import { useContract, useInvalidateContracts } from './api/get-contracts';
import { DeleteContractModal, SyncContractButton, VoidContractModal } from './contract-action-modals';
import { ContractDetailsWidget } from './widgets/contract-details-widget';
import { ContractHistoryWidget } from './widgets/contract-history-widget';
import { DeliveryWidget } from './widgets/delivery-widget';
import { SignersWidget } from './widgets/signers-widget';
import { StewardshipWidget } from './widgets/stewardship-widget';
import { StorageWidget } from './widgets/storage-widget';
import { usePageTitle } from '../../lib/page-title';

const SIGNING_STATES = ['pending', 'pendinggrowersigned', 'amendment_pending', 'amendmentpendinggrowersigned'];

/** Holding one of the codes at one of the contract's companies (the server's per-contract rule). */
function holdsAt(access: AccessState, codes: readonly PermissionCode[], companyIds: readonly (string | null)[]) {
  return companyIds.some((id) => id && checkAccess(access, id, codes) === 'success');
}

/** The buttons the user may use on this contract, mirroring the server's checks. */
function contractActions(access: AccessState, userId: string | undefined, contract: ContractView) {
  const receiverSide = [contract.grain_receiver_id, contract.third_party_operator_id];
  const everyParty = [...receiverSide, contract.external_reference_id];
  const state = contract.contract_state;
  const signers = contract.contract_signers;
  return {
    // Only the portal user of a signer who has not signed yet (growers sign through their link).
    // A standing decline stops every signature until the contract is resent.
    sign:
      SIGNING_STATES.includes(state) &&
      contract.contract_status !== DENIED_STATUS &&
      Boolean(userId && signers.some((s) => !s.approval_timestamp && mayPortalSign(s, userId))) &&
      checkAccess(access, ANY_COMPANY, ['sign-contract', 'approve-contract', 'view-contract']) === 'success',
    send: isSendable(state, signers.length) && canSendForSigning(access, receiverSide),
    resend:
      RESEND_STATES.includes(state) && contract.contract_signers.length > 0 && canSendForSigning(access, receiverSide),
    // A contract amended once already is not amended again (the server refuses).
    amend: !contract.contract_history.amended_user_info && holdsAt(access, ['amend-contract'], receiverSide),
    void: state !== 'voided' && holdsAt(access, ['void-contract'], receiverSide),
    delete: state === 'voided' && holdsAt(access, ['delete-void'], everyParty),
    sync: holdsAt(access, ['sync-contract'], everyParty),
    readUsers: checkAccess(access, ANY_COMPANY, 'read-user') === 'success',
    approveContact: holdsAt(access, [CONTACT_APPROVAL_PERMISSION], [contract.external_reference_id]),
  };
}

/** The signing dialogs the page opens; `changed` says whether the contract changed. */
export type ContractSigningDialogs = {
  send: (props: { companyId: string; contractId: string; onClose: (changed: boolean) => void }) => ReactNode;
  resend: (props: { contract: ContractView; onClose: (changed: boolean) => void }) => ReactNode;
  /** The reseller approver approves a grower's new contact (the grower record has none). */
  approveContact: (props: {
    contractId: string;
    signer: ContractSignerView;
    onClose: (changed: boolean) => void;
  }) => ReactNode;
};

/** Another area's section of the contract page (scale tickets' inventory); `onChanged` refreshes the contract. */
export type ContractSection = (props: { contract: ContractView; onChanged: () => void }) => ReactNode;

/**
 * /company/{company_id}/contracts/{contract_id}: the contract's widgets and the actions the user may
 * take. The signing dialogs, the inventory and Record Stewardship come from their features, through
 * the route (app/).
 */
export function ContractDetailPage({
  signingDialogs,
  inventory,
  recordStewardship,
}: {
  signingDialogs: ContractSigningDialogs;
  inventory?: ContractSection;
  recordStewardship?: ContractSection;
}) {
  const { companyId = ANY_COMPANY, contractId } = useParams();
  const navigate = useNavigate();
  const { access, me } = useSession();
  const query = useContract(contractId);
  const contract = query.data;
  usePageTitle(contract && `Contract ${contract.new_contract_id}`);
  const [dialog, setDialog] = useState<'send' | 'void' | 'delete' | 'resend' | null>(null);
  const [approving, setApproving] = useState<ContractSignerView | null>(null);
  const refresh = useInvalidateContracts();
  const closeSigning = (changed: boolean) => {
    setDialog(null);
    if (changed) void refresh();
  };

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/contracts'));
  const header = (
    <Group gap="sm" wrap="nowrap" align="center">
      <ActionIcon variant="subtle" size="lg" onClick={back} aria-label="Back">
        <span aria-hidden style={{ fontSize: 22 }}>
          ←
        </span>
      </ActionIcon>
      <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
        <Title order={1} fz={{ base: 22, sm: 30 }}>
          Contract {contract?.new_contract_id ?? ''}
        </Title>
        {contract && <ContractStatusBadge state={contract.contract_status} />}
      </Group>
    </Group>
  );

  if (query.isError) {
    // a contract the user may not see reads as not found, like a missing one
    const hidden = query.error instanceof ApiError && query.error.status === 403;
    return (
      <QueryError
        error={hidden ? null : query.error}
        notFoundText="Contract not found"
        header={header}
        onRetry={() => void query.refetch()}
      >
        {(missing) => (missing ? 'This contract does not exist or you may not see it.' : 'Please try again later.')}
      </QueryError>
    );
  }

  const can = contract ? contractActions(access, me?.user_id, contract) : null;
  const base = `/company/${companyId}/contracts`;
  return (
    <Stack>
      {header}
      {contract && can && (
        <Group gap="sm" aria-label="Contract actions" role="group">
          {can.sign && (
            <Button component={Link} to={`${base}/sign-pdf/${contract.contract_id}`}>
              Sign contract
            </Button>
          )}
          {can.send && <Button onClick={() => setDialog('send')}>Send for signing</Button>}
          {can.resend && (
            <Button variant="light" onClick={() => setDialog('resend')}>
              Resend for signing
            </Button>
          )}
          {can.amend && (
            <DisabledWithReason reason={contract.has_scale_tickets ? CONTRACT_MESSAGES.voidBlocked : null}>
              {contract.has_scale_tickets ? (
                // a real disabled button: a disabled link would still be announced and followed
                <Button variant="light" disabled>
                  Amend contract
                </Button>
              ) : (
                <Button variant="light" component={Link} to={`${base}/amend-contract/${contract.contract_id}`}>
                  Amend contract
                </Button>
              )}
            </DisabledWithReason>
          )}
          {recordStewardship?.({ contract, onChanged: () => void refresh() })}
          {can.sync && <SyncContractButton contractId={contract.contract_id} />}
          <Button variant="default" component="a" href={contract.contract_doc_link} target="_blank" rel="noopener">
            View contract PDF
          </Button>
          {isCompleted(contract.contract_state) && contract.signed_doc_link && (
            <Button variant="default" component="a" href={contract.signed_doc_link} target="_blank" rel="noopener">
              View signed contract PDF
            </Button>
          )}
          {(can.void || can.delete) && (
            // the destructive ones last, apart and outlined: never the first or a solid button; each confirms
            <Group gap="sm" ml={{ sm: 'auto' }}>
              {can.void && (
                <DisabledWithReason reason={contract.has_scale_tickets ? CONTRACT_MESSAGES.voidBlocked : null}>
                  <Button
                    color="red"
                    variant="outline"
                    disabled={contract.has_scale_tickets}
                    onClick={() => setDialog('void')}
                  >
                    Void contract
                  </Button>
                </DisabledWithReason>
              )}
              {can.delete && (
                <Button color="red" variant="outline" onClick={() => setDialog('delete')}>
                  Delete contract
                </Button>
              )}
            </Group>
          )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ContractDetailsWidget contract={contract} />
        <Stack gap="md">
          <SignersWidget contract={contract} onApproveContact={can?.approveContact ? setApproving : undefined} />
          <DeliveryWidget contract={contract} />
          {contract && inventory?.({ contract, onChanged: () => void refresh() })}
          <StorageWidget contract={contract} />
          <StewardshipWidget contract={contract} companyId={companyId} />
          <ContractHistoryWidget contract={contract} companyId={companyId} canReadUsers={Boolean(can?.readUsers)} />
          {contract && (
            <Group justify="flex-end">
              <HistoryButton kind="contract" id={contract.contract_id} label="All changes" />
            </Group>
          )}
        </Stack>
      </SimpleGrid>
      {contract && dialog === 'void' && <VoidContractModal contract={contract} onClose={() => setDialog(null)} />}
      {contract && dialog === 'resend' && signingDialogs.resend({ contract, onClose: closeSigning })}
      {contract &&
        approving &&
        signingDialogs.approveContact({
          contractId: contract.contract_id,
          signer: approving,
          onClose: (changed) => {
            setApproving(null);
            if (changed) void refresh();
          },
        })}
      {contract &&
        dialog === 'send' &&
        signingDialogs.send({ companyId, contractId: contract.contract_id, onClose: closeSigning })}
      {contract && dialog === 'delete' && <DeleteContractModal contract={contract} onClose={() => setDialog(null)} />}
    </Stack>
  );
}

/** A disabled button with its reason in a tooltip; the wrapper takes focus and hover, which a disabled button cannot. */
function DisabledWithReason({ reason, children }: { reason: string | null; children: ReactNode }) {
  if (!reason) return <>{children}</>;
  return (
    <Tooltip label={reason} withArrow multiline w={260}>
      <span tabIndex={0} aria-label={reason} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
