import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatAmount, formatTicketDate, rvaLabel, showsScaleTickets } from '@portal/domain';
import { Link } from 'react-router';
import { useSalesYear } from '../../api/sales-year';
import { DataTable } from '../../components/data-table';
import { useScaleTickets } from './api/get-scale-tickets';

/**
 * The company page's scale tickets: grain-receiver and 3PO companies only, the latest tickets of
 * the sales year without zero-out tickets, and a link to the full list.
 */
export function CompanyTicketsSection({ companyId, companyType }: { companyId: string; companyType: string }) {
  const shown = showsScaleTickets(companyType);
  const salesYear = useSalesYear();
  const year = salesYear.data;
  const list = useScaleTickets({ company_id: companyId, year, hide_zeroout: true }, shown && Boolean(year));
  if (!shown) return null;
  const listPath = `/company/${companyId}/scale-tickets/${year}`;
  const tickets = list.data?.pages[0]?.scale_tickets;
  return (
    <Paper withBorder p="lg" component="section" aria-label="Scale tickets">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            Scale tickets
          </Title>
          {year && (
            <Button component={Link} to={listPath} size="sm" variant="light">
              All scale tickets of {year}
            </Button>
          )}
        </Group>
        {list.isError ? (
          <Text c="red" role="alert">
            Whoops! Something went wrong loading the scale tickets.
          </Text>
        ) : (
          <DataTable
            caption="Latest scale tickets"
            rows={tickets}
            loading={!tickets}
            rowKey={(t) => t.scale_ticket_id}
            emptyText={`No scale tickets for ${year ?? 'the sales year'}.`}
            columns={[
              {
                key: 'number',
                header: 'Ticket number',
                render: (t) => (
                  <Anchor component={Link} to={`${listPath}?ticket=${t.scale_ticket_id}`} fw={600}>
                    {t.scale_ticket_number}
                  </Anchor>
                ),
              },
              { key: 'date', header: 'Date', render: (t) => formatTicketDate(t.scale_ticket_date) },
              { key: 'grower', header: 'Grower', render: (t) => t.grower_name },
              { key: 'net', header: 'Net qty', render: (t) => formatAmount(t.net_quantity) },
              { key: 'rva', header: 'RVA', render: (t) => rvaLabel(t.rapid_visco_analyzer) },
              { key: 'code', header: 'Plan code', render: (t) => t.inventory_code },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}
