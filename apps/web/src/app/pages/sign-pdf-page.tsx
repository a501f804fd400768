import { HOME_MESSAGES, nextSignerName } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { showSuccess } from '../../components/toast';
import { contractQueryOptions } from '../../features/contracts/api/get-contracts';
import { SignPdfPage } from '../../features/signing/sign-pdf-page';

/**
 * /company/{company_id}/contracts/sign-pdf/{contract_id}: staff who sign inside the portal come back to
 * the contract they signed, with a toast naming who signs next (the grower's "look out for an e-mail"
 * page is for signers who came by link).
 */
export function SignPdfRoute() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const onSigned = useCallback(
    (contractId: string) => {
      void (async () => {
        // every read that shows the contract or the user's waiting signatures is stale now
        await queryClient.invalidateQueries();
        const contract = await queryClient.fetchQuery(contractQueryOptions(contractId)).catch(() => null);
        if (contract)
          showSuccess(HOME_MESSAGES.signedToast(contract.new_contract_id, nextSignerName(contract.contract_signers)));
        navigate(`/company/${companyId}/contracts/${contractId}`, { replace: true });
      })();
    },
    [companyId, navigate, queryClient],
  );
  return <SignPdfPage onSigned={onSigned} />;
}
