import { Button, Group, Modal, PasswordInput, SegmentedControl, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ssoProviderInputSchema, TEXTS, type SsoProviderInput } from '@portal/domain';
import { FormError } from '../../components/form-error';
import { ApiError } from '../../lib/api';
import { useCreateSsoProvider } from './api/sso-providers';
import { EMPTY, toInput, TYPE_LABEL, type FormValues } from './provider-form';

/** Add sign-in provider: the OpenID Connect or SAML fields; API failures show above the form. */
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
    create.reset();
    onClose();
  }

  // The API names nested fields 'domains.0' and the like: the form shows them on the field.
  function showFieldErrors(error: Error) {
    const fields = error instanceof ApiError ? error.fieldErrors : {};
    if (Object.keys(fields).length)
      form.setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.split('.')[0]!, v])));
  }
  const failure = create.error
    ? create.error instanceof ApiError
      ? create.error.message
      : TEXTS.somethingWentWrong
    : null;
  const oidc = form.values.type === 'oidc';
  const submit = form.onSubmit((values) =>
    create.mutate(toInput(values) as SsoProviderInput, { onSuccess: close, onError: showFieldErrors }),
  );
  return (
    <Modal opened={opened} onClose={close} title="Add sign-in provider" size="lg" centered>
      <form noValidate onSubmit={submit}>
        <Stack>
          {failure && <FormError error={create.error} title={failure} onRetry={() => submit()} />}
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
