import {
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
  type ContractTypeOption,
  type PlanCompany,
  type PlanDetail,
  type PlanSummary,
  type ParentCandidate,
} from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyEdits, useReloadKeepingEdits } from '../../components/reload-keeping-edits';
import { showSuccess } from '../../components/toast';
import { useUnsavedGuard } from '../../components/unsaved-guard';
import { ApiError } from '../../lib/api';
import { useParentCandidates } from './api/get-parent-plans';
import { useReadPlan } from './api/get-plan';
import { useSavePlan } from './api/save-plan';
import {
  emptyRow,
  initialValues,
  monthlyRows,
  toPlanBody,
  type ChosenFile,
  type PlanFormValues,
  type RowValues,
} from './plan-form-state';
import type { SubmissionState } from './submission-modal';

export type PlanFormInput = {
  company: PlanCompany;
  /** The company's plans (their years are taken). */
  plans: PlanSummary[];
  /** The plan being edited; absent on create. */
  plan?: PlanDetail;
  salesYear: number;
  contractTypes: ContractTypeOption[];
};

export type TotalField = 'aph' | 'total_acres' | 'total_units';

const asString = (value: number | null) => (value === null ? '' : String(value));

/** The parent plan as the save schema sees it. */
function parentContext(
  enabled: boolean,
  candidates: ParentCandidate[] | undefined,
  parentPlan: ParentCandidate | null,
): ParentContext | undefined {
  if (!enabled) return undefined;
  if (candidates && !candidates.length) return { status: 'no-plans' };
  if (!parentPlan) return { status: 'not-selected' };
  return {
    status: 'selected',
    contract_year: parentPlan.contract_year,
    monthly_unit_count: parentPlan.monthly_units?.length ?? 0,
    template_count: parentPlan.template_count ?? 0,
  };
}

/** Server validation details, when the reply carries them. */
const serverDetails = (error: unknown) =>
  error instanceof ApiError && Array.isArray(error.body.details) ? (error.body.details as PlanFieldError[]) : null;

/**
 * The production plan form's state: the values, what the domain's save schema says about them, the
 * derived amounts and the save with its modal state.
 */
export function usePlanForm({ company, plans, plan, salesYear, contractTypes }: PlanFormInput) {
  const navigate = useNavigate();
  // The version the form was filled from: a refetch meanwhile must not make a stale save look fresh.
  const [version, setVersion] = useState(plan?.version);
  const save = useSavePlan(plan && version ? { production_plan_id: plan.production_plan_id, version } : undefined);
  const [values, setValues] = useState<PlanFormValues>(() => initialValues(plan));
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<PlanFieldError[] | null>(null);
  const [submission, setSubmission] = useState<SubmissionState | null>(null);
  const [failedDetail, setFailedDetail] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [plansAtSave, setPlansAtSave] = useState<typeof plans | null>(null);
  // Any change makes a new values object: until it is saved, leaving the page asks.
  const [pristine, setPristine] = useState(values);
  useUnsavedGuard(values !== pristine && saved === null && submission !== 'LOADING');
  // After a conflict, Reload takes the plan's newest version and values, with the user's edits on them.
  const conflict = useReloadKeepingEdits(
    useReadPlan(plan?.production_plan_id),
    (fresh) => {
      const filled = initialValues(fresh);
      setVersion(fresh.version);
      setValues((typed) => applyEdits(pristine, typed, filled));
      setPristine(filled);
    },
    () => setSubmission(null),
  );
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
  const context: PlanSaveContext = {
    companyLanguages: company.supported_languages,
    existingTemplateLanguages: plan?.templates.map((t) => t.template_language) ?? [],
    expectedInventoryCode: planInventoryCode(year, company),
    // the plan being edited does not take its own year; nor does one being saved: the plans as they
    // were at Save are kept until it fails (the list read again on success holds the new plan)
    takenContractYears: (plansAtSave ?? plans)
      .filter((p) => p.production_plan_id !== plan?.production_plan_id)
      .map((p) => p.contract_year),
    allowedContractYears: yearOptions,
    parent: parentContext(values.parent_enabled, candidates.data, parentPlan),
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
    // the form's own rule issues carry no code; this is not an API error (those are matched by code)
    // eslint-disable-next-line no-restricted-syntax
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

  const setTotal = (field: TotalField, text: string) => {
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
    conflict.clear();
    setServerErrors(null);
    if (issues.length) return;
    setPlansAtSave(plans);
    setSubmission('LOADING');
    try {
      const reply = await save.mutateAsync(body);
      setVersion(reply.version);
      setSaved(reply.production_plan_id);
      setSubmission(reply.template_status === 'failed' ? 'FAILED_TEMPLATE' : 'SUCCESS');
    } catch (error) {
      setServerErrors(serverDetails(error));
      setFailedDetail(error instanceof Error ? error.message : null);
      setFailure(error);
      setPlansAtSave(null);
      setSubmission('FAILED');
    }
  };
  const successText = plan ? PLAN_OWN_MESSAGES.updated : PLAN_MESSAGES.created;
  const goOn = () => {
    setSubmission(null);
    navigate(
      plan
        ? `/company/${company.company_id}/production-plan/view/${plan.production_plan_id}`
        : `/company/${company.company_id}`,
    );
  };
  // A plain success goes on at once with its text in a toast (the created plan linked), no Continue
  // to click; after the render that lifted the unsaved guard. A failed master agreement keeps the modal.
  useEffect(() => {
    if (submission !== 'SUCCESS' || !saved) return;
    const to = `/company/${company.company_id}/production-plan/view/${saved}`;
    showSuccess(successText, plan ? undefined : { label: PLAN_OWN_MESSAGES.viewPlan, to });
    goOn();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submission, saved]);

  return {
    values,
    patch,
    year,
    contractTypeName,
    yearOptions,
    candidates,
    yearError: yearError?.message,
    fieldError,
    fileErrors,
    shown,
    remaining,
    parentAvailability: values.parent_enabled && availability ? availability : null,
    setTotal,
    setRow,
    setFile,
    setParentEnabled,
    submit,
    goOn,
    submission,
    failedDetail,
    failure,
    reload: plan ? conflict.reload : undefined,
    reloaded: conflict.reloaded,
    saved: saved !== null && submission !== 'FAILED',
    successText,
  };
}

export type PlanForm = ReturnType<typeof usePlanForm>;
