import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ACCOUNT_LEAD_LABELS, ACCOUNT_LEAD_TEXTS, issuesFoundText, type AccountLeadKey } from '@portal/domain';
import { useNavigate } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { FileDrop, LeaveUploadModal } from '../../components/file-drop';
import { PageLoader } from '../../components/page-loader';
import { useAccess } from '../../session/session-context';
import { useAccountLeadsUpload, type Parsed } from './use-account-leads-upload';

const COLUMNS = Object.keys(ACCOUNT_LEAD_LABELS) as AccountLeadKey[];

/** /company/upload-account-leads: choose or drop a file, review issues, Verify, then Save (create-scale-ticket). */
export function UploadAccountLeadsPage() {
  const access = useAccess('ANY', 'create-scale-ticket');
  const upload = useAccountLeadsUpload();
  const navigate = useNavigate();
  const [reviewing, review] = useDisclosure(false);
  const [leaving, leave] = useDisclosure(false);

  if (access === 'loading') return <PageLoader />;
  if (access !== 'success') return <AccessDenied />;

  const { parsed, verify, save } = upload;
  const saving = save.status === 'saving';
  const onFile = async (file: File) => {
    const result = await upload.choose(file);
    if (result && (result.issueCount || result.missingColumns.length)) review.open();
  };
  const goBack = () => (parsed ? leave.open() : navigate('/admin'));

  return (
    <Stack>
      <Anchor component="button" type="button" onClick={goBack} size="sm" ta="left">
        ← Back
      </Anchor>
      <Title order={2}>Upload Account Leads</Title>
      <Paper withBorder p="lg">
        <Stack>
          <FileDrop
            label="Account leads file"
            hint=".csv, .xls or .xlsx with the columns NEW Account Lead, NEW Account Lead Email, OLD Account Lead, Reseller FSAP, Reseller Name"
            disabled={saving}
            loading={upload.parsing}
            onFile={(file) => void onFile(file)}
          >
            <Group>
              {parsed && (
                <Text size="sm">
                  {parsed.fileName}: {parsed.rows.length} row(s)
                </Text>
              )}
              <Button variant="default" onClick={upload.reset} disabled={!parsed || saving}>
                Cancel
              </Button>
              <Button
                onClick={upload.runVerify}
                disabled={!upload.ready || saving}
                loading={verify.status === 'loading'}
              >
                Verify
              </Button>
              <Button
                onClick={upload.runSave}
                disabled={verify.status !== 'success' || save.status === 'success'}
                loading={saving}
              >
                Save
              </Button>
            </Group>
          </FileDrop>
          {parsed && (parsed.issueCount > 0 || parsed.missingColumns.length > 0) && (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{issuesFoundText(parsed.issueCount + parsed.missingColumns.length)}</Text>
                <Button size="xs" variant="white" color="red" onClick={review.open}>
                  Review
                </Button>
              </Group>
            </Alert>
          )}
          <Outcome upload={upload} />
        </Stack>
      </Paper>
      {parsed && <Preview parsed={parsed} />}

      <Modal
        opened={reviewing && Boolean(parsed)}
        onClose={review.close}
        title={ACCOUNT_LEAD_TEXTS.reviewTitle}
        size="lg"
        centered
      >
        {parsed && <Review parsed={parsed} onClose={review.close} />}
      </Modal>
      <LeaveUploadModal opened={leaving} onStay={leave.close} onLeave={() => navigate('/admin')} />
    </Stack>
  );
}

