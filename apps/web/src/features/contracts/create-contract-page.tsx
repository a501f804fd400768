import { Anchor, Box, Grid, Stack, Text, Title } from '@mantine/core';
import {
  ANY_COMPANY,
  contractUnits,
  contractYearOptions,
  continueChecks,
  keptFields,
  remainingBushels,
  totalAcres,
  totalYield,
  unitSizeFor,
  weightedPlantingRate,
  type ContractContext,
  type ContractView,
  type StorageForm,
  type CompanyLite,
} from '@portal/domain';
import { useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useUnsavedGuard } from '../../components/unsaved-guard';
import { useLinkedCompanies } from '../../api/linked-companies';
import { useSalesYear } from '../../api/sales-year';
import { ApiError } from '../../lib/api';
import { useContract } from './api/get-contracts';
import { useCreateContract } from './api/create-contract';
import { ContractDeliverySection } from './contract-delivery-section';
import { ContractFieldsSection, type FieldsState } from './contract-fields-section';
import { storageForm, useStorageLocations } from './api/storage-locations';
import { useCompanyById, useReceiverCompanies, useResellerTraining } from './api/get-companies';
import { useGrowerFields } from './api/get-growers';
import { usePlanDetail, usePlans } from './api/get-plans';
import {
  chosenFields,
  deliveryEntries,
  draftOf,
  effectiveYear,
  fieldEntries,
  keepFieldEdits,
  formFromContract,
  initialForm,
  payloadOf,
  withGrower,
  type FormState,
  type Party,
} from './contract-form-state';
import { AddGrowerFieldsModal } from './add-grower-fields-modal';
import { ContractPartiesSection } from './contract-parties-section';
import { ContractSidePanel, type PanelState } from './contract-side-panel';
import { ContractStorageSection } from './contract-storage-section';

const asParty = (company: CompanyLite | null | undefined): Party | null =>
  company ? { id: company.company_id, name: company.company_name, sap_id: company.sap_id } : null;

/**
 * /company/{company_id}/contracts/create (create-contract; prefilled by grain_receiver_id,
 * reseller_id and 3PO_id) and /company/{company_id}/contracts/amend-contract/{contract_id}
 * (amend-contract; identity fields disabled, the original's data preloaded).
 */
export function CreateContractPage() {
  const { companyId = ANY_COMPANY, contractId } = useParams();
  const amending = Boolean(contractId);
  return amending ? (
    <AmendLoader companyId={companyId} contractId={contractId!} />
  ) : (
    <CreatePrefill companyId={companyId} />
  );
}

/** Resolves the query parameters into parties before the form starts. */
function CreatePrefill({ companyId }: { companyId: string }) {
  const [params] = useSearchParams();
  const receiverId = params.get('grain_receiver_id');
  const resellerId = params.get('reseller_id');
  const operatorId = params.get('3PO_id');
  const receiver = useCompanyById(receiverId);
  const operator = useCompanyById(operatorId);
  const ownerId = receiverId ?? operatorId;
  const linked = useLinkedCompanies(ownerId);
  // A reseller not among the owner's links (or opened without an owner, from a reseller's page) is read by id.
  const linkedSettled = !ownerId || linked.isSuccess || linked.isError;
  const resellerDirect = useCompanyById(
    resellerId && linkedSettled && !linked.data?.some((c) => c.company_id === resellerId) ? resellerId : null,
  );
  const waiting = [
    receiverId && receiver,
    operatorId && operator,
    resellerId && linked,
    resellerId && resellerDirect,
  ].some((query) => query && query.isLoading);
  if (waiting) return <PageLoader />;
  const reseller = resellerId ? (linked.data?.find((c) => c.company_id === resellerId) ?? resellerDirect.data) : null;
  return (
    <ContractForm
      companyId={companyId}
      initial={initialForm({
        receiver: asParty(receiver.data),
        operator: asParty(operator.data),
        reseller: asParty(reseller),
      })}
      receiverLocked={Boolean(receiver.data)}
      original={null}
    />
  );
}

