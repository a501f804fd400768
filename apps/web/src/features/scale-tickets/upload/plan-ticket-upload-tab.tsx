import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { UPLOAD_LIMIT_TEXTS, type UploadPreviewRow } from '@portal/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { LEAVE_UPLOAD, useUnsavedGuard } from '../../../components/unsaved-guard';
import { FileDrop, IssuesAlert, ReviewModal, saveProgressText, UploadProgress } from '../../../components/upload';
import { useAccess } from '../../../session/session-context';
import { TicketDetailModal } from './ticket-detail-modal';
import { TicketUploadModals, TicketUploadSteps } from './ticket-upload-steps';
import { useTicketUpload } from './use-ticket-upload';

const SHOWN = 100;

/** The scale ticket upload inside the production plan view (create-scale-ticket): the upload page's parts, compact. */
export function PlanTicketUploadTab({ companyId, planId }: { companyId: string; planId: string }) {
  const access = useAccess(companyId, 'create-scale-ticket');
  if (access !== 'success') return null;
  return <TicketUploadPanel companyId={companyId} planId={planId} />;
}

function TicketUploadPanel({ companyId, planId }: { companyId: string; planId: string }) {
  const ticketUpload = useTicketUpload(companyId, planId);
  const { upload } = ticketUpload;
  const { parsed } = upload;
  const [reviewing, review] = useDisclosure(false);
  const [detail, setDetail] = useState<UploadPreviewRow | null>(null);
  const saving = upload.save.status === 'saving';
  useUnsavedGuard(Boolean(parsed) && upload.save.status !== 'success', LEAVE_UPLOAD);
  const onFile = async (file: File) => {
    if ((await upload.choose(file)).issueCount) review.open();
  };
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            Scale ticket upload
          </Title>
          <Button
            component={Link}
            to={`/company/${companyId}/upload-scale-ticket/${planId}`}
            variant="subtle"
            size="xs"
          >
            Open the upload page
          </Button>
        </Group>
        <FileDrop
          label="Scale ticket file"
          hint=".csv, .xls or .xlsx with BOL, Date, Grower, Ticket Number, Net Qty, Gross Qty, Test Weight, MST, FM, DMG and RVA"
          limits={UPLOAD_LIMIT_TEXTS.stated(upload.limits)}
          disabled={saving}
          loading={upload.parsing}
          onFile={(file) => void onFile(file)}
        >
          <Group>
            <Button variant="default" onClick={upload.reset} disabled={!parsed || saving}>
              Cancel
            </Button>
            <Button
              onClick={upload.runSave}
              disabled={!upload.ready || !ticketUpload.canSave || upload.save.status === 'success'}
              loading={saving}
            >
              Save and Upload
            </Button>
          </Group>
        </FileDrop>
        {parsed && parsed.issueCount > 0 && (
          <IssuesAlert count={parsed.issueCount} onReview={review.open} reviewLabel="Review issues" />
        )}
        {upload.checked && (
          <UploadProgress
            text={UPLOAD_LIMIT_TEXTS.checked(upload.checked.done, upload.checked.total)}
            progress={upload.checked}
            label="Check progress"
          />
        )}
        {saving && (
          <UploadProgress
            text={saveProgressText(upload.save.progress)}
            progress={upload.save.progress}
            label="Save progress"
          />
        )}
        {!saving && <TicketUploadSteps ticketUpload={ticketUpload} />}
        {parsed && parsed.rows.length > 0 && (
          <DataTable
            caption="Scale tickets of the file"
            stackOnMobile
            rowKey={(r) => String(r.row)}
            rows={parsed.rows.slice(0, SHOWN)}
            loading={false}
            columns={[
              { key: 'row', header: 'Row', render: (r) => r.row },
              { key: 'grower', header: 'Grower', render: (r) => r.cells.grower_name },
              { key: 'ticket', header: 'Ticket Number', render: (r) => r.cells.scale_ticket_number },
              { key: 'date', header: 'Date', render: (r) => r.cells.scale_ticket_date },
              { key: 'net', header: 'Net Qty', render: (r) => r.cells.net_quantity },
              {
                key: 'issue',
                header: 'Issue',
                render: (r) => r.issue && <Badge color={r.issue === 'duplicate' ? 'orange' : 'red'}>{r.issue}</Badge>,
              },
              {
                key: 'detail',
                header: '',
                render: (r) => (
                  <Button
                    size="compact-sm"
                    variant="light"
                    onClick={() => setDetail(r)}
                    aria-label={`Detail of row ${r.row}`}
                  >
                    Detail
                  </Button>
                ),
              },
            ]}
          />
        )}
        {parsed && parsed.rows.length > SHOWN && (
          <Text size="sm" c="dimmed">
            Showing the first {SHOWN} of {parsed.rows.length} rows.
          </Text>
        )}
      </Stack>
      {parsed && (
        <ReviewModal
          opened={reviewing}
          onClose={review.close}
          issueCount={parsed.issueCount}
          missingColumns={parsed.missingColumns}
          sections={parsed.sections}
        />
      )}
      <TicketDetailModal row={detail} columns={upload.preview.columns} onClose={() => setDetail(null)} />
      <TicketUploadModals ticketUpload={ticketUpload} />
    </Paper>
  );
}
