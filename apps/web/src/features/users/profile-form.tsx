import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatPhone, profileSchema, type USER_ADDRESS_FIELDS, type ProfileInput } from '@portal/domain';
import { useRef } from 'react';
import { FormError } from '../../components/form-error';
import { applyEdits, ReloadedNote, useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { useUnsavedGuard } from '../../components/unsaved-guard';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQuery, useUpdateProfile, useUser } from './api/users';
import { formFieldErrors, formResolver } from '../../lib/form';

type StoredProfile = { first: string | null; last: string | null; phone: string | null } & Partial<
  Record<(typeof USER_ADDRESS_FIELDS)[number], string | null>
>;

const valuesOf = (profile: StoredProfile) => ({
  first: profile.first ?? '',
  last: profile.last ?? '',
  phone: profile.phone && formatPhone(profile.phone) !== 'N/A' ? formatPhone(profile.phone) : '',
  address1: profile.address1 ?? '',
  address2: profile.address2 ?? '',
  city: profile.city ?? '',
  state: profile.state ?? '',
  zipcode: profile.zipcode ?? '',
});

type Props = {
  userId: string;
  /** The stored profile the form starts from. */
  initial: StoredProfile;
  submitLabel?: string;
  /** The optional address (the Please Complete Profile modal asks only for the name and phone). */
  withAddress?: boolean;
  onSaved?: () => void;
};

/**
 * First, last and phone: all required, phone by the shared pattern; the address optional (an
 * emptied line is cleared). Validated again by the API with the same schema.
 */
export function ProfileForm({ userId, initial, submitLabel = 'Save', withAddress = true, onSaved }: Props) {
  const form = useForm<ProfileInput>({
    initialValues: valuesOf(initial),
    validate: formResolver(profileSchema),
  });
  const save = useUpdateProfile();
  // The user's version when the form opened goes with the save (a stale one answers 412).
  const current = useUser(userId);
  const [version, setVersion] = useState<string>();
  useEffect(() => {
    if (current.data && version === undefined) setVersion(current.data.version);
  }, [current.data, version]);
  const queryClient = useQueryClient();
  const conflict = useReloadKeepingEdits(
    () => queryClient.fetchQuery({ ...userQuery(userId), staleTime: 0 }),
    (fresh) => {
      const values = applyEdits(form.getInitialValues(), form.getValues(), valuesOf(fresh));
      setVersion(fresh.version);
      form.setInitialValues(valuesOf(fresh));
      form.setValues(values);
    },
    save.reset,
  );
  const submit = (values: ProfileInput) => {
    conflict.clear();
    // Without the address fields on screen, the stored address is left as it is (absent, not emptied).
    const sent = withAddress ? values : { first: values.first, last: values.last, phone: values.phone };
    save.mutate(
      { user_id: userId, version, ...sent },
      {
        onSuccess: () => {
          form.resetDirty(values);
          onSaved?.();
        },
        onError: (error) => {
          const fields = formFieldErrors(error, form.getValues());
          if (fields) form.setErrors(fields);
        },
      },
    );
  };

  const formRef = useRef<HTMLFormElement>(null);
  useUnsavedGuard(form.isDirty() && !save.isPending);

  return (
    <form ref={formRef} onSubmit={form.onSubmit(submit)} noValidate>
      <Stack>
        {save.isError && (
          <FormError
            error={save.error}
            title={save.error.message}
            onRetry={() => formRef.current?.requestSubmit()}
            onReload={conflict.reload}
          />
        )}
        <ReloadedNote shown={conflict.reloaded && save.isIdle} />
        <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first')} />
        <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last')} />
        <TextInput
          label="Phone"
          required
          type="tel"
          placeholder="919-999-9999"
          autoComplete="tel"
          {...form.getInputProps('phone')}
        />
        {withAddress && (
          <>
            <TextInput label="Address" autoComplete="address-line1" {...form.getInputProps('address1')} />
            <TextInput label="Address line 2" autoComplete="address-line2" {...form.getInputProps('address2')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" autoComplete="address-level2" {...form.getInputProps('city')} />
              <TextInput label="State" autoComplete="address-level1" {...form.getInputProps('state')} />
              <TextInput label="Zip code" autoComplete="postal-code" {...form.getInputProps('zipcode')} />
            </SimpleGrid>
          </>
        )}
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
