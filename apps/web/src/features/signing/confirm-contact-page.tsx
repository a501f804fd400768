import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTACT_CONFIRMATION_MESSAGES as TEXT } from '@portal/domain';
import { useLocation } from 'react-router';
import { ApiError } from '../../lib/api';
import { useConfirmGrowerContact } from './api/grower-contact';
import { PublicFrame } from './public-frame';

/**
 * /e-sign/confirm-contact#token: the grower record's e-mail or phone confirms a new contact for the
 * signing link (the token stays in the fragment, never sent to a server but by the button's POST).
 */
export function ConfirmContactPage() {
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const confirm = useConfirmGrowerContact();
  const failed =
    !token || (confirm.isError && confirm.error instanceof ApiError && confirm.error.status < 500)
      ? TEXT.linkInvalid
      : confirm.isError
        ? TEXT.confirmFailed
        : null;
  return (
    <PublicFrame size="sm">
      <Paper withBorder p="lg">
        <Stack>
          <Title order={1} fz={24}>
            {TEXT.pageTitle}
          </Title>
          {confirm.isSuccess ? (
            <Alert color="green" role="status" title={TEXT.confirmed} />
          ) : failed ? (
            <Alert color="red" role="alert" title={failed} />
          ) : (
            <>
              <Text>{TEXT.pageText}</Text>
              <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending}>
                {TEXT.confirm}
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </PublicFrame>
  );
}
