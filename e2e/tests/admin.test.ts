import {
  assignmentsOfUser,
  outboxTo,
  permissionsOfRole,
  plantingDatesOfYear,
  roleByName,
  salesYearSetting,
  setSalesYearSetting,
  userByEmail,
} from '@portal/api/testing';
import { formatDateTime } from '@portal/domain';
import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, screenshot } from '../support/browser';
import { count, hasText, hidden, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

const db = () => portal.portal.app.deps.db;

describe('admin console', () => {
  it('shows roles with expandable permissions, creates a role and edits it', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL('**/admin');
    const table = page.getByRole('table', { name: 'Roles' });
    await visible(table.getByText('Sales Representative'));
    for (const name of [
      'Programs',
      'Upload Account Leads',
      'Upload Training Video',
      'Upload Stewardship Training',
      'Outbox',
    ])
      await visible(page.getByRole('link', { name, exact: true }));

    await table.getByRole('button', { name: 'Show permissions of Reseller' }).click();
    await visible(table.getByText('Approve contracts (reseller signer)'));
    await screenshot(page, 'admin-1280');

    await page.getByRole('button', { name: 'Add roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new role' });
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await visible(dialog.getByText('New role name is required. Please complete this field'));
    await visible(dialog.getByText('Description of the new role is required. Please complete this field'));
    await dialog.getByLabel('Role name').fill('Regional Agronomist');
    await dialog.getByLabel('Description').fill('Agronomy support for resellers');
    await dialog.getByLabel('Read all companies').check();
    await dialog.getByLabel('Show reports').check();
    await screenshot(page, 'admin-create-role');
    await dialog.getByRole('button', { name: 'Add role' }).click();
    await visible(dialog.getByText('Role Regional Agronomist created'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('regional-agronomist'));

    await table.getByRole('button', { name: 'Edit Regional Agronomist' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit role: Regional Agronomist' });
    await edit.getByLabel('Role name').fill('');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText('Role name is required. Please complete this field'));
    await edit.getByLabel('Role name').fill('Senior Agronomist');
    await edit.getByLabel('Show reports').uncheck();
    await edit.getByLabel('Read users').check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText('Role Senior Agronomist updated'));
    await edit.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('Senior Agronomist'));

    const role = await roleByName(db(), 'regional-agronomist');
    expect(role).toMatchObject({ displayName: 'Senior Agronomist', roleType: 'internal' });
    expect(await permissionsOfRole(db(), role!.roleId)).toHaveLength(2);
  });

  it('sets the default contract year from 5 years starting 2 before the sales year', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Set default contract year' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set default contract year' });
    await dialog.getByLabel('Default contract year').click();
    expect(await page.getByRole('option').allTextContents()).toEqual(['2024', '2025', '2026', '2027', '2028']);
    await page.getByRole('option', { name: '2027' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await visible(dialog.getByText('Default contract year set to 2027'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await visible(page.getByText('Current default contract year: 2027.'));
    expect(await salesYearSetting(db())).toBe(2027);
    await setSalesYearSetting(db(), 2026);
  });

  it('shows the default planting and harvest dates of a year without any, and saves new ones', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await hasText(page.getByLabel('Planting date', { exact: true }), '06/15/2026');
    await page.getByLabel('Year', { exact: true }).first().click();
    await page.getByRole('option', { name: '2028' }).click();
    await visible(page.getByText('Not set for this year: showing the defaults.'));
    await hasText(page.getByLabel('Planting date', { exact: true }), '06/15/2028');
    await hasText(page.getByLabel('Harvest date', { exact: true }), '11/15/2028');

    await page.getByLabel('Harvest date', { exact: true }).click();
    await page.getByRole('button', { name: '20 November 2028' }).click();
    await hasText(page.getByLabel('Harvest date', { exact: true }), '11/20/2028');
    await page.getByRole('button', { name: 'Save dates' }).click();
    await visible(page.getByText('Planting and harvest dates saved for 2028.'));
    const row = await plantingDatesOfYear(db(), 2028);
    expect(row).toMatchObject({ plantingDate: '2028-06-15', harvestDate: '2028-11-20' });
  });

  it('invites a new admin: the outbox holds the /login link', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Invite admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite admin' });
    await dialog.getByText('New user').click();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await visible(dialog.getByText('This email appears to be invalid. Please check if anything is missing'));
    await visible(dialog.getByText('Please select a role for this user').last());
    await dialog.getByLabel('Email').fill('Second.Admin@Example.com');
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await visible(dialog.getByText('Admin invited. The invitation e-mail is in the outbox.'));
    const [mail] = await outboxTo(db(), 'second.admin@example.com');
    expect(mail!.link).toMatch(/\/login\/[\w-]+$/);
    const user = await userByEmail(db(), 'second.admin@example.com');
    expect(await assignmentsOfUser(db(), user!.id, { companyId: null })).toHaveLength(1);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Invite admin' }).click();
    await dialog.getByLabel('User name').fill('Stel');
    await page.getByRole('option', { name: 'Stella Hart (steward@example.com)' }).click();
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await visible(dialog.getByText('Admin invited. The invitation e-mail is in the outbox.'));
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Invite admin' }).click();
    await dialog.getByLabel('User name').fill('Nobody Here');
    await dialog.getByLabel('Role').click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await visible(dialog.getByText('User Nobody Here not found.'));
  });

  it('is denied to a reseller, and so are the programs and upload pages', async () => {
    const { page } = await portal.open(PHONE);
    await signInAs(page, DEMO.reseller);
    for (const path of [
      '/admin',
      '/company/programs',
      '/company/upload-account-leads',
      '/company/upload-training-video',
    ]) {
      await page.goto(path);
      await visible(page.getByText("Whoops! You don't have the right permissions to view this page."));
    }
    await count(page.getByRole('table'), 0);
    await hidden(page.getByRole('button', { name: 'Add roles' }));
  });
});

