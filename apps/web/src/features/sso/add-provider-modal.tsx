import { Button, Group, PasswordInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ssoProviderInputSchema, TEXTS, type SsoProviderInput } from '@portal/domain';
import { MutationModal } from '../../components/mutation-modal';
import { ApiError } from '../../lib/api';
import { useCreateSsoProvider } from './api/sso-providers';
import { EMPTY, toInput, TYPE_LABEL, type FormValues } from './provider-form';

/** Add sign-in provider: the OpenID Connect or SAML fields; API failures show above the form or on its fields. */
export function AddProviderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateSsoProvider();
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
  function close() {
    form.reset();
    onClose();
  }

  const oidc = form.values.type === 'oidc';
  const submit = form.onSubmit((values) => create.mutate(toInput(values) as SsoProviderInput));
  return (
    <MutationModal
      mutation={create}
      form={form}
      opened={opened}
      onClose={close}
      title="Add sign-in provider"
      size="lg"
      closeOnSuccess
      failedText={(error) => (error instanceof ApiError ? error.message : TEXTS.somethingWentWrong)}
    >
      {(cancel) => (
        <form noValidate onSubmit={submit}>
          <Stack>
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
              <Button variant="default" onClick={cancel}>
                Cancel
              </Button>
              <Button type="submit" loading={create.isPending}>
                Add provider
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
