import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { formatAmount, formatTicketDate, HOME_MESSAGES } from '@portal/domain';
import { Link } from 'react-router';
import { useSalesYear } from '../../api/sales-year';
import { TaskCard } from '../../components/task-card';
import { useScaleTickets } from './api/get-scale-tickets';

const SHOWN = 5;

/**
 * The home page's latest scale tickets of a grain receiver's (or 3PO's) company for the sales year
 * (its production plans' tickets, zero-outs left out), with a link to the scale tickets page.
 */
export function LatestTicketsSection({ companyId }: { companyId: string }) {
  const salesYear = useSalesYear();
  const year = salesYear.data;
  const list = useScaleTickets({ company_id: companyId, year, hide_zeroout: true }, Boolean(year));
  const tickets = list.data?.pages[0]?.scale_tickets.slice(0, SHOWN) ?? [];
  const listPath = `/company/${companyId}/scale-tickets/${year}`;
  return (
    <TaskCard
      title={HOME_MESSAGES.ticketsTitle}
      loading={!year || list.isPending}
      error={list.isError || salesYear.isError}
      isEmpty={!tickets.length}
      emptyText={HOME_MESSAGES.ticketsNone}
      action={
        year && (
          <Button component={Link} to={listPath} size="compact-sm" variant="light">
            {HOME_MESSAGES.ticketsAll}
          </Button>
        )
      }
    >
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Latest scale tickets">
        {tickets.map((ticket) => (
          <Group component="li" key={ticket.scale_ticket_id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Anchor component={Link} to={`${listPath}?ticket=${ticket.scale_ticket_id}`} size="sm" fw={600}>
                {ticket.scale_ticket_number}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {formatTicketDate(ticket.scale_ticket_date)} · {ticket.grower_name}
              </Text>
            </div>
            <Text size="sm" style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
              Net {formatAmount(ticket.net_quantity)}
            </Text>
          </Group>
        ))}
      </Stack>
    </TaskCard>
  );
}
