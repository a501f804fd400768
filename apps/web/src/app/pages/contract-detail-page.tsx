import { ContractDetailPage } from '../../features/contracts/contract-detail-page';
import { ContractInventorySection } from '../../features/scale-tickets/inventory/contract-inventory-section';
import { RecordStewardshipButton } from '../../features/stewardship/record-stewardship-button';
import { ApproveContactModal } from '../../features/signing/approve-contact-modal';
import { ResendModal } from '../../features/signing/resend-modal';
import { SendForSigningModal } from '../../features/signing/send-for-signing-modal';

/** /company/{company_id}/contracts/{contract_id}: the contract page with the signing dialogs, the inventory and Record Stewardship. */
export function ContractDetailRoute() {
  return (
    <ContractDetailPage
      signingDialogs={{
        send: (props) => <SendForSigningModal {...props} />,
        resend: (props) => <ResendModal {...props} />,
        approveContact: (props) => <ApproveContactModal {...props} />,
      }}
      inventory={({ contract, onChanged }) => (
        <ContractInventorySection
          contractId={contract.contract_id}
          contractState={contract.contract_state}
          onChanged={onChanged}
        />
      )}
      recordStewardship={({ contract }) => <RecordStewardshipButton contract={contract} />}
    />
  );
}
