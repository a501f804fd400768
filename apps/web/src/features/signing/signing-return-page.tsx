import { Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTRACT_MESSAGES, isSigningDoneEvent, SIGNING_EVENTS, SIGNING_RETURN_DELAY_MS } from '@portal/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { inPortalFrame as inFrame, PublicFrame } from './public-frame';

/** Tells the page that embeds the signing frame; only a page of this portal's origin hears it. */
function tellParent(message: string) {
  window.parent.postMessage(message, window.location.origin);
}

/**
 * /contracts/return: where the signing page lands. signing_complete or viewing_complete show
 * "Please wait.." and after 3 seconds tell the parent window signing_complete (a signer outside a
 * frame, from an e-mail link, goes to /contracts/complete); anything else shows "Something isn't
 * quite right..." with Back to dashboard, which tells the parent signing_failed.
 */
export function SigningReturnPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const done = isSigningDoneEvent(params.get('event'));

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      if (inFrame()) tellParent(SIGNING_EVENTS.complete);
      else navigate('/contracts/complete', { replace: true, state: location.state as unknown });
    }, SIGNING_RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, location.state]);

  const back = () => {
    if (inFrame()) tellParent(SIGNING_EVENTS.failed);
    else navigate('/dashboard');
  };

  return (
    <PublicFrame size="sm">
      <Center mih="50vh">
        <Paper p="xl" radius="md" shadow="xs" w="100%" maw={440}>
          {done ? (
            <Stack align="center" role="status" aria-live="polite">
              <Loader />
              <Title order={1} size="h3">
                {CONTRACT_MESSAGES.returnWait}
              </Title>
            </Stack>
          ) : (
            <Stack align="center">
              <Title order={1} size="h3" ta="center">
                {CONTRACT_MESSAGES.returnFailed}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                The contract was not signed.
              </Text>
              <Button onClick={back} data-autofocus>
                Back to dashboard
              </Button>
            </Stack>
          )}
        </Paper>
      </Center>
    </PublicFrame>
  );
}
