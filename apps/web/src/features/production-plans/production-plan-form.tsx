import {
  Alert,
  Box,
  Button,
  Grid,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  contractTypeLabel,
  endProductTypesFor,
  formatPremium,
  hasPremiumToggle,
  parentAvailability,
  parseNumericInput,
  PLAN_MESSAGES,
  PLAN_OWN_MESSAGES,
  planInventoryCode,
  recalculateTotals,
  remainingAmounts,
  validateProductionPlan,
  type ParentContext,
  type PlanFieldError,
  type PlanSaveContext,
} from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import {
  planKeys,
  savePlan,
  useParentCandidates,
  type ContractTypeOption,
  type Language,
  type PlanCompany,
  type PlanDetail,
  type PlanSummary,
} from './api';
import { MasterAgreementFiles } from './master-agreement-files';
import { MonthlyUnitsEditor } from './monthly-units-editor';
import { NumericField } from './numeric-field';
import { ParentPlanPicker } from './parent-plan-picker';
import {
  emptyRow,
  initialValues,
  LOCATION_FIELDS,
  monthlyRows,
  toPlanBody,
  type ChosenFile,
  type PlanFormValues,
  type RowValues,
} from './plan-form-state';
import { SubmissionModal, type SubmissionState } from './submission-modal';

type Props = {
  company: PlanCompany;
  /** The company's plans (their years are taken). */
  plans: PlanSummary[];
  /** The plan being edited; absent on create. */
  plan?: PlanDetail;
  salesYear: number;
  languages: Language[];
  contractTypes: ContractTypeOption[];
};

const asString = (value: number | null) => (value === null ? '' : String(value));
const unique = (messages: string[]) => [...new Set(messages)];

/**
 * The production plan form (create and edit): the plan, the parent plan, the delivery location, the
 * monthly delivery table and the master agreements, validated with the domain's save schema; the
 * right-side panel lists the errors or says the plan was created.
 */
