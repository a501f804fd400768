import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyCodeByCode, trainingVideoOfYear } from '@portal/api/testing';
import { screenshot } from '../support/browser';
import { count, visible } from '../support/expect';
import { DEMO, signInAs, startBrowserPortal, type BrowserPortal } from '../support/portal';

let portal: BrowserPortal;
beforeAll(async () => {
  portal = await startBrowserPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('survey code', () => {
  it('issues a new code on load; Copy code reads Copied! for 2 seconds and fills the clipboard', async () => {
    const { page, context } = await portal.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(page, DEMO.receiver);
    await page.goto('/surveycode');
    const input = page.getByLabel('Code');
    await visible(input);
    const code = await input.inputValue();
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await input.getAttribute('readonly')).not.toBeNull();
    const stored = await surveyCodeByCode(portal.portal.app.deps.db, code);
    expect(stored).toBeTruthy();

    await page.getByRole('button', { name: 'Copy code' }).click();
    await visible(page.getByRole('button', { name: 'Copied!' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(page, 'survey-code');
    await visible(page.getByRole('button', { name: 'Copy code' }));

    await page.reload();
    await expect.poll(() => input.inputValue()).not.toBe(code);
  });

  it('shows Whoops! with the capitalised server message when it fails', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.reseller);
    await page.route('**/api/survey-code**', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'x', message: 'could not issue a code', details: null } } }),
    );
    await page.goto('/surveycode');
    await visible(page.getByText('Whoops!'));
    await visible(page.getByText('Could not issue a code'));
  });
});

describe('training videos', () => {
  it('adds, edits and deletes the video of a year with the form messages', async () => {
    const { page } = await portal.open();
    await signInAs(page, DEMO.admin);
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Upload Training Video' }).click();
    await page.waitForURL('**/company/upload-training-video');
    const table = page.getByRole('table', { name: 'Training videos' });
    // The demo seed holds last year's video.
    await visible(table.getByText('https://media.example.com/enogen/stewardship-2025.mp4'));

    await page.getByRole('button', { name: 'Add Video' }).click();
    const add = page.getByRole('dialog', { name: 'Add Video' });
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(add.getByText('Please select year'));
    await visible(add.getByText('Please provide MP4 video URL'));
    await add.getByLabel('Year').click();
    // Video years: 3 from the sales year minus 1, less the year that already has one.
    expect(await page.getByRole('option').allTextContents()).toEqual(['2026', '2027']);
    await page.getByRole('option', { name: '2026' }).click();
    await add.getByLabel('MP4 video URL').fill('https://cdn.example.com/stewardship.mov');
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(add.getByText('Please provide valid MP4 video URL'));
    await add.getByLabel('MP4 video URL').fill('https://cdn.example.com/stewardship-2026.mp4');
    await add.getByRole('button', { name: 'Save' }).click();
    await visible(add.getByText('Video added'));
    await add.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('https://cdn.example.com/stewardship-2026.mp4'));
    await screenshot(page, 'training-videos');

    await table.getByRole('button', { name: 'Edit 2026' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Video' });
    await edit.getByLabel('MP4 video URL').fill('https://cdn.example.com/v2.mp4');
    await edit.getByRole('button', { name: 'Save' }).click();
    await visible(edit.getByText('Video updated'));
    await edit.getByRole('button', { name: 'Close' }).click();
    await visible(table.getByText('https://cdn.example.com/v2.mp4'));
    const row = await trainingVideoOfYear(portal.portal.app.deps.db, 2026);
    expect(row).toMatchObject({
      trainingId: 'Enogen-Stewardship-2026',
      trainingSteps: [{ type: 'video', url: 'https://cdn.example.com/v2.mp4' }],
    });

    await table.getByRole('button', { name: 'Delete 2026' }).click();
    await page.getByRole('dialog', { name: 'Delete video' }).getByRole('button', { name: 'Delete' }).click();
    await count(table.getByText('https://cdn.example.com/v2.mp4'), 0);
  });
});
