import { ContractDetailPage } from '../../features/contracts/contract-detail-page';
import { ResendModal } from '../../features/signing/resend-modal';
import { SendForSigningModal } from '../../features/signing/send-for-signing-modal';

/** /company/{company_id}/contracts/{contract_id}: the contract page with the signing feature's dialogs. */
export function ContractDetailRoute() {
  return (
    <ContractDetailPage
      signingDialogs={{
        send: (props) => <SendForSigningModal {...props} />,
        resend: (props) => <ResendModal {...props} />,
      }}
    />
  );
}
