import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { COPIED_LABEL_MS, surveyCodeFailureText } from '@portal/domain';
import { PageLoader } from '../../components/page-loader';
import { ApiError } from '../../lib/api';
import { useIssuedSurveyCode } from './api/issue-survey-code';

/** /surveycode: a new survey code on every visit, read-only, with Copy code → 'Copied!' for 2 seconds. */
export function SurveyCodePage() {
  const clipboard = useClipboard({ timeout: COPIED_LABEL_MS });
  const code = useIssuedSurveyCode();
  if (code.isPending) return <PageLoader />;
  return (
    <Center mih="50vh">
      <Paper withBorder p="xl" w="100%" maw={480}>
        <Stack>
          <Title order={1} size="h2">
            Survey code
          </Title>
          {code.isError ? (
            <Alert color="red" role="alert" title="Whoops!">
              {code.error instanceof ApiError ? surveyCodeFailureText(code.error.message) : surveyCodeFailureText(null)}
            </Alert>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                Share this code with the person completing the survey.
              </Text>
              <Group align="flex-end" wrap="nowrap">
                <TextInput
                  label="Code"
                  value={code.data.code}
                  readOnly
                  style={{ flex: 1 }}
                  styles={{ input: { fontFamily: 'monospace', fontSize: 20, letterSpacing: 3 } }}
                />
                <Button
                  onClick={() => clipboard.copy(code.data.code)}
                  color={clipboard.copied ? 'teal' : undefined}
                  miw={120}
                >
                  {clipboard.copied ? 'Copied!' : 'Copy code'}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}
