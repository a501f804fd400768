import { Button, Center, Stack, Title } from '@mantine/core';
import { TEXTS } from '@portal/domain';
import { Component, type ReactNode } from 'react';

/** A page that fails to render shows the spec's text and records a failed_to_load event. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    void fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        event: 'failed_to_load',
        path: window.location.pathname.slice(0, 500),
        message: String(error?.message ?? error).slice(0, 2000),
      }),
    }).catch(() => undefined);
  }

  componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center h="50vh">
        <Stack align="center">
          <Title order={1} size="h2">
            {TEXTS.renderFailed}
          </Title>
          <Button variant="light" onClick={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Center>
    );
  }
}
