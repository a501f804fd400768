import { Alert, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { COPIED_LABEL_MS, surveyCodeFailureText } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { PageLoader } from '../../components/page-loader';
import { api, ApiError } from '../../lib/api';

/** /surveycode: a new survey code on every visit, read-only, with Copy code → 'Copied!' for 2 seconds. */
export function SurveyCodePage() {
  const clipboard = useClipboard({ timeout: COPIED_LABEL_MS });
  const code = useQuery({
    queryKey: ['survey-code', 'new'],
    // The spec's GET ?generate_new_survey_code=true; issuing is a POST here (a GET must change nothing).
    queryFn: () => api<{ code: string }>('/survey-code', { method: 'POST' }),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  if (code.isPending) return <PageLoader />;
  return (
    <Center mih="50vh">
      <Paper withBorder p="xl" w="100%" maw={480}>
        <Stack>
          <Title order={2}>Survey code</Title>
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
