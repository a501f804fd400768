import { Alert, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UPLOAD_TEXTS } from '@portal/domain';
import { SavedColumnMapping } from './saved-column-mapping';
import { useParams } from 'react-router';
import { useSalesYear } from '../../../api/sales-year';
import { saveProgressText, UploadPage } from '../../../components/upload';
import { useAccess } from '../../../session/session-context';
import { TicketUploadModals, TicketUploadSteps } from './ticket-upload-steps';
import { UnplannedTransferModal } from './unplanned-transfer-modal';
import { useTicketUpload } from './use-ticket-upload';

/** /company/{company_id}/upload-scale-ticket/{production_plan_id} (create-scale-ticket, otherwise access denied). */
export function UploadScaleTicketsPage() {
  const { companyId = '', productionPlanId = '' } = useParams();
  return <TicketUploadForm companyId={companyId} planId={productionPlanId} />;
}

function TicketUploadForm({ companyId, planId }: { companyId: string; planId: string }) {
  const ticketUpload = useTicketUpload(companyId, planId);
  const canTransfer = useAccess(companyId, 'adjust-inventory') === 'success';
  const salesYear = useSalesYear();
  const [transferring, transfer] = useDisclosure(false);
  const { upload } = ticketUpload;
  return (
    <UploadPage
      title="Upload Scale Tickets"
      fileLabel="Scale ticket file"
      hint=".csv, .xls or .xlsx with the columns BOL, Date (MM/DD/YY), Grower, Ticket Number, Net Qty, Gross Qty, Test Weight, MST, FM, DMG and RVA; optionally Contract Number, Gross Weight, Tare and Net Weight"
      upload={upload}
      saveLabel="Save and Upload"
      canSave={ticketUpload.canSave}
      backTo={`/company/${companyId}/production-plan/view/${planId}`}
      actions={
        canTransfer && (
          <Button variant="light" onClick={transfer.open} disabled={!salesYear.data}>
            Unplanned Transfer
          </Button>
        )
      }
      progressText={saveProgressText}
      progressLabel="Save progress"
      outcome={
        <>
          {upload.checkError != null && <Alert color="red" role="alert" title={UPLOAD_TEXTS.serverError} />}
          <SavedColumnMapping saved={ticketUpload.savedMapping} />
          <TicketUploadSteps ticketUpload={ticketUpload} />
        </>
      }
    >
      <TicketUploadModals ticketUpload={ticketUpload} />
      {transferring && salesYear.data && (
        <UnplannedTransferModal
          companyId={companyId}
          planId={planId}
          salesYear={salesYear.data}
          contracts={ticketUpload.contracts}
          onClose={transfer.close}
        />
      )}
    </UploadPage>
  );
}