function Outcome({ upload }: { upload: ReturnType<typeof useAccountLeadsUpload> }) {
  const { verify, save } = upload;
  if (save.status === 'saving')
    return (
      <Stack gap={4} role="status" aria-live="polite">
        <Text size="sm">
          {save.done === 0 ? 'Preparing to save...' : `Saving account leads: batch ${save.done} of ${save.total}`}
        </Text>
        <Progress value={save.total ? (save.done / save.total) * 100 : 0} animated aria-label="Save progress" />
      </Stack>
    );
  if (save.status === 'success') return <Alert color="green" role="status" title={ACCOUNT_LEAD_TEXTS.saved} />;
  if (save.status === 'failures')
    return (
      <Alert color="red" role="alert" title={ACCOUNT_LEAD_TEXTS.failures}>
        <List size="sm">
          {save.failures.map((f) => (
            <List.Item key={`${f.reseller_sap_id}|${f.new_account_lead_email}`}>
              {f.reseller_sap_id}: {f.new_account_lead_email}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  if (save.status === 'error' || verify.status === 'error')
    return <Alert color="red" role="alert" title={ACCOUNT_LEAD_TEXTS.serverError} />;
  if (verify.status === 'success') return <Alert color="green" role="status" title={ACCOUNT_LEAD_TEXTS.verified} />;
  if (verify.status === 'not-found')
    return (
      <Alert color="red" role="alert" title={ACCOUNT_LEAD_TEXTS.notFound}>
        <List size="sm">
          {verify.emails.map((e) => (
            <List.Item key={e}>Email: {e}</List.Item>
          ))}
          {verify.sapIds.map((s) => (
            <List.Item key={s}>Reseller SAP id: {s}</List.Item>
          ))}
        </List>
      </Alert>
    );
  return null;
}

function Review({ parsed, onClose }: { parsed: Parsed; onClose: () => void }) {
  return (
    <Stack>
      <Text>{issuesFoundText(parsed.issueCount + parsed.missingColumns.length)}</Text>
      {parsed.missingColumns.length > 0 && (
        <div>
          <Text fw={700} size="sm">
            MISSING COLUMN(S)
          </Text>
          <Text size="sm">{parsed.missingColumns.join(', ')}</Text>
        </div>
      )}
      {parsed.missing.length > 0 && (
        <div>
          <Text fw={700} size="sm">
            {ACCOUNT_LEAD_TEXTS.missing}
          </Text>
          <List size="sm">
            {parsed.missing.map((m) => (
              <List.Item key={m.row}>
                Row {m.row}: {m.fields.join(', ')}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {parsed.duplicates.length > 0 && (
        <div>
          <Text fw={700} size="sm">
            {ACCOUNT_LEAD_TEXTS.duplicates}
          </Text>
          <List size="sm">
            {parsed.duplicates.map((d) => (
              <List.Item key={`${d.reseller_sap_id}|${d.new_account_lead_email}`}>
                Rows {d.rows.join(', ')}: {d.reseller_sap_id}, {d.new_account_lead_email}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}

function Preview({ parsed }: { parsed: Parsed }) {
  return (
    <Paper withBorder>
      <ScrollArea.Autosize mah={480} type="auto">
        <Table striped={false} stickyHeader aria-label="Upload preview" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {COLUMNS.map((key) => (
                <Table.Th key={key}>{ACCOUNT_LEAD_LABELS[key]}</Table.Th>
              ))}
              <Table.Th>Reseller SAP id</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parsed.rows.map((row) => {
              const bad = row.missing.length > 0;
              return (
                <Table.Tr
                  key={row.row}
                  bg={bad ? 'var(--mantine-color-red-1)' : row.duplicate ? 'var(--mantine-color-orange-1)' : undefined}
                  data-issue={bad ? 'missing' : row.duplicate ? 'duplicate' : undefined}
                >
                  <Table.Td>
                    {row.row}
                    {row.duplicate && (
                      <Badge ml={6} size="xs" color="orange">
                        Duplicate
                      </Badge>
                    )}
                  </Table.Td>
                  {COLUMNS.map((key) => (
                    <Table.Td
                      key={key}
                      c={row.missing.includes(key) ? 'red.8' : undefined}
                      fw={row.missing.includes(key) ? 700 : undefined}
                    >
                      {(key === 'new_account_lead_email' ? row.lead.new_account_lead_email : row.values[key]) ||
                        (row.missing.includes(key) ? 'Missing' : '')}
                    </Table.Td>
                  ))}
                  <Table.Td>{row.lead.reseller_sap_id}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
