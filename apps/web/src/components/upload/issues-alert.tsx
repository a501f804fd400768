import { Alert, Button, Group, Text } from '@mantine/core';
import { issuesFoundText } from '@portal/domain';

/** "N issue(s) found. …" with the button that opens the review modal. */
export function IssuesAlert({
  count,
  onReview,
  reviewLabel = 'Review',
}: {
  count: number;
  onReview: () => void;
  reviewLabel?: string;
}) {
  return (
    <Alert color="red" role="alert">
      <Group justify="space-between">
        <Text size="sm">{issuesFoundText(count)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onReview}>
          {reviewLabel}
        </Button>
      </Group>
    </Alert>
  );
}
