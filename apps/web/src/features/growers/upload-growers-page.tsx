import { Alert, Anchor, Button, Group, List, Modal, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { GROWER_IMPORT_LABELS, GROWER_IMPORT_TEXTS, issuesFoundText, type GrowerImportKey } from '@portal/domain';
import { useNavigate } from 'react-router';
import { FileDrop, LeaveUploadModal } from '../../components/file-drop';
import { useGrowersUpload, type Parsed } from './use-growers-upload';

/** The columns the preview shows (the file may carry more). */
const PREVIEW: GrowerImportKey[] = [
  'grower_name',
  'sap_id',
  'reseller_sap_id',
  'farm_name',
  'field_name',
  'acres',
  'planting_rate',
  'average_yield',
  'storage_name',
];
const PREVIEW_ROWS = 500;

/** /company/upload-growers (admin): growers with their farms, fields and storage from a .csv/.xls/.xlsx file. */
export function UploadGrowersPage() {
  const upload = useGrowersUpload();
  const navigate = useNavigate();
  const [reviewing, review] = useDisclosure(false);
  const [leaving, leave] = useDisclosure(false);
  const { parsed, state } = upload;
  const saving = state.status === 'saving';
  const issueCount = parsed ? parsed.issues.length + parsed.missingColumns.length : 0;

  const onFile = async (file: File) => {
    const result = await upload.choose(file);
    if (result.issues.length || result.missingColumns.length) review.open();
  };
  const goBack = () => (parsed && state.status !== 'success' ? leave.open() : navigate('/admin'));

  return (
    <Stack>
      <Anchor component="button" type="button" onClick={goBack} size="sm" ta="left">
        ← Back
      </Anchor>
      <Title order={2}>{GROWER_IMPORT_TEXTS.title}</Title>
      <Paper withBorder p="lg">
        <Stack>
          <FileDrop
            label="Growers file"
            hint=".csv, .xls or .xlsx, one row per field: Grower Name, Grower SAP ID, Reseller SAP ID, and optionally the grower's contact, Farm Name, Field Name, Acres, Planting Rate, Average Yield, Border Rows, Crop Year, Latitude, Longitude and a storage location (Storage Name, Storage Capacity, Storage Type, Storage Latitude, Storage Longitude)"
            disabled={saving}
            loading={upload.parsing}
            onFile={(file) => void onFile(file)}
          >
            <Group>
              {parsed && (
                <Text size="sm">
                  {parsed.fileName}: {parsed.records.length} row(s)
                </Text>
              )}
              <Button variant="default" onClick={upload.reset} disabled={!parsed || saving}>
                Cancel
              </Button>
              <Button
                onClick={() => void upload.runImport()}
                disabled={!upload.ready || state.status === 'success'}
                loading={saving}
              >
                Import
              </Button>
            </Group>
          </FileDrop>
          {issueCount > 0 && (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{issuesFoundText(issueCount)}</Text>
                <Button size="xs" variant="white" color="red" onClick={review.open}>
                  Review
                </Button>
              </Group>
            </Alert>
          )}
          {saving && (
            <Text size="sm" role="status">
              Importing growers...
            </Text>
          )}
          {state.status === 'success' && (
            <Alert
              color="green"
              role="status"
              title={GROWER_IMPORT_TEXTS.saved(state.counts.growers, state.counts.fields)}
            >
              {state.counts.created_growers} new grower(s), {state.counts.farms} farm(s),{' '}
              {state.counts.storage_locations} storage location(s).
            </Alert>
          )}
          {state.status === 'rejected' && (
            <Alert color="red" role="alert" title={GROWER_IMPORT_TEXTS.reviewTitle}>
              <List size="sm">
                {state.messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {state.status === 'error' && <Alert color="red" role="alert" title={GROWER_IMPORT_TEXTS.serverError} />}
        </Stack>
      </Paper>
      {parsed && parsed.records.length > 0 && <Preview parsed={parsed} />}

      <Modal
        opened={reviewing && Boolean(parsed)}
        onClose={review.close}
        title={GROWER_IMPORT_TEXTS.reviewTitle}
        size="lg"
        centered
      >
        {parsed && <Review parsed={parsed} onClose={review.close} />}
      </Modal>
      <LeaveUploadModal opened={leaving} onStay={leave.close} onLeave={() => navigate('/admin')} />
    </Stack>
  );
}

function Review({ parsed, onClose }: { parsed: Parsed; onClose: () => void }) {
  return (
    <Stack>
      <Text>{issuesFoundText(parsed.issues.length + parsed.missingColumns.length)}</Text>
      {parsed.missingColumns.length > 0 && (
        <div>
          <Text fw={700} size="sm">
            MISSING COLUMN(S)
          </Text>
          <Text size="sm">{parsed.missingColumns.join(', ')}</Text>
        </div>
      )}
      {parsed.issues.length > 0 && (
        <div>
          <Text fw={700} size="sm">
            {GROWER_IMPORT_TEXTS.invalid}
          </Text>
          <ScrollArea.Autosize mah={360}>
            <List size="sm">
              {parsed.issues.map((issue, index) => (
                <List.Item key={index}>
                  Row {issue.row}
                  {issue.column ? ` (${GROWER_IMPORT_LABELS[issue.column]})` : ''}: {issue.message}
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Stack>
  );
}

function Preview({ parsed }: { parsed: Parsed }) {
  const rowsWithIssues = new Set(parsed.issues.map((issue) => issue.row));
  return (
    <Paper withBorder>
      <ScrollArea.Autosize mah={480} type="auto">
        <Table stickyHeader aria-label="Upload preview" miw={900}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {PREVIEW.map((key) => (
                <Table.Th key={key}>{GROWER_IMPORT_LABELS[key]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parsed.records.slice(0, PREVIEW_ROWS).map((record, index) => {
              const row = index + 2;
              const bad = rowsWithIssues.has(row);
              return (
                <Table.Tr
                  key={row}
                  bg={bad ? 'var(--mantine-color-red-1)' : undefined}
                  data-issue={bad ? 'invalid' : undefined}
                >
                  <Table.Td>{row}</Table.Td>
                  {PREVIEW.map((key) => (
                    <Table.Td key={key}>{record[key]}</Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {parsed.records.length > PREVIEW_ROWS && (
        <Text size="sm" c="dimmed" p="sm">
          Showing the first {PREVIEW_ROWS} of {parsed.records.length} rows.
        </Text>
      )}
    </Paper>
  );
}
