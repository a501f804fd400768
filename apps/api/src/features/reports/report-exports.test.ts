import type { NetBushelsResponse, ReportPrograms } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPortal, DEMO, errorOf, injectAs, json, type TestPortal } from '../../../test/portal';
import { readPdf, readWorkbook } from './report-files.fixtures';

let portal: TestPortal;
beforeAll(async () => {
  portal = await createTestPortal();
});
afterAll(() => portal?.close());

const download = async (query: string, who: string = DEMO.admin) => {
  const response = await injectAs(portal.app, who, { method: 'GET', url: `/api/reports/export?${query}` });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return response;
};

describe('GET /api/reports/export', () => {
  it('writes Net Bushels as report.xlsx: bold frozen header, typed numbers, sized columns, a totals row', async () => {
    const screen = json<NetBushelsResponse>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/reports/net-bushels?year=2026&limit=500' }),
    );
    const response = await download('report=net-bushels&format=xlsx&year=2026');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe('attachment; filename="report.xlsx"');
    const workbook = await readWorkbook(response.rawPayload);
    const sheet = workbook.getWorksheet('Report')!;
    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Contract ID',
      'Grower',
      'Grain Receiver',
      'Reseller',
      'Status',
      'Contracted',
      'Harvested',
      ...screen.months,
      'Net Total',
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(2).width).toBe(24);
    expect(sheet.rowCount).toBe(1 + screen.total_rows + 1);
    const first = screen.rows[0]!;
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(first.new_contract_id);
    expect(row.getCell(8 + 13).value).toBe(first.net_total);
    expect(typeof row.getCell(8 + 13).value).toBe('number');
    expect(row.getCell(7).value).toBeCloseTo(
      first.harvested.reduce((s, v) => s + v, 0),
      6,
    );
    expect(row.getCell(8).numFmt).toBe('#,##0.##');
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(8 + 13).value).toBeCloseTo(screen.totals.net_total, 6);
    const harvested = screen.totals.harvested.reduce((s, v) => s + v, 0);
    // the demo's recorded harvests
    expect(harvested).toBeGreaterThan(0);
    expect(total.getCell(7).value).toBeCloseTo(harvested, 6);
    const filters = workbook.getWorksheet('Filters')!;
    expect(filters.getRow(2).getCell(1).value).toBe('Year: 2026 (Sep-26 to Sep-27)');
  });

  it('writes Net Bushels as a landscape PDF with the filters on top and page numbers', async () => {
    const response = await download('report=net-bushels&format=pdf&year=2026&grower_name=Miller');
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.text).toContain('Net Bushels 2026');
    expect(pdf.text).toContain('Grower name: Miller');
    expect(pdf.text).toContain('Page 1');
    expect(pdf.text).toContain('Harvested');
    expect(pdf.text).toContain('Miller Acres');
    expect(pdf.text).not.toContain('Hansen Family Farms');
    expect(response.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 792 612\]/);
  });

  it('repeats the header row on every page of a long PDF', async () => {
    const response = await download('report=company-admin&format=pdf&sort=email&order=desc');
    const pdf = readPdf(response.rawPayload);
    expect(pdf.pages).toBeGreaterThanOrEqual(1);
    expect(pdf.text.split('\n').filter((line) => line === 'Company Name')).toHaveLength(pdf.pages);
    expect(pdf.text).toContain(`Page ${pdf.pages}`);
    expect(pdf.text).toContain('Sorted by: Email (descending)');
  });

  it('writes Company Admin in the sort of the screen, TRUE/FALSE typed', async () => {
    const screen = json<{ items: { email: string; enogen_dealer: boolean }[] }>(
      await injectAs(portal.app, DEMO.admin, {
        method: 'GET',
        url: '/api/company-management/v1?get_companies_admin_details=true',
      }),
    ).items;
    const workbook = await readWorkbook(
      (await download('report=company-admin&format=xlsx&sort=email&order=desc')).rawPayload,
    );
    const sheet = workbook.getWorksheet('Report')!;
    expect(sheet.rowCount).toBe(screen.length + 1);
    const emails = Array.from({ length: screen.length }, (_, i) => String(sheet.getRow(i + 2).getCell(5).value));
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    expect(new Set(emails)).toEqual(new Set(screen.map((i) => i.email)));
    expect(typeof sheet.getRow(2).getCell(7).value).toBe('boolean');
  });

  it('writes every report as report.xlsx (bold frozen header, sized columns) and a landscape PDF (filters on top, page numbers)', async () => {
    const { programs } = json<ReportPrograms>(
      await injectAs(portal.app, DEMO.admin, { method: 'GET', url: '/api/reports/programs' }),
    );
    const feed = programs.find((p) => p.program_name === 'Enogen Feed Pilot')!;
    const reports = [
      ['report=net-bushels&year=2026&grower_name=Hansen', 'Contract ID', 'Grower name: Hansen'],
      ['report=company-admin&sort=role_name', 'Company Name', 'Sorted by: Role Name (ascending)'],
      [
        `report=program&program_id=${feed.program_id}&production_plan_id=${feed.production_plans[0]!.production_plan_id}`,
        'Contract ID',
        'Program: Enogen Feed Pilot',
      ],
    ] as const;
    for (const [query, firstHeader, filter] of reports) {
      const xlsx = await download(`${query}&format=xlsx`);
      expect(xlsx.headers['content-disposition'], query).toBe('attachment; filename="report.xlsx"');
      const workbook = await readWorkbook(xlsx.rawPayload);
      const sheet = workbook.getWorksheet('Report')!;
      expect(sheet.getRow(1).getCell(1).value, query).toBe(firstHeader);
      expect(sheet.getRow(1).getCell(1).font?.bold, query).toBe(true);
      expect(sheet.views[0], query).toMatchObject({ state: 'frozen', ySplit: 1 });
      for (let c = 1; c <= sheet.columnCount; c += 1) expect(sheet.getColumn(c).width, query).toBeGreaterThan(0);
      expect(workbook.getWorksheet('Filters')!.getColumn(1).values, query).toContain(filter);

      const pdf = await download(`${query}&format=pdf`);
      expect(pdf.headers['content-disposition'], query).toBe('attachment; filename="report.pdf"');
      expect(pdf.rawPayload.toString('latin1'), query).toMatch(/\/MediaBox \[0 0 792 612\]/);
      const lines = readPdf(pdf.rawPayload).text.split('\n');
      expect(lines.indexOf(filter), query).toBeGreaterThanOrEqual(0);
      expect(lines.indexOf(filter), query).toBeLessThan(lines.indexOf(firstHeader));
      expect(lines, query).toContain('Page 1');
    }
  });

  it('needs show-reports and refuses bad filters', async () => {
    for (const who of [DEMO.reseller, DEMO.receiver, DEMO.operator]) {
      const denied = await injectAs(portal.app, who, {
        method: 'GET',
        url: '/api/reports/export?report=net-bushels&format=xlsx&year=2026',
      });
      expect(denied.statusCode).toBe(403);
    }
    const bad = [
      'report=net-bushels&format=csv',
      'report=nope&format=xlsx',
      'report=net-bushels&format=xlsx&year=1999',
      'report=company-admin&format=pdf&sort=password',
      'report=program&format=pdf&program_id=x&production_plan_id=y',
      'format=pdf',
    ];
    for (const query of bad) {
      const response = await injectAs(portal.app, DEMO.admin, { method: 'GET', url: `/api/reports/export?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(errorOf(response).code).toBe('validation_failed');
    }
  });
});
