import { Button, Group, List, Stack, Text } from '@mantine/core';
import { issuesFoundText, UPLOAD_TEXTS, type UploadIssueSection } from '@portal/domain';
import { Dialog } from '../dialog';

/** The spec's review modal: the issue count, the missing columns, then each non-empty section (the modal scrolls). */
export function ReviewModal({
  opened,
  onClose,
  issueCount,
  missingColumns,
  sections,
}: {
  opened: boolean;
  onClose: () => void;
  issueCount: number;
  missingColumns: readonly string[];
  sections: readonly UploadIssueSection[];
}) {
  const shown = [
    { title: UPLOAD_TEXTS.missingColumns, lines: missingColumns.length ? [missingColumns.join(', ')] : [] },
    ...sections,
  ].filter((section) => section.lines.length > 0);
  return (
    <Dialog opened={opened} onClose={onClose} title={UPLOAD_TEXTS.reviewTitle} size="lg" centered>
      <Stack>
        <Text>{issuesFoundText(issueCount)}</Text>
        {shown.map((section) => (
          <div key={section.title}>
            <Text fw={700} size="sm">
              {section.title}
            </Text>
            <List size="sm">
              {section.lines.map((line, index) => (
                <List.Item key={index}>{line}</List.Item>
              ))}
            </List>
          </div>
        ))}
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
