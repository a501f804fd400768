import { Checkbox, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  canChangeCompanyKeys,
  changedCompanyFields,
  COMPANY_MESSAGES,
  COMPANY_TYPE_LABELS,
  COMPANY_TYPES,
  companyCreateSchema,
  COUNTRIES,
  defaultStateFor,
  emptyCompanyForm,
  formatPhone,
  needsInventoryCode,
  regionsOf,
  suggestInventoryCode,
  type Company,
  type CompanyFormValues,
} from '@portal/domain';
import { useRef } from 'react';
import { useSession } from '../../session/session-context';
import { MutationModal } from '../../components/mutation-modal';
import { applyEdits, useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { ApiError } from '../../lib/api';
import { formResolver } from '../../lib/form';
import { useLanguages } from '../../api/languages';
import { useReadCompany } from './api/companies';
import { useCreateCompany, useUpdateCompany } from './api/save-company';
import { FormActions } from '../../components/form-actions';

function formValues(company: Company | undefined): CompanyFormValues {
  if (!company) return emptyCompanyForm();
  const text = (value: string | null) => value ?? '';
  return {
    country: company.country,
    company_name: company.company_name,
    company_type: company.company_type,
    address1: text(company.address1),
    address2: text(company.address2),
    city: text(company.city),
    state: text(company.state),
    zipcode: text(company.zipcode),
    phone: formatPhone(company.phone) === 'N/A' ? text(company.phone) : formatPhone(company.phone),
    sap_id: text(company.sap_id),
    salesforce_id: text(company.salesforce_id),
    inventory_code: text(company.inventory_code),
    supported_languages: company.supported_languages.length ? company.supported_languages : ['en'],
    enogen_dealer: company.enogen_dealer,
  };
}

/**
 * Create or Update company. Validated by the API's own schema; an edit sends only the filled
 * fields that changed. States: the form, LOADING, SUCCESS and FAILED.
 */
export function CompanyFormModal({
  opened,
  onClose,
  company,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  /** The company to update; absent for Create company. */
  company?: Company;
  onCreated?: (companyId: string) => void;
}) {
  const editing = Boolean(company);
  const { access } = useSession();
  // Type, SAP id, inventory code and the Enogen Dealer flag decide plan and contract eligibility, numbering and
  // training: update-company only, so update-assigned-company sees them read-only.
  const keysLocked = editing && !canChangeCompanyKeys(access);
  const languages = useLanguages();
  const create = useCreateCompany();
  const update = useUpdateCompany();
  const mutation = company ? update : create;
  // Once the inventory code is typed, the name no longer suggests it.
  const codeTouched = useRef(editing);
  // The version the form's values were filled from goes with the save (a stale one answers 412).
  const version = useRef(company?.version);
  const form = useForm<CompanyFormValues>({
    initialValues: formValues(company),
    validate: formResolver(companyCreateSchema),
    onValuesChange: (values, previous) => {
      if (values.country !== previous.country) form.setFieldValue('state', defaultStateFor(values.country));
      const wantsCode = needsInventoryCode(values.company_type);
      if (
        wantsCode &&
        !codeTouched.current &&
        (values.company_name !== previous.company_name || values.company_type !== previous.company_type)
      )
        form.setFieldValue('inventory_code', suggestInventoryCode(values.company_name));
    },
  });
  const conflict = useReloadKeepingEdits(
    useReadCompany(company?.company_id),
    (fresh) => {
      const values = applyEdits(form.getInitialValues(), form.getValues(), formValues(fresh));
      version.current = fresh.version;
      form.setInitialValues(formValues(fresh));
      form.setValues(values);
    },
    update.reset,
  );
  const type = form.values.company_type;
  const reseller = type === 'reseller';

  function close() {
    const created = create.data?.company_id;
    codeTouched.current = editing;
    version.current = company?.version;
    form.setValues(formValues(company));
    form.resetDirty();
    form.clearErrors();
    onClose();
    if (created) onCreated?.(created);
  }

  function submit(values: CompanyFormValues) {
    if (!company) return create.mutate(companyCreateSchema.parse(values));
    const changes = changedCompanyFields(values, company);
    if (!Object.keys(changes).length) return close();
    update.mutate({ company_id: company.company_id, ...changes, version: version.current ?? company.version });
  }

  const title = editing ? 'Update company' : 'Create company';
  return (
    <MutationModal
      mutation={mutation}
      form={form}
      dirty={form.isDirty()}
      opened={opened}
      onClose={close}
      title={title}
      size="lg"
      loadingText={editing ? COMPANY_MESSAGES.updating : COMPANY_MESSAGES.creating}
      successText={editing ? COMPANY_MESSAGES.updated : COMPANY_MESSAGES.created}
      failedText={COMPANY_MESSAGES.failed}
      failedDetail={(error) => (error instanceof ApiError && error.status < 500 ? error.message : null)}
      onReload={company ? conflict.reload : undefined}
      reloaded={conflict.reloaded}
    >
      {(cancel) => (
        <form onSubmit={form.onSubmit(submit)} noValidate aria-label={title}>
          <Stack>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Company name" required {...form.getInputProps('company_name')} />
              <Select
                label="Company type"
                placeholder={COMPANY_MESSAGES.companyType}
                required
                data={COMPANY_TYPES.map((value) => ({ value, label: COMPANY_TYPE_LABELS[value] }))}
                disabled={keysLocked}
                {...form.getInputProps('company_type')}
              />
              <Select
                label="Country"
                required
                allowDeselect={false}
                data={COUNTRIES.map((value) => ({ value, label: value }))}
                {...form.getInputProps('country')}
              />
              <TextInput
                label="Phone"
                required
                type="tel"
                placeholder="919-999-9999"
                {...form.getInputProps('phone')}
              />
              <TextInput label="Address" required {...form.getInputProps('address1')} />
              <TextInput label="Address line 2" {...form.getInputProps('address2')} />
              <TextInput label="City" required {...form.getInputProps('city')} />
              <Select
                label={form.values.country === 'USA' ? 'State' : 'Province or territory'}
                required
                searchable
                allowDeselect={false}
                data={regionsOf(form.values.country).map((r) => ({ value: r.value, label: r.label }))}
                {...form.getInputProps('state')}
              />
              <TextInput label="Zip code" required {...form.getInputProps('zipcode')} />
              <TextInput label="SAP ID" required={reseller} disabled={keysLocked} {...form.getInputProps('sap_id')} />
              <TextInput label="SFDC ID" required={reseller} {...form.getInputProps('salesforce_id')} />
              {needsInventoryCode(type) && (
                <TextInput
                  label="Inventory code"
                  description="4 capital letters or digits"
                  required
                  maxLength={4}
                  disabled={keysLocked}
                  {...form.getInputProps('inventory_code')}
                  onChange={(event) => {
                    codeTouched.current = true;
                    form.setFieldValue('inventory_code', event.currentTarget.value.toUpperCase());
                  }}
                />
              )}
            </SimpleGrid>
            <MultiSelect
              label="Supported languages"
              required
              data={(languages.data ?? [{ lang_value: 'en', lang_name: 'English' }]).map((l) => ({
                value: l.lang_value,
                label: l.lang_name,
              }))}
              {...form.getInputProps('supported_languages')}
            />
            <Checkbox
              label="Enogen Dealer"
              disabled={keysLocked}
              {...form.getInputProps('enogen_dealer', { type: 'checkbox' })}
            />
            <FormActions onCancel={cancel} submitLabel={editing ? 'Update company' : 'Create company'} />
          </Stack>
        </form>
      )}
    </MutationModal>
  );
}
