import {
  Alert,
  Anchor,
  Badge,
  Button,
  Code,
  Group,
  Modal,
  Paper,
  PasswordInput,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { ssoProviderInputSchema, type SsoProvider, type SsoProviderInput, type SsoProviderType } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, ApiError } from '../../lib/api';

const SSO_KEY = ['sso-providers'];
const TYPE_LABEL: Record<SsoProviderType, string> = { oidc: 'OpenID Connect', saml: 'SAML' };

type FormValues = {
  type: SsoProviderType;
  id: string;
  name: string;
  domains: string;
  issuer: string;
  client_id: string;
  client_secret: string;
  scopes: string;
  entry_point: string;
  idp_cert: string;
  sp_entity_id: string;
  email_attribute: string;
};

const EMPTY: FormValues = {
  type: 'oidc',
  id: '',
  name: '',
  domains: '',
  issuer: '',
  client_id: '',
  client_secret: '',
  scopes: 'openid email profile',
  entry_point: '',
  idp_cert: '',
  sp_entity_id: '',
  email_attribute: '',
};

const words = (value: string) => value.split(/[\s,]+/).filter(Boolean);
const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The form's values as the API's body (the domain schema's shape). */
function toInput(values: FormValues): Record<string, unknown> {
  const common = {
    id: values.id.trim(),
    name: values.name,
    domains: words(values.domains).length ? words(values.domains) : undefined,
  };
  if (values.type === 'oidc') {
    return {
      type: 'oidc',
      ...common,
      issuer: values.issuer,
      client_id: values.client_id,
      client_secret: optional(values.client_secret),
      scopes: words(values.scopes).length ? words(values.scopes) : undefined,
    };
  }
  return {
    type: 'saml',
    ...common,
    issuer: values.issuer,
    entry_point: values.entry_point,
    idp_cert: values.idp_cert,
    sp_entity_id: optional(values.sp_entity_id),
    email_attribute: optional(values.email_attribute),
  };
}

function AddProviderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    initialValues: EMPTY,
    validate: (values) => {
      const parsed = ssoProviderInputSchema.safeParse(toInput(values));
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'id');
        errors[field] ??= issue.message;
      }
      return errors;
    },
  });
  const create = useMutation({
    mutationFn: (body: SsoProviderInput) => api<SsoProvider>('/sso-providers', { method: 'POST', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SSO_KEY });
      await queryClient.invalidateQueries({ queryKey: ['auth-providers'] });
      close();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        const fields = error.fieldErrors;
        if (Object.keys(fields).length)
          form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0]!, v])));
        setFailure(error.message);
      } else setFailure('Something went wrong. Please contact your admin.');
    },
  });

  function close() {
    form.reset();
    setFailure(null);
    create.reset();
    onClose();
  }

  const oidc = form.values.type === 'oidc';
  return (
    <Modal opened={opened} onClose={close} title="Add sign-in provider" size="lg" centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => {
          setFailure(null);
          create.mutate(toInput(values) as SsoProviderInput);
        })}
      >
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <SegmentedControl
            aria-label="Provider type"
            data={[
              { value: 'oidc', label: TYPE_LABEL.oidc },
              { value: 'saml', label: TYPE_LABEL.saml },
            ]}
            {...form.getInputProps('type')}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Name"
              description="Shown as 'Sign in with {name}'"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label="Id"
              description="Lower-case letters, digits, dashes"
              withAsterisk
              {...form.getInputProps('id')}
            />
          </Group>
          {oidc ? (
            <>
              <TextInput
                label="Issuer URL"
                description="Its /.well-known/openid-configuration is read"
                placeholder="https://login.example.com"
                withAsterisk
                {...form.getInputProps('issuer')}
              />
              <Group grow align="flex-start">
                <TextInput label="Client id" withAsterisk {...form.getInputProps('client_id')} />
                <PasswordInput label="Client secret" {...form.getInputProps('client_secret')} />
              </Group>
              <TextInput label="Scopes" {...form.getInputProps('scopes')} />
            </>
          ) : (
            <>
              <TextInput
                label="Single sign-on URL"
                placeholder="https://idp.example.com/sso/saml"
                withAsterisk
                {...form.getInputProps('entry_point')}
              />
              <TextInput label="IdP entity id (issuer)" withAsterisk {...form.getInputProps('issuer')} />
              <Textarea
                label="IdP signing certificate"
                placeholder="-----BEGIN CERTIFICATE-----"
                autosize
                minRows={3}
                maxRows={8}
                withAsterisk
                {...form.getInputProps('idp_cert')}
              />
              <Group grow align="flex-start">
                <TextInput
                  label="Portal entity id"
                  description="Optional; default: the metadata URL"
                  {...form.getInputProps('sp_entity_id')}
                />
                <TextInput
                  label="E-mail attribute"
                  description="Optional; default: common names, then NameID"
                  {...form.getInputProps('email_attribute')}
                />
              </Group>
            </>
          )}
          <TextInput
            label="Allowed e-mail domains"
            description="Comma-separated; only these addresses sign in through the provider, never an admin account"
            withAsterisk
            placeholder="example.com"
            {...form.getInputProps('domains')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add provider
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * Admin card: the OpenID Connect and SAML providers /login offers, from the environment (read-only)
 * and added here. Users are matched to their account by e-mail.
 */
export function SsoProvidersCard() {
  const queryClient = useQueryClient();
  const providers = useQuery({ queryKey: SSO_KEY, queryFn: () => api<SsoProvider[]>('/sso-providers') });
  const [adding, add] = useDisclosure(false);
  const remove = useMutation({
    mutationFn: (id: string) => api(`/sso-providers/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SSO_KEY });
      await queryClient.invalidateQueries({ queryKey: ['auth-providers'] });
    },
  });

  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={4}>Single sign-on</Title>
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
          <Alert color="red">Something went wrong. Please contact your admin.</Alert>
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
                  <Table.Th />
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