export function ProductionPlanForm({ company, plans, plan, salesYear, languages, contractTypes }: Props) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<PlanFormValues>(() => initialValues(plan));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PlanFieldError[] | null>(null);
  const [submission, setSubmission] = useState<SubmissionState | null>(null);
  const [failedDetail, setFailedDetail] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const patch = (change: Partial<PlanFormValues>) => {
    setServerErrors(null);
    setValues((current) => ({ ...current, ...change }));
  };

  const year = values.contract_year ? Number(values.contract_year) : null;
  const contractTypeName =
    contractTypes.find((t) => t.contract_type_id === values.contract_type_id)?.contract_type_name ?? null;
  const yearOptions = useMemo(() => {
    const years = [salesYear - 1, salesYear, salesYear + 1];
    if (plan && !years.includes(plan.contract_year)) years.push(plan.contract_year);
    return years.sort();
  }, [salesYear, plan]);

  const candidates = useParentCandidates(values.parent_enabled ? (values.parent_company?.company_id ?? null) : null);
  const parentPlan = candidates.data?.find((p) => p.production_plan_id === values.parent_production_plan_id) ?? null;
  const parent: ParentContext | undefined = !values.parent_enabled
    ? undefined
    : candidates.data && !candidates.data.length
      ? { status: 'no-plans' }
      : parentPlan
        ? {
            status: 'selected',
            contract_year: parentPlan.contract_year,
            monthly_unit_count: parentPlan.monthly_units?.length ?? 0,
            template_count: parentPlan.template_count ?? 0,
          }
        : { status: 'not-selected' };

  const context: PlanSaveContext = {
    companyLanguages: company.supported_languages,
    existingTemplateLanguages: plan?.templates.map((t) => t.template_language) ?? [],
    expectedInventoryCode: planInventoryCode(year, company),
    takenContractYears: plans
      .filter((p) => p.production_plan_id !== plan?.production_plan_id)
      .map((p) => p.contract_year),
    allowedContractYears: yearOptions,
    parent,
  };
  const body = toPlanBody(values, company, contractTypeName);
  const issues = [
    ...validateProductionPlan(body, context),
    ...Object.entries(values.files)
      .filter(([, file]) => file.problem === 'too-large')
      .map(([language]) => ({ field: `templates.${language}.size`, message: PLAN_MESSAGES.fileTooLarge })),
  ];
  const shown = serverErrors ?? (attempted ? issues : []);
  const yearError = issues.find(
    (issue) => issue.field === 'contract_year' && issue.message === PLAN_MESSAGES.duplicateYear,
  );
  const fieldError = (field: string) => (attempted ? shown.find((issue) => issue.field === field)?.message : undefined);
  const fileErrors: Record<string, string[]> = {};
  if (attempted)
    for (const issue of shown) {
      const [head, key] = issue.field.split('.');
      if (head !== 'templates' || !key) continue;
      const language = /^\d+$/.test(key) ? body.templates?.[Number(key)]?.template_language : key;
      if (language) (fileErrors[language] ??= []).push(issue.message);
    }

  const remaining = remainingAmounts(
    { total_acres: parseNumericInput(values.total_acres), total_units: parseNumericInput(values.total_units) },
    monthlyRows({ ...values, parent_enabled: false }, contractTypeName),
  );
  const availability =
    parentPlan && year
      ? parentAvailability(
          { contract_year: parentPlan.contract_year, monthly_units: parentPlan.monthly_units ?? [] },
          year,
        )
      : null;

  const setTotal = (field: 'aph' | 'total_acres' | 'total_units', text: string) => {
    const next = recalculateTotals(field, {
      aph: parseNumericInput(field === 'aph' ? text : values.aph),
      total_acres: parseNumericInput(field === 'total_acres' ? text : values.total_acres),
      total_units: parseNumericInput(field === 'total_units' ? text : values.total_units),
    });
    patch({
      aph: field === 'aph' ? text : values.aph,
      total_acres: field === 'total_acres' ? text : asString(next.total_acres),
      total_units: field === 'total_units' ? text : asString(next.total_units),
    });
  };
  const setRow = (slot: string, field: keyof RowValues, value: string) =>
    setValues((current) => ({
      ...current,
      rows: { ...current.rows, [slot]: { ...(current.rows[slot] ?? emptyRow()), [field]: value } },
    }));
  const setFile = (language: string, file: ChosenFile | null) =>
    setValues((current) => {
      const files = { ...current.files };
      if (file) files[language] = file;
      else delete files[language];
      return { ...current, files };
    });
  const setParentEnabled = (enabled: boolean) =>
    setValues((current) => ({
      ...current,
      parent_enabled: enabled,
      parent_company: null,
      parent_production_plan_id: null,
      rows: enabled
        ? current.rows
        : Object.fromEntries(
            Object.entries(current.rows).map(([slot, row]) => [
              slot,
              { ...row, child_plan_acres: '', child_plan_units: '' },
            ]),
          ),
    }));

  const submit = async () => {
    setAttempted(true);
    setSaved(null);
    setServerErrors(null);
    if (issues.length) return;
    setSubmission('LOADING');
    try {
      const reply = await savePlan(body, plan?.production_plan_id);
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      setSaved(reply.production_plan_id);
      setSubmission(reply.template_status === 'failed' ? 'FAILED_TEMPLATE' : 'SUCCESS');
    } catch (error) {
      const details =
        error instanceof ApiError && Array.isArray(error.body.details)
          ? (error.body.details as PlanFieldError[])
          : null;
      setServerErrors(details);
      setFailedDetail(error instanceof Error ? error.message : null);
      setSubmission('FAILED');
    }
  };
  const goOn = () => {
    setSubmission(null);
    navigate(
      plan
        ? `/company/${company.company_id}/production-plan/view/${plan.production_plan_id}`
        : `/company/${company.company_id}`,
    );
  };
  const successText = plan ? PLAN_OWN_MESSAGES.updated : PLAN_MESSAGES.created;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Paper withBorder p="lg">
              <Stack>
                <Title order={4}>Plan</Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label="Contract year"
                    placeholder="Select year"
                    required
                    data={yearOptions.map(String)}
                    value={values.contract_year}
                    onChange={(value) => patch({ contract_year: value })}
                    error={yearError?.message ?? fieldError('contract_year')}
                  />
                  <TextInput
                    label="Inventory code"
                    readOnly
                    value={planInventoryCode(year, company) ?? ''}
                    description="Built from the contract year and the company"
                    error={fieldError('inventory_code')}
                  />
                  <NumericField
                    label="APH"
                    required
                    value={values.aph}
                    onValue={(v) => setTotal('aph', v)}
                    error={fieldError('aph')}
                  />
                  <Select
                    label="Contract type"
                    placeholder="Select contract type"
                    data={contractTypes.map((t) => ({
                      value: t.contract_type_id,
                      label: contractTypeLabel(t.contract_type_name),
                    }))}
                    value={values.contract_type_id}
                    onChange={(value) => {
                      const name = contractTypes.find((t) => t.contract_type_id === value)?.contract_type_name;
                      patch({
                        contract_type_id: value,
                        premium_type: hasPremiumToggle(name) ? values.premium_type : 'bushels',
                      });
                    }}
                    error={fieldError('production_plan_extra.contract_type_id')}
                  />
                  <NumericField
                    label="Total acres"
                    required
                    value={values.total_acres}
                    onValue={(v) => setTotal('total_acres', v)}
                    error={fieldError('total_acres')}
                  />
                  <NumericField
                    label="Total Bushels"
                    required
                    value={values.total_units}
                    onValue={(v) => setTotal('total_units', v)}
                    error={fieldError('total_units')}
                  />
                  <Select
                    label="Unit type"
                    data={[
                      { value: 'bushels', label: 'Bushels' },
                      { value: 'acres', label: 'Acres' },
                    ]}
                    value={values.unit_type}
                    allowDeselect={false}
                    onChange={(value) => value && patch({ unit_type: value as PlanFormValues['unit_type'] })}
                  />
                  <Box>
                    <NumericField
                      label={`Premium (per ${values.premium_type === 'acres' ? 'acre' : 'bushel'})`}
                      leftSection="$"
                      value={values.premium}
                      onValue={(v) => patch({ premium: v })}
                      onBlur={() => patch({ premium: formatPremium(parseNumericInput(values.premium)) })}
                    />
                    {hasPremiumToggle(contractTypeName) && (
                      <SegmentedControl
                        mt={6}
                        size="xs"
                        aria-label="Premium per"
                        data={[
                          { value: 'acres', label: 'Per acre' },
                          { value: 'bushels', label: 'Per bushel' },
                        ]}
                        value={values.premium_type}
                        onChange={(value) => patch({ premium_type: value as PlanFormValues['premium_type'] })}
                      />
                    )}
                  </Box>
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder p="lg">
              <ParentPlanPicker
                companyId={company.company_id}
                enabled={values.parent_enabled}
                company={values.parent_company}
                planId={values.parent_production_plan_id}
                candidates={candidates.data}
                loadingCandidates={candidates.isFetching}
                error={fieldError('parent_production_plan_id')}
                onEnabled={setParentEnabled}
                onCompany={(parentCompany) => patch({ parent_company: parentCompany, parent_production_plan_id: null })}
                onPlan={(planId) => patch({ parent_production_plan_id: planId })}
              />
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={4}>Delivery location</Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {LOCATION_FIELDS.map(([key, label]) => (
                    <TextInput
                      key={key}
                      label={label}
                      value={values.delivery_location[key]}
                      onChange={(event) =>
                        patch({ delivery_location: { ...values.delivery_location, [key]: event.currentTarget.value } })
                      }
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={4}>Monthly delivery</Title>
                <MonthlyUnitsEditor
                  contractYear={year}
                  types={endProductTypesFor(contractTypeName)}
                  rows={values.rows}
                  onRow={setRow}
                  remaining={remaining}
                  parent={values.parent_enabled && availability ? availability : null}
                />
              </Stack>
            </Paper>

            <Paper withBorder p="lg">
              <Stack>
                <Title order={4}>Master agreements</Title>
                <MasterAgreementFiles
                  companyId={company.company_id}
                  languages={languages}
                  existing={plan?.templates ?? []}
                  files={values.files}
                  errors={fileErrors}
                  onFile={setFile}
                />
              </Stack>
            </Paper>

            <Group justify="flex-end">
              <Button type="submit" size="md" loading={submission === 'LOADING'}>
                {plan ? 'Save production plan' : 'Create production plan'}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Box style={{ position: 'sticky', top: 72 }}>
            <StatusPanel errors={shown} saved={saved !== null && submission !== 'FAILED'} successText={successText} />
          </Box>
        </Grid.Col>
      </Grid>
      <SubmissionModal
        state={submission}
        successText={successText}
        failedDetail={failedDetail}
        onContinue={goOn}
        onClose={() => setSubmission(null)}
      />
    </form>
  );
}

/** The right-side panel: empty, the list of errors, or the green 'Production plan created!'. */
function StatusPanel({
  errors,
  saved,
  successText,
}: {
  errors: PlanFieldError[];
  saved: boolean;
  successText: string;
}) {
  const messages = unique(errors.map((e) => e.message));
  return (
    <Paper withBorder p="md" mih={120} aria-label="Plan status" role="region">
      {saved ? (
        <Alert color="green" variant="filled" title={successText} />
      ) : messages.length ? (
        <Stack gap="xs">
          <Text fw={600} c="red">
            Please fix the following:
          </Text>
          <List size="sm" spacing={4} c="red" aria-label="Errors">
            {messages.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Stack>
      ) : null}
    </Paper>
  );
}
