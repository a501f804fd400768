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
import {
  ACCOUNT_LEAD_SAVE_DELAY_MS,
  checkTrainingRows,
  issuesFoundText,
  mapHeaders,
  PROGRAM_FAILED_MESSAGE,
  rowsToRecords,
  TRAINING_HEADERS,
  TRAINING_LABELS,
  TRAINING_UPLOAD_TEXTS,
  type TrainingCheck,
  type TrainingKey,
} from '@portal/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import { FileDrop, LeaveUploadModal } from '../../components/file-drop';
import { PageLoader } from '../../components/page-loader';
import { api } from '../../lib/api';
import { readSheet } from '../../lib/read-sheet';
import { useAccess } from '../../session/session-context';

const COLUMNS = Object.keys(TRAINING_LABELS) as TrainingKey[];
const REQUIRED_COLUMNS: TrainingKey[] = ['company_sap_id', 'company_name'];
type Parsed = TrainingCheck & { fileName: string; missingColumns: string[] };
type SaveState = 'idle' | 'saving' | 'success' | 'error';

/** /company/upload-companies-training: upload a stewardship training list (company-training). */
export function UploadCompaniesTrainingPage() {
  const access = useAccess('ANY', 'company-training');
  const navigate = useNavigate();
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [parsing, setParsing] = useState(false);
  const [save, setSave] = useState<SaveState>('idle');
  const [reviewing, review] = useDisclosure(false);
  const [leaving, leave] = useDisclosure(false);

  if (access === 'loading') return <PageLoader />;
  if (access !== 'success') return <AccessDenied />;

  async function onFile(file: File) {
    setSave('idle');
    setParsing(true);
    try {
      const sheet = await readSheet(file);
      const mapping = mapHeaders(TRAINING_HEADERS, sheet.header);
      const missingColumns = mapping.missing.filter((k) => REQUIRED_COLUMNS.includes(k)).map((k) => TRAINING_LABELS[k]);
      if (mapping.missing.includes('training_year') && mapping.missing.includes('training_date'))
        missingColumns.push(TRAINING_LABELS.training_year);
      const result = { ...checkTrainingRows(rowsToRecords(mapping, sheet.rows)), fileName: file.name, missingColumns };
      setParsed(result);
      if (result.issueCount || missingColumns.length) review.open();
    } finally {
      setParsing(false);
    }
  }

  async function saveAll() {
    if (!parsed) return;
    setSave('saving');
    await new Promise((resolve) => setTimeout(resolve, ACCOUNT_LEAD_SAVE_DELAY_MS));
    try {
      await api('/company-training', { method: 'POST', body: { training_docs: parsed.rows.map((r) => r.doc) } });
      setSave('success');
    } catch {
      setSave('error');
    }
  }

  const issues = parsed ? parsed.issueCount + parsed.missingColumns.length : 0;
  const ready = Boolean(parsed && parsed.rows.length && !issues);
  return (
    <Stack>
      <Anchor
        component="button"
        type="button"
        onClick={() => (parsed && save !== 'success' ? leave.open() : navigate('/admin'))}
        size="sm"
        ta="left"
      >
        ← Back
      </Anchor>
      <Title order={2}>Upload Stewardship Training</Title>
      <Paper withBorder p="lg">
        <Stack>
          <FileDrop
            label="Stewardship training file"
            hint=".csv, .xls or .xlsx with the columns Company SAP ID, Company Name, Training Year (or Training Date), Contact Name, Contact Email"
            disabled={save === 'saving'}
            loading={parsing}
            onFile={(file) => void onFile(file)}
          >
            <Group>
              {parsed && (
                <Text size="sm">
                  {parsed.fileName}: {parsed.rows.length} row(s)
                </Text>
              )}
              <Button
                variant="default"
                onClick={() => (setParsed(null), setSave('idle'))}
                disabled={!parsed || save === 'saving'}
              >
                Cancel
              </Button>
              <Button onClick={saveAll} disabled={!ready || save === 'success'} loading={save === 'saving'}>
                Save
              </Button>
            </Group>
          </FileDrop>
          {issues > 0 && (
            <Alert color="red" role="alert">
              <Group justify="space-between">
                <Text size="sm">{issuesFoundText(issues)}</Text>
                <Button size="xs" variant="white" color="red" onClick={review.open}>
                  Review
                </Button>
              </Group>
            </Alert>
          )}
          {save === 'saving' && (
            <Stack gap={4} role="status">
              <Text size="sm">Uploading training list...</Text>
              <Progress value={100} animated aria-label="Upload progress" />
            </Stack>
          )}
          {save === 'error' && <Alert color="red" role="alert" title={PROGRAM_FAILED_MESSAGE} />}
        </Stack>
      </Paper>
      {parsed && <Preview parsed={parsed} />}

      <Modal
        opened={reviewing && Boolean(parsed)}
        onClose={review.close}
        title={TRAINING_UPLOAD_TEXTS.reviewTitle}
        size="lg"
        centered
      >
        {parsed && (
          <Stack>
            <Text>{issuesFoundText(issues)}</Text>
            <IssueList
              title="MISSING COLUMN(S)"
              items={parsed.missingColumns.length ? [parsed.missingColumns.join(', ')] : []}
            />
            <IssueList
              title={TRAINING_UPLOAD_TEXTS.missing}
              items={parsed.missing.map((m) => `Row ${m.row}: ${m.fields.join(', ')}`)}
            />
            <IssueList
              title={TRAINING_UPLOAD_TEXTS.duplicates}
              items={parsed.duplicates.map((d) => `Rows ${d.rows.join(', ')}: ${d.company_sap_id}, ${d.training_year}`)}
            />
            <IssueList
              title={TRAINING_UPLOAD_TEXTS.invalidDates}
              items={parsed.invalidDates.map((d) => `Row ${d.row}: ${d.value}`)}
            />
            <Group justify="flex-end">
              <Button onClick={review.close}>Close</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal opened={save === 'success'} onClose={() => navigate('/admin')} title="Upload complete" centered>
        <Stack>
          <Text role="status">{TRAINING_UPLOAD_TEXTS.success}</Text>
          <Group justify="flex-end">
            <Button onClick={() => navigate('/admin')}>Close</Button>
          </Group>
        </Stack>
      </Modal>
      <LeaveUploadModal opened={leaving} onStay={leave.close} onLeave={() => navigate('/admin')} />
    </Stack>
  );
}

function IssueList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Text fw={700} size="sm">
        {title}
      </Text>
      <List size="sm">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

function Preview({ parsed }: { parsed: Parsed }) {
  return (
    <Paper withBorder>
      <ScrollArea.Autosize mah={480} type="auto">
        <Table stickyHeader aria-label="Upload preview" miw={760}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              {COLUMNS.map((key) => (
                <Table.Th key={key}>{TRAINING_LABELS[key]}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {parsed.rows.map((row) => {
              const bad = row.missing.length > 0 || row.invalidDate;
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
                  {COLUMNS.map((key) => {
                    const flagged = row.missing.includes(key) || (key === 'training_date' && row.invalidDate);
                    return (
                      <Table.Td key={key} c={flagged ? 'red.8' : undefined} fw={flagged ? 700 : undefined}>
                        {key === 'company_sap_id'
                          ? row.doc.company_sap_id || 'Missing'
                          : key === 'training_year' && !Number.isNaN(row.doc.training_year)
                            ? row.doc.training_year
                            : row.values[key] || (flagged ? 'Missing' : '')}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Paper>
  );
}
