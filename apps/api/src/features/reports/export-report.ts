import {
  COMPANY_ADMIN_COLUMNS,
  contractTypeLabel,
  END_PRODUCT_LABELS,
  monthColumns,
  REPORT_LIMITS,
  REPORT_TYPE_LABELS,
  statusLabel,
  type ReportExportQuery,
} from '@portal/domain';
import type { Writable } from 'node:stream';
import type { Actor } from '../../plugins/actor';
import { notFound } from '../../plugins/errors';
import { companyAdminRows, type CompanyAdminCursor } from '../../services/company-admin-report';
import { visibleCompanies } from '../../services/company-scope';
import type { Service } from '../../services/service';
import { companyName, netBushelsRows, netBushelsSummary, type NetBushelsFilter } from './net-bushels-repository';
import { findProgramPlan, programContractRows, type ProgramCursor } from './program-repository';
import { EXPORT_BATCH_SIZE as SIZE, inBatches, type Cell, type Column, type ReportTable } from './report-table';
import type { ReportDeps } from './repository';
import { writePdf } from './pdf-writer';
import { writeXlsx } from './xlsx-writer';

export type ReportExport = {
  fileName: string;
  contentType: string;
  /** Streams the file into `out`; rows are read in batches while it is written. */
  write: (out: Writable) => Promise<void>;
};

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const text = (header: string, width: number): Column => ({ header, kind: 'text', width });
const num = (header: string, width = 10): Column => ({ header, kind: 'number', width });

/**
 * GET /api/reports/export: the report of the screen with the same filters, as report.xlsx or
 * report.pdf. What can fail (an unknown program or plan) fails here, before the first byte.
 */
export const exportReport = (async (deps, { actor }, query) => {
  const table = await tableOf(deps, actor, query);
  const xlsx = query.format === 'xlsx';
  return {
    fileName: xlsx ? REPORT_LIMITS.excelFileName : 'report.pdf',
    contentType: xlsx ? XLSX : 'application/pdf',
    write: (out) => (xlsx ? writeXlsx(table, out) : writePdf(table, out)),
  };
}) satisfies Service<ReportDeps, ReportExportQuery, ReportExport>;

function tableOf(deps: ReportDeps, actor: Actor, query: ReportExportQuery): Promise<ReportTable> {
  if (query.report === 'net-bushels') {
    const { report: _report, format: _format, ...filter } = query;
    return netBushelsTable(deps, actor, filter);
  }
  if (query.report === 'program') return programTable(deps, actor, query);
  return Promise.resolve(companyAdminTable(deps, actor, query));
}

async function netBushelsTable(deps: ReportDeps, actor: Actor, filter: NetBushelsFilter): Promise<ReportTable> {
  const company = filter.company_id
    ? ((await companyName(deps.db, actor, filter.company_id)) ?? filter.company_id)
    : null;
  const months = monthColumns(filter.year).map((m) => m.label);
  async function* batches() {
    yield* inBatches(
      SIZE,
      (after?: string) => netBushelsRows(deps.db, actor, filter, { limit: SIZE, after }),
      (row) => row.new_contract_id ?? '',
      (row): Cell[] => [
        row.new_contract_id,
        row.grower_name,
        row.grain_receiver_name,
        row.reseller_name,
        statusLabel(row.contract_state),
        row.contracted.reduce((sum, v) => sum + v, 0),
        row.harvested.reduce((sum, v) => sum + v, 0),
        ...row.delivered,
        row.net_total,
      ],
    );
    const totals = await netBushelsSummary(deps.db, actor, filter);
    const delivered = totals.delivered.reduce((sum, v) => sum + v, 0);
    yield [
      [
        'Total',
        null,
        null,
        null,
        null,
        totals.contracted.reduce((sum, v) => sum + v, 0),
        totals.harvested.reduce((sum, v) => sum + v, 0),
        ...totals.delivered,
        delivered,
      ],
    ];
  }
  return {
    title: `${REPORT_TYPE_LABELS['net-bushels']} ${filter.year}`,
    filters: [
      `Year: ${filter.year} (${months[0]} to ${months.at(-1)})`,
      `Product: ${END_PRODUCT_LABELS[filter.product]}`,
      ...(company ? [`Company: ${company}`] : []),
      ...(filter.grower_name ? [`Grower name: ${filter.grower_name}`] : []),
      ...(filter.contract_id ? [`Contract ID: ${filter.contract_id}`] : []),
      'Monthly columns: delivered net bushels (scale tickets by ticket date); Contracted: committed units; Harvested: recorded harvest (Grain)',
    ],
    columns: [
      text('Contract ID', 20),
      text('Grower', 24),
      text('Grain Receiver', 24),
      text('Reseller', 22),
      text('Status', 18),
      num('Contracted', 12),
      num('Harvested', 12),
      ...months.map((label) => num(label)),
      num('Net Total', 12),
    ],
    batches: batches(),
  };
}

async function programTable(
  deps: ReportDeps,
  actor: Actor,
  query: Extract<ReportExportQuery, { report: 'program' }>,
): Promise<ReportTable> {
  const plan = await findProgramPlan(deps.db, actor, query.program_id, query.production_plan_id);
  if (!plan) throw notFound('Program or production plan not found');
  const filter = { planId: query.production_plan_id, state: query.contract_state };
  return {
    title: REPORT_TYPE_LABELS.program,
    filters: [
      `Program: ${plan.program_name}`,
      `Production plan: ${plan.company_name} ${plan.contract_year} (${plan.inventory_code})`,
      `Status: ${query.contract_state ? statusLabel(query.contract_state) : 'All but voided'}`,
    ],
    columns: [
      text('Contract ID', 20),
      text('Grower', 24),
      text('Reseller', 22),
      text('Grain Receiver', 24),
      text('Contract Type', 16),
      text('Status', 18),
      { header: 'Created', kind: 'date', width: 12 },
      { header: 'Execution Start', kind: 'date', width: 14 },
    ],
    batches: inBatches(
      SIZE,
      (after?: ProgramCursor) => programContractRows(deps.db, actor, filter, { limit: SIZE, after }),
      (row) => ({ created: row.created_text, contractId: row.contract_id }),
      (row): Cell[] => [
        row.new_contract_id,
        row.grower_name,
        row.reseller_name,
        row.grain_receiver_name,
        contractTypeLabel(row.contract_type),
        statusLabel(row.contract_state),
        row.created,
        row.contract_start_execution,
      ],
    ),
  };
}

function companyAdminTable(
  deps: ReportDeps,
  actor: Actor,
  query: Extract<ReportExportQuery, { report: 'company-admin' }>,
): ReportTable {
  const scope = visibleCompanies(actor);
  const order = { sort: query.sort, order: query.order };
  const sortLabel = COMPANY_ADMIN_COLUMNS.find(([key]) => key === (query.sort ?? 'company_name'))![1];
  return {
    title: REPORT_TYPE_LABELS['company-admin'],
    filters: [`Sorted by: ${sortLabel} (${query.order === 'desc' ? 'descending' : 'ascending'})`],
    columns: COMPANY_ADMIN_COLUMNS.map(([key, header]) =>
      key === 'enogen_dealer'
        ? { header, kind: 'boolean' as const, width: 14 }
        : text(header, key === 'email' ? 30 : 20),
    ),
    batches: inBatches(
      SIZE,
      (after?: CompanyAdminCursor) => companyAdminRows(deps.db, scope, { ...order, limit: SIZE, after }),
      (row) => row.cursor,
      (row): Cell[] => COMPANY_ADMIN_COLUMNS.map(([key]) => row[key]),
    ),
  };
}