function AmendLoader({ companyId, contractId }: { companyId: string; contractId: string }) {
  const contract = useContract(contractId);
  if (contract.isPending) return <PageLoader />;
  if (contract.isError)
    return (
      <Stack>
        <Title order={1} size="h2">
          Amend contract
        </Title>
        <Text c="red" role="alert">
          This contract could not be loaded.
        </Text>
      </Stack>
    );
  return (
    <ContractForm
      companyId={companyId}
      initial={formFromContract(contract.data)}
      receiverLocked
      original={contract.data}
    />
  );
}

function ContractForm({
  companyId,
  initial,
  receiverLocked,
  original,
}: {
  companyId: string;
  initial: FormState;
  receiverLocked: boolean;
  original: ContractView | null;
}) {
  const navigate = useNavigate();
  const create = useCreateContract();
  const [form, setFormState] = useState<FormState>(initial);
  const setForm = (update: (form: FormState) => FormState) => setFormState(update);
  const [attempted, setAttempted] = useState(false);
  const [result, setResult] = useState<PanelState | null>(null);
  const [fieldsGrower, setFieldsGrower] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);
  const [addingGrower, setAddingGrower] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const amending = Boolean(original);

  const salesYear = useSalesYear();
  const receivers = useReceiverCompanies(!receiverLocked);
  const receiverCompany = useCompanyById(form.receiver?.id);
  const linked = useLinkedCompanies(form.receiver?.id);
  const planOwners = [form.operator?.id, form.receiver?.id].filter((id): id is string => Boolean(id));
  const plans = usePlans(planOwners);
  const year = effectiveYear(form);
  const plan = useMemo(() => {
    const ofYear = (plans.data ?? []).filter((p) => p.contract_year === year);
    return ofYear.find((p) => p.company_id === form.operator?.id) ?? ofYear[0] ?? null;
  }, [plans.data, year, form.operator?.id]);
  const planDetail = usePlanDetail(plan?.production_plan_id);
  const growerId = form.grower?.grower_id ?? null;
  const growerFields = useGrowerFields(growerId);
  const storage = useStorageLocations(growerId);
  const training = useResellerTraining(form.reseller?.sap_id, year);

  // The grower's fields enter the form once per grower (an amendment's rows come selected).
  if (growerId && growerFields.data && fieldsGrower !== growerId) {
    setFieldsGrower(growerId);
    const farmNames = new Map(growerFields.data.farmArray.map((farm) => [farm.farm_id, farm.farm_name]));
    const chosen =
      original && original.contract_details.grower_details.grower_id === growerId
        ? original.contract_details.fields
        : [];
    const fresh = fieldEntries(growerFields.data.fields, farmNames, chosen);
    setFormState((f) => ({ ...f, fields: keepFieldEdits(fresh, f.fields) }));
  }

  const planYears = [...new Set((plans.data ?? []).map((p) => p.contract_year))];
  const yearOptions = salesYear.data ? contractYearOptions(salesYear.data, planYears) : [];
  if (original && !yearOptions.includes(original.contract_year)) yearOptions.push(original.contract_year);
  const languages = receiverCompany.data?.supported_languages?.length
    ? receiverCompany.data.supported_languages
    : ['en'];

  const selectedStorage: StorageForm[] = (storage.data ?? [])
    .filter((s) => form.storage_ids.includes(s.storage_locations_id))
    .map(storageForm);
  const planUnits = planDetail.data?.monthly_units ?? [];
  const planMonths = planDetail.data
    ? [
        ...new Map(
          planUnits
            .filter((u) => u.available_acres > 0 || u.available_units > 0)
            .map((u) => [`${u.year}-${u.month}`, u]),
        ).values(),
      ]
        .map((u) => ({ month: u.month, year: u.year }))
        .sort((a, b) => a.year - b.year || a.month - b.month)
    : undefined;
  const context: ContractContext = {
    hasPlans: form.receiver && plans.data ? plans.data.length > 0 : undefined,
    hasTemplate: planDetail.data ? planDetail.data.templates.length > 0 : undefined,
    growerFieldCount: growerFields.data ? growerFields.data.fields.length : undefined,
    resellerTrainingActive: training.data,
    planMonths,
  };
  const errors = continueChecks(draftOf(form, selectedStorage), context);

  const rows = keptFields(chosenFields(form));
  const type = form.contract_type ?? '';
  const acres = totalAcres(rows);
  const yieldTotal = totalYield(rows);
  const totals = {
    unitsNeeded: contractUnits(type, rows),
    totalAcres: acres,
    plantingRate: weightedPlantingRate(rows),
    totalYield: yieldTotal,
    unitSize: unitSizeFor(type),
  };
  const remaining = remainingBushels(chosenFields(form), deliveryEntries(form, year));

  const fieldsState: FieldsState = !growerId
    ? 'WAITING'
    : growerFields.isPending
      ? 'LOADING'
      : !growerFields.data?.fields.length
        ? 'EMPTY'
        : 'LOADED';

  const edit = (update: (form: FormState) => FormState) => {
    setForm(update);
    setEdited(true);
    if (result?.kind !== 'CREATING') setResult(null);
  };
  // Typed changes ask before the page is left, until the contract is being created.
  useUnsavedGuard(edited && result?.kind !== 'CREATING');

  async function submit() {
    if (errors.length) {
      setAttempted(true);
      setResult(null);
      panelRef.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
      return;
    }
    setResult({ kind: 'CREATING' });
    try {
      const created = await create.mutateAsync(
        payloadOf(form, {
          storage: selectedStorage,
          plan: plan ? { production_plan_id: plan.production_plan_id, inventory_code: plan.inventory_code } : null,
          parentId: original?.contract_id ?? null,
        }),
      );
      const query = new URLSearchParams({
        contract_doc_link: created.contract_doc_link,
        grower_id: growerId!,
        new_contract_id: created.new_contract_id,
      });
      navigate(`/company/${form.receiver!.id}/contracts/view-pdf/${created.contract_id}?${query.toString()}`);
    } catch (error) {
      const details =
        error instanceof ApiError && error.status === 400 && Array.isArray(error.body.details)
          ? (error.body.details as { message: string }[])
          : [];
      setResult(
        details.length
          ? { kind: 'ERROR', messages: [...new Set(details.map((d) => d.message))] }
          : { kind: 'FAILED', messages: [] },
      );
    }
  }

  const panel: PanelState =
    result ?? (attempted && errors.length ? { kind: 'ERROR', messages: errors } : { kind: 'EDITING' });
  const backTo = original ? `/company/${companyId}/contracts/${original.contract_id}` : '/contracts';

  return (
    <Stack>
      <div>
        <Anchor component={Link} to={backTo} size="sm">
          ← {original ? 'Back to the contract' : 'Back to contracts'}
        </Anchor>
        <Title order={1} size="h2" mt={4}>
          {original ? `Amend contract ${original.new_contract_id}` : 'Create contract'}
        </Title>
        {original && (
          <Text c="dimmed" size="sm">
            The grain receiver, reseller, grower and contract type stay as they are; continuing voids the original
            contract.
          </Text>
        )}
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <ContractPartiesSection
              form={form}
              setForm={edit}
              amending={amending}
              receiverLocked={receiverLocked}
              receivers={receivers.data ?? []}
              linked={linked.data ?? []}
              yearOptions={yearOptions}
              languages={languages}
            />
            <ContractFieldsSection
              form={form}
              setForm={edit}
              state={fieldsState}
              onAdd={!amending && form.reseller ? () => setAddingGrower(true) : undefined}
            />
            {addingGrower && form.reseller && (
              <AddGrowerFieldsModal
                reseller={form.reseller}
                grower={form.grower}
                onClose={(added) => {
                  setAddingGrower(false);
                  if (!added) return;
                  // The grower's fields enter the form again, with the new ones (read before the modal closed).
                  setFieldsGrower(null);
                  if (added.grower_id !== growerId) edit((f) => withGrower(f, added));
                }}
              />
            )}
            <ContractStorageSection form={form} setForm={edit} locations={storage.data} loading={storage.isPending} />
            <ContractDeliverySection
              key={`${form.contract_type}-${year}-${plan?.production_plan_id}`}
              form={form}
              setForm={edit}
              year={year}
              planUnits={planUnits}
              averageYield={acres ? yieldTotal / acres : 0}
              remaining={remaining}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box ref={panelRef} style={{ position: 'sticky', top: 72 }}>
            <ContractSidePanel totals={totals} panel={panel} pending={errors} onContinue={submit} amending={amending} />
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
