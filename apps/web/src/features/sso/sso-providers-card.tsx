import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { TEXTS } from '@portal/domain';
import { AddProviderModal } from './add-provider-modal';
import { useDeleteSsoProvider, useSsoProviders } from './api/sso-providers';
import { TYPE_LABEL } from './provider-form';

/**
 * Admin card: the OpenID Connect and SAML providers /login offers, from the environment (read-only)
 * and added here. Users are matched to their account by e-mail.
 */
export function SsoProvidersCard() {
  const providers = useSsoProviders();
  const [adding, add] = useDisclosure(false);
  const remove = useDeleteSsoProvider();

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4">
              Single sign-on
            </Title>
            <Text size="sm" c="dimmed">
              OpenID Connect and SAML providers on the sign-in page. A sign-in is matched to the account of its e-mail
              address; a new address gets a user without a role.
            </Text>
          </div>
          <Button onClick={add.open}>Add provider</Button>
        </Group>
        {remove.error && (
          <Alert color="red" role="alert">
            {remove.error.message}
          </Alert>
        )}
        {providers.isPending ? (
          <Text size="sm">Loading…</Text>
        ) : providers.isError ? (
          <Alert color="red">{TEXTS.somethingWentWrong}</Alert>
        ) : providers.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No data
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th>At the provider</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {providers.data.map((provider) => (
                  <Table.Tr key={provider.id}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {provider.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {provider.id}
                        {provider.domains.length ? ` · ${provider.domains.join(', ')}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{TYPE_LABEL[provider.type]}</Text>
                      <Text size="xs" c="dimmed">
                        {provider.issuer}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">{provider.type === 'oidc' ? 'Redirect URI' : 'ACS URL'}</Text>
                      <Code>{provider.callback_url}</Code>
                      {provider.metadata_url && (
                        <Text size="xs">
                          <Anchor href={provider.metadata_url} target="_blank" rel="noreferrer">
                            Service provider metadata
                          </Anchor>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {provider.source === 'environment' ? (
                        <Badge variant="light" color="gray">
                          Environment
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          loading={remove.isPending && remove.variables === provider.id}
                          onClick={() => {
                            if (
                              window.confirm(
                                `Remove ${provider.name}? Its users keep their accounts but can no longer sign in through it.`,
                              )
                            )
                              remove.mutate(provider.id);
                          }}
                        >
                          Remove
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <AddProviderModal opened={adding} onClose={add.close} />
    </Paper>
  );
}
