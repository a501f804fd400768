import { Alert, Button, Group, Text } from '@mantine/core';
import { DownloadIssuesButton } from '../../../components/upload';
import { ColumnMapper } from './column-mapper';
import { GrowerNamesModal } from './grower-names-modal';
import { SaveOutcomeModals } from './save-outcome-modals';
import type { TicketUpload } from './use-ticket-upload';

/**
 * The scale-ticket steps around the upload kit, shared by the upload page and the plan's tab: the
 * column mapper, Download issues and the unmatched-grower notice (inline, hidden while saving) …
 */
export function TicketUploadSteps({ ticketUpload }: { ticketUpload: TicketUpload }) {
  const { upload, unmatched, assigned, columns } = ticketUpload;
  const parsed = upload.parsed;
  const left = unmatched.filter((name) => !assigned[name]).length;
  return (
    <div data-upload-state={ticketUpload.state}>
      {columns && (
        <ColumnMapper
          choices={columns}
          onConfirm={ticketUpload.confirmColumns}
          onDismiss={ticketUpload.dismissColumns}
        />
      )}
      {parsed && parsed.issueCount > 0 && (
        <Group mt="sm">
          <DownloadIssuesButton fileName={parsed.fileName} columns={upload.preview.columns} rows={parsed.rows} />
        </Group>
      )}
      {ticketUpload.growersFailed && (
        <Alert
          color="red"
          role="alert"
          mt="sm"
          title="The plan's growers could not be loaded; the file cannot be saved."
        />
      )}
      {parsed && unmatched.length > 0 && (
        <Alert color={left ? 'orange' : 'green'} mt="sm" role="status">
          <Group justify="space-between">
            <Text size="sm">
              {left
                ? `${left} grower name(s) match no completed contract of this plan: assign each to a contract.`
                : 'Every grower name is assigned to a contract.'}
            </Text>
            <Button size="xs" variant="white" onClick={ticketUpload.growerCheck.open}>
              Check grower names
            </Button>
          </Group>
        </Alert>
      )}
    </div>
  );
}

/** … and its modals (always mounted): check grower names, duplicate-or-error, success. */
export function TicketUploadModals({ ticketUpload }: { ticketUpload: TicketUpload }) {
  const { upload, growerCheck } = ticketUpload;
  const created = upload.save.result?.created;
  const year = ticketUpload.contracts[0]?.contract_year;
  return (
    <>
      <GrowerNamesModal opened={growerCheck.opened} onClose={growerCheck.close} ticketUpload={ticketUpload} />
      <SaveOutcomeModals
        status={upload.save.status}
        error={upload.save.error}
        saved={
          created !== undefined && year !== undefined
            ? { count: created, listPath: `/company/${ticketUpload.companyId}/scale-tickets/${year}` }
            : null
        }
        onCloseError={upload.resetSave}
        onCloseSuccess={upload.reset}
      />
    </>
  );
}
