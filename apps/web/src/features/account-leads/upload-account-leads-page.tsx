import { Alert, Button, List } from '@mantine/core';
import {
  ACCOUNT_LEAD_TEXTS,
  ACCOUNT_LEADS_UPLOAD,
  UPLOAD_LIMIT_TEXTS,
  UPLOAD_SAVE_DELAY_MS,
  UPLOAD_TEXTS,
} from '@portal/domain';
import { UploadPage, useSheetUpload, type SheetUploadState } from '../../components/upload';
import { isApiError } from '../../lib/api';
import { AccountLeadFailures, saveAccountLeads } from './api/save-account-leads';
import { useVerifyAccountLeadsMutation } from './api/verify-account-leads';

/** /company/upload-account-leads: choose or drop a file, review issues, Verify, then Save (create-scale-ticket). */
export function UploadAccountLeadsPage() {
  const verify = useVerifyAccountLeadsMutation();
  const upload = useSheetUpload({
    sheet: ACCOUNT_LEADS_UPLOAD,
    save: saveAccountLeads,
    saveDelayMs: UPLOAD_SAVE_DELAY_MS,
    onReset: verify.reset,
  });

  const unknown = verify.data;
  const runVerify = () => {
    upload.resetSave();
    if (upload.parsed) verify.mutate(upload.parsed.items);
  };
  return (
    <UploadPage
      title="Upload Account Leads"
      fileLabel="Account leads file"
      hint=".csv, .xls or .xlsx with the columns NEW Account Lead, NEW Account Lead Email, OLD Account Lead, Reseller FSAP, Reseller Name"
      upload={upload}
      canSave={Boolean(unknown && !unknown.emails.length && !unknown.sapIds.length)}
      actions={
        <Button
          onClick={runVerify}
          disabled={!upload.ready || upload.save.status === 'saving'}
          loading={verify.isPending}
        >
          Verify
        </Button>
      }
      progressText={(progress) =>
        progress?.done ? UPLOAD_LIMIT_TEXTS.stored(progress.done, progress.total) : 'Preparing to save...'
      }
      progressLabel="Save progress"
      outcome={<AccountLeadsOutcome save={upload.save} verify={verify} />}
    />
  );
}

export function AccountLeadsOutcome({
  save,
  verify,
}: {
  save: SheetUploadState<unknown, void>['save'];
  verify: ReturnType<typeof useVerifyAccountLeadsMutation>;
}) {
  if (save.status === 'success') return <Alert color="green" role="status" title={ACCOUNT_LEAD_TEXTS.saved} />;
  if (save.error instanceof AccountLeadFailures)
    return (
      <Alert color="red" role="alert" title={ACCOUNT_LEAD_TEXTS.failures}>
        <List size="sm">
          {save.error.failures.map((f) => (
            <List.Item key={`${f.reseller_sap_id}|${f.new_account_lead_email}`}>
              {f.reseller_sap_id}: {f.new_account_lead_email}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  // A lead the user could not invite at its reseller: the API's text names it.
  if (save.error && isApiError(save.error, 'forbidden'))
    return <Alert color="red" role="alert" title={save.error.message} />;
  if (save.status === 'error' || verify.isError)
    return <Alert color="red" role="alert" title={UPLOAD_TEXTS.serverError} />;
  const unknown = verify.data;
  if (!unknown) return null;
  if (!unknown.emails.length && !unknown.sapIds.length)
    return <Alert color="green" role="status" title={ACCOUNT_LEAD_TEXTS.verified} />;
  return (
    <Alert color="red" role="alert" title={ACCOUNT_LEAD_TEXTS.notFound}>
      <List size="sm">
        {unknown.emails.map((e) => (
          <List.Item key={e}>Email: {e}</List.Item>
        ))}
        {unknown.sapIds.map((s) => (
          <List.Item key={s}>Reseller SAP id: {s}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
