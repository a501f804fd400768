import { formatDateTime } from '@portal/domain';
import { Anchor, Badge, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { DataTable } from '../../components/data-table';
import { OUTBOX_PAGE_SIZE, useOutbox, type Message } from './api/outbox';

/** Admin-only: every e-mail and SMS the portal sent or would have sent, with working links. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const query = useOutbox(page);
  return (
    <Stack>
      <Title order={1} size="h2">
        Outbox
      </Title>
      <Text c="dimmed" size="sm">
        Every invitation, password reset and signing request. Without a mail or SMS provider configured, messages are
        kept here.
      </Text>
      <DataTable<Message>
        caption="Outbox"
        loading={query.isPending}
        rows={query.data?.items}
        rowKey={(m) => m.message_id}
        columns={[
          { key: 'created', header: 'Sent', render: (m) => formatDateTime(m.created) },
          { key: 'recipient', header: 'To', render: (m) => <Text size="sm">{m.recipient}</Text> },
          {
            key: 'subject',
            header: 'Subject',
            render: (m) => (
              <Text size="sm" fw={500}>
                {m.subject}
              </Text>
            ),
          },
          { key: 'channel', header: 'Channel', render: (m) => <Badge variant="light">{m.channel}</Badge> },
          {
            key: 'status',
            header: 'Status',
            render: (m) => <Badge color={m.status === 'failed' ? 'red' : 'gray'}>{m.status}</Badge>,
          },
          {
            key: 'link',
            header: 'Link',
            render: (m) =>
              m.link ? (
                <Anchor href={m.link} size="sm">
                  Open link
                </Anchor>
              ) : (
                'N/A'
              ),
          },
        ]}
      />
      {(query.data?.total ?? 0) > OUTBOX_PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil((query.data?.total ?? 0) / OUTBOX_PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
