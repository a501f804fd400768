import type { OutboxListReply } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One message of the outbox, as GET /api/outbox lists it. */
export type Message = {
  message_id: string;
  channel: string;
  recipient: string;
  subject: string;
  body_text: string;
  link: string | null;
  kind: string;
  status: string;
  created: string;
};

export const OUTBOX_PAGE_SIZE = 50;

export const outboxKeys = { page: (page: number) => ['outbox', page] as const };

export function outboxQuery(page: number) {
  return queryOptions({
    queryKey: outboxKeys.page(page),
    queryFn: () =>
      api<OutboxListReply>('/outbox', {
        query: { limit: OUTBOX_PAGE_SIZE, offset: (page - 1) * OUTBOX_PAGE_SIZE },
      }),
  });
}

export const useOutbox = (page: number) => useQuery(outboxQuery(page));