describe('audit log', () => {
  it('lists the changes of one user, and exports them to Excel', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    const created = await page.request.post('/api/roles', {
      data: {
        display_name: 'Audit Trail Role',
        description: 'Made by the audit log test',
        role_type: 'internal',
        permissions: [],
      },
    });
    expect(created.status()).toBeLessThan(300);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await page.getByRole('link', { name: 'Audit log', exact: true }).click();
    await page.waitForURL('**/admin/audit-log');
    await page.getByPlaceholder('Search users').fill('Alex');
    await page.getByRole('option', { name: /^Alex Morgan/ }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    await visible(table.getByText(/Role name: audit-trail-role|Role name: Audit Trail Role/).first());
    for (const email of await table.locator('tbody tr').getByText(/@/).allTextContents())
      expect(email).toBe(DEMO.admin);
    await screenshot(page, 'audit-log');

    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download Excel' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('audit-log.xlsx');
    const book = XLSX.read(readFileSync((await file.path())!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets['Audit log']!, { header: 1, blankrows: false });
    expect(rows[0]).toEqual([
      'When (UTC)',
      'Who',
      'E-mail',
      'Company',
      'Record type',
      'Record id',
      'Action',
      'Changes',
    ]);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.slice(1).map((row) => row[2]))).toEqual(new Set([DEMO.admin]));
    expect(rows.slice(1).some((row) => row[4] === 'Role')).toBe(true);
  });

  it("shows a change in the record screen's labels, its action in words and when in local time", async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    const adminId = (await userByEmail(db(), DEMO.admin))!.id;
    const read = await page.request.get(`/api/company-management/v1/users?user_id=${adminId}`);
    const { first, last, phone } = (await read.json()).data as { first: string; last: string; phone: string };
    const saved = await page.request.patch('/api/company-management/v1/users', {
      headers: { 'if-match': read.headers()['etag']! },
      data: { user_id: adminId, first, last, phone, zipcode: '50010' },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto('/admin/audit-log');
    await page.getByPlaceholder('All').click();
    await page.getByRole('option', { name: 'User', exact: true }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    const row = table.locator('tbody tr').filter({ hasText: 'Zip code: — → 50010' });
    await visible(row);
    await visible(row.getByText('Updated', { exact: true }));
    const when = row.locator('time');
    const at = (await when.getAttribute('datetime'))!;
    expect(await when.textContent()).toBe(formatDateTime(at));
    expect(await when.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} [AP]M$/);
    await screenshot(page, 'audit-log-labels');
  });
});
