import { Group, Paper, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { CREATE_CONTRACT_TYPES, mayContractAsReseller, type CompanyLite, type LinkedCompany } from '@portal/domain';
import { CompanyPicker, type PickedCompany } from '../../components/company-picker';
import { SearchPicker } from '../../components/search-picker';
import { usePartySearch } from './api/get-companies';
import { useGrowerSearch } from './api/get-growers';
import { usesDates, withGrower, withType, type FormState, type Party, type PickedGrower } from './contract-form-state';

const TYPE_LABELS: Record<string, string> = {
  generic: 'Generic',
  'commercial-feed': 'Commercial feed',
  'fed-on-farm': 'Fed on farm',
  enogen: 'Enogen',
  'non-enogen': 'Non-Enogen',
  fuel: 'Fuel',
};
const LANGUAGE_LABELS: Record<string, string> = { en: 'English', fr: 'French' };

const partyLabel = (party: { name: string; sap_id: string | null }) =>
  party.sap_id ? `${party.name} (${party.sap_id})` : party.name;
const asParty = (company: PickedCompany): Party => ({
  id: company.company_id,
  name: company.company_name,
  sap_id: company.sap_id,
});
const asPicked = (party: Party): PickedCompany => ({
  company_id: party.id,
  company_name: party.name,
  sap_id: party.sap_id,
});
const growerLabel = (grower: PickedGrower) =>
  [grower.grower_name, grower.sap_id && `SAP ${grower.sap_id}`, [grower.city, grower.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');

/** The party pickers: searches start at 3 characters after 300 ms; at most 50 options show. */
const TYPEAHEAD = { limit: 50, comboboxProps: { withinPortal: true } };

function useResellerOptions(term: string) {
  const search = usePartySearch(term, 'reseller');
  return { data: search.data?.map(asParty), isFetching: search.isFetching };
}

/** Contract details: the parties, the type, the year (or start and end dates) and the language. */
export function ContractPartiesSection({
  form,
  setForm,
  amending,
  receiverLocked,
  receivers,
  linked,
  yearOptions,
  languages,
}: {
  form: FormState;
  setForm: (update: (form: FormState) => FormState) => void;
  amending: boolean;
  receiverLocked: boolean;
  receivers: CompanyLite[];
  linked: LinkedCompany[];
  yearOptions: number[];
  languages: string[];
}) {
  const resellers = linked.filter((c) => c.company_type === 'reseller' && mayContractAsReseller(c)).map(asParty);
  const operators = linked.filter((c) => c.company_type === '3PO').map(asParty);
  if (form.operator && !operators.some((o) => o.id === form.operator!.id)) operators.push(form.operator);
  const typeOptions = [...new Set([...CREATE_CONTRACT_TYPES, ...(form.contract_type ? [form.contract_type] : [])])];
  const dates = usesDates(form.contract_type);

  return (
    <Paper withBorder p="lg" component="section" aria-label="Contract details">
      <Title order={2} size="h3" mb="md">
        Contract details
      </Title>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {receiverLocked || amending ? (
            <TextInput
              label="Grain receiver"
              value={form.receiver ? partyLabel(form.receiver) : ''}
              disabled
              readOnly
            />
          ) : (
            <CompanyPicker
              label="Grain receiver"
              placeholder="Name or SAP ID"
              description="Type 3+ characters, or a SAP ID"
              types="grain-receiver,3PO"
              value={form.receiver ? asPicked(form.receiver) : null}
              onPick={(company) =>
                setForm((f) => ({ ...f, receiver: company ? asParty(company) : null, contract_year: null }))
              }
              extraOptions={receivers}
              {...TYPEAHEAD}
            />
          )}
          <SearchPicker<Party, null>
            label="Reseller"
            placeholder="Name or SAP ID"
            description="Type 3+ characters, or a SAP ID"
            value={form.reseller}
            toLabel={partyLabel}
            onPick={(reseller) => setForm((f) => ({ ...f, reseller }))}
            useSearch={useResellerOptions}
            search={null}
            extraOptions={resellers}
            disabled={amending}
            {...TYPEAHEAD}
          />
          <Select
            label="Third-party operator (3PO)"
            placeholder={operators.length ? 'Optional' : 'None linked'}
            data={operators.map((o) => ({ value: o.id, label: partyLabel(o) }))}
            value={form.operator?.id ?? null}
            onChange={(id) => setForm((f) => ({ ...f, operator: operators.find((o) => o.id === id) ?? null }))}
            disabled={amending || !operators.length}
            clearable
          />
          <SearchPicker<PickedGrower, string | null>
            label="Grower"
            placeholder="Grower name or SAP ID"
            description="Type 3+ characters"
            value={form.grower}
            toLabel={growerLabel}
            onPick={(grower) =>
              setForm((f) => {
                const next = withGrower(f, grower);
                // The grower's own reseller fills an empty reseller.
                const own = grower?.reseller;
                return own && !f.reseller
                  ? { ...next, reseller: { id: own.reseller_id, name: own.reseller_name, sap_id: own.reseller_sap_id } }
                  : next;
              })
            }
            useSearch={useGrowerSearch}
            search={form.reseller?.id ?? null}
            disabled={amending}
            {...TYPEAHEAD}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Contract type"
            placeholder="Select a contract type"
            data={typeOptions.map((type) => ({ value: type, label: TYPE_LABELS[type] ?? type }))}
            value={form.contract_type}
            onChange={(type) => setForm((f) => withType(f, type))}
            disabled={amending}
          />
          {dates ? (
            <Group grow gap="sm" wrap="nowrap">
              <TextInput
                type="date"
                label="Contract start"
                value={form.contract_start}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((f) => ({ ...f, contract_start: value, delivery: {} }));
                }}
              />
              <TextInput
                type="date"
                label="Contract end"
                value={form.contract_end}
                min={form.contract_start || undefined}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((f) => ({ ...f, contract_end: value }));
                }}
              />
            </Group>
          ) : (
            <Select
              label="Contract year"
              placeholder={
                form.receiver
                  ? yearOptions.length
                    ? 'Select a year'
                    : 'No production plans'
                  : 'Select a grain receiver'
              }
              data={yearOptions.map(String)}
              value={form.contract_year ? String(form.contract_year) : null}
              onChange={(year) => setForm((f) => ({ ...f, contract_year: year ? Number(year) : null, delivery: {} }))}
              disabled={!form.contract_type}
            />
          )}
          <Select
            label="Language"
            data={languages.map((lang) => ({ value: lang, label: LANGUAGE_LABELS[lang] ?? lang }))}
            value={form.contract_language}
            onChange={(lang) => setForm((f) => ({ ...f, contract_language: lang ?? 'en' }))}
            allowDeselect={false}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
