import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { COMPANY_MESSAGES, type Company } from '@portal/domain';
import { useAccess } from '../../session/session-context';
import { FormError } from '../../components/form-error';
import { useReadCompany } from './api/companies';
import { useUpdateCompany } from './api/save-company';

/**
 * Non Enogen Contracts: a switch for allow-non-enogen-dealer-to-contract holders, the status for others.
 * The API consults it for resellers that are not Enogen dealers.
 */
export function NonEnogenContractsCard({ company }: { company: Company }) {
  const canSwitch = useAccess(company.company_id, 'allow-non-enogen-dealer-to-contract') === 'success';
  const toggle = useUpdateCompany();
  const read = useReadCompany(company.company_id);
  // After a conflict the switch shows the company's current state: the user switches it again if still wanted.
  const reload = () =>
    void read().then(
      () => toggle.reset(),
      () => undefined,
    );
  return (
    <Paper withBorder p="lg" component="section" aria-label="Non Enogen Contracts">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Non Enogen Contracts
        </Title>
        <Switch
          label={company.allow_non_enogen_contracts ? 'Allowed' : 'Not allowed'}
          checked={company.allow_non_enogen_contracts}
          disabled={!canSwitch || toggle.isPending}
          onChange={(event) =>
            toggle.mutate({
              company_id: company.company_id,
              allow_non_enogen_contracts: event.currentTarget.checked,
              version: company.version,
            })
          }
          aria-label="Non Enogen Contracts"
        />
        <Text size="xs" c="dimmed">
          Lets this reseller be a party to new contracts although it is not an Enogen dealer.
        </Text>
        {toggle.isError && <FormError error={toggle.error} title={COMPANY_MESSAGES.failed} onReload={reload} />}
      </Stack>
    </Paper>
  );
}
