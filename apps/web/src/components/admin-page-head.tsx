import { Anchor, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The head of an admin list page: the link back to /admin, the title and the page's Add button. */
export function AdminPageHead({ title, action }: { title: string; action: ReactNode }) {
  return (
    <>
      <Anchor component={Link} to="/admin" size="sm">
        ← Back to Admin
      </Anchor>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {title}
        </Title>
        {action}
      </Group>
    </>
  );
}
