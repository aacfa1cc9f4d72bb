import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AcademyEvent, TrashEntry } from '../shared/schemas';
import { useSiteAndBrowser } from './harness';
import { card, dashboard, dialog, expectToast } from './admin-support';

/**
 * Nothing lost by mistake, in the dashboard: two admins editing the same event get the conflict
 * dialog (keep mine or take the server's), a delete's toast offers Undo, Data Management's trash
 * restores and deletes for good, and an edit dialog's History restores an earlier version.
 */
const suite = useSiteAndBrowser({ adminToken: true });
let pageA: Page;
let pageB: Page;
beforeAll(async () => {
  // Two browser contexts (two admins, or two tabs), each signed in on its own.
  [{ page: pageA }, { page: pageB }] = await Promise.all([
    dashboard(suite.browser, suite.site, { tab: 'events' }),
    dashboard(suite.browser, suite.site, { tab: 'events' }),
  ]);
});

const body = (title: string, location = 'Main Hall') => ({
  title,
  location,
  startTime: '2027-05-12T23:00:00.000Z',
  endTime: '2027-05-13T00:00:00.000Z',
});
const events = async () => (await suite.site.api<AcademyEvent[]>('GET', '/api/events')).body;
const byId = async (id: string) => (await events()).find((e) => e.id === id);
async function newEvent(title: string) {
  const created = (await suite.site.api<AcademyEvent>('POST', '/api/events', body(title))).body;
  // Each page has loaded its list (version 1) once the card shows.
  await Promise.all(
    [pageA, pageB].map(
      async (p) => (await p.goto(`${suite.site.url}/admin/dashboard?tab=events`), await card(p, title).waitFor()),
    ),
  );
  return created;
}
async function openEdit(page: Page, title: string) {
  await card(page, title)
    .getByRole('button', { name: `Edit ${title}` })
    .click();
  const form = dialog(page, 'Edit Event');
  await form.waitFor();
  return form;
}

describe('two admins edit the same event', () => {
  /** A saves a new title; B, whose dialog was opened before, changes the location and saves. */
  async function collide(title: string) {
    const e = await newEvent(title);
    const formA = await openEdit(pageA, title);
    const formB = await openEdit(pageB, title);
    await formA.getByLabel('Title').fill(`${title} (A)`);
    await formA.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(pageA, 'Event updated successfully');
    expect(await byId(e.id)).toMatchObject({ title: `${title} (A)`, version: 2 });

    await formB.getByLabel(/^Location/).fill('Room B');
    await formB.getByRole('button', { name: 'Update Event' }).click();
    const conflict = dialog(pageB, 'This event was changed elsewhere');
    await conflict.waitFor();
    return { e, conflict, formB };
  }

  it('the second save shows both versions side by side, differences highlighted; keep mine saves B over version 2', async () => {
    const { e, conflict, formB } = await collide('Jazz Night');
    const row = (field: string) =>
      conflict.locator('tr').filter({ has: pageB.getByRole('rowheader', { name: field }) });
    expect(await row('Title').locator('td').allTextContents()).toEqual(['Jazz Night', 'Jazz Night (A)']);
    expect(await row('Location').locator('td').allTextContents()).toEqual(['Room B', 'Main Hall']);
    expect(await row('Title').getAttribute('data-differs')).toBe('true');
    expect(await row('Location').getAttribute('data-differs')).toBe('true');
    expect(await row('Start time').getAttribute('data-differs')).toBe('false');
    // 23:00 UTC on May 12 is 6 PM in Chicago: times read as the admin knows them, not ISO strings.
    expect(await row('Start time').locator('td').allTextContents()).toEqual([
      'Wed, May 12, 2027, 6:00 PM',
      'Wed, May 12, 2027, 6:00 PM',
    ]);
    expect(await conflict.textContent()).toContain('On the server now (version 2)');
    expect(await byId(e.id)).toMatchObject({ title: 'Jazz Night (A)', location: 'Main Hall' }); // nothing changed yet

    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expectToast(pageB, 'Event updated successfully');
    await formB.waitFor({ state: 'detached' });
    expect(await byId(e.id)).toMatchObject({ title: 'Jazz Night', location: 'Room B', version: 3 });
  });

  it("take the server's drops B's change and shows the server's event", async () => {
    const { e, conflict, formB } = await collide('Drum Clinic');
    await conflict.getByRole('button', { name: 'Take the server’s' }).click();
    await expectToast(pageB, 'Kept the server’s version');
    await formB.waitFor({ state: 'detached' });
    expect(await byId(e.id)).toMatchObject({ title: 'Drum Clinic (A)', location: 'Main Hall', version: 2 });
    await card(pageB, 'Drum Clinic (A)').waitFor();
  });

  it('a delete of an event changed since it was loaded asks first', async () => {
    const e = await newEvent('Bake Sale');
    await suite.site.api('PUT', `/api/events/${e.id}`, body('Bake Sale', 'Cafeteria'));
    await card(pageA, 'Bake Sale').getByRole('button', { name: 'Delete Bake Sale' }).click();
    await dialog(pageA, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    const conflict = dialog(pageA, 'This event was changed elsewhere');
    await conflict.waitFor();
    expect(await byId(e.id)).toBeDefined();
    await conflict.getByRole('button', { name: 'Keep mine (delete it)' }).click();
    await expectToast(pageA, 'Event deleted successfully');
    expect(await byId(e.id)).toBeUndefined();
  });
});

describe('undo, trash and history', () => {
  it('a delete toast offers Undo, which brings the event back', async () => {
    const e = await newEvent('Open Rehearsal');
    await card(pageA, 'Open Rehearsal').getByRole('button', { name: 'Delete Open Rehearsal' }).click();
    await dialog(pageA, 'Are you sure?').getByRole('button', { name: 'Delete' }).click();
    await pageA.locator('.bp6-toast').getByRole('button', { name: 'Undo' }).click();
    await expectToast(pageA, 'Event restored');
    await card(pageA, 'Open Rehearsal').waitFor();
    expect(await byId(e.id)).toMatchObject({ title: 'Open Rehearsal' });
  });

  it('Data Management lists the trash newest first, restores, and deletes forever after confirming', async () => {
    const keep = (await suite.site.api<AcademyEvent>('POST', '/api/events', body('Spring Gala'))).body;
    const drop = (await suite.site.api<AcademyEvent>('POST', '/api/events', body('Old Picnic'))).body;
    await suite.site.api('DELETE', `/api/events/${keep.id}`);
    await suite.site.api('DELETE', `/api/events/${drop.id}`);
    await pageA.goto(`${suite.site.url}/admin/dashboard?tab=data`);
    const trash = pageA.getByRole('list', { name: 'Trash' });
    await trash.waitFor();
    const items = trash.getByRole('listitem');
    await expect.poll(() => items.first().textContent(), { timeout: 10_000 }).toContain('Old Picnic');
    expect(await items.filter({ hasText: 'Spring Gala' }).textContent()).toMatch(/Event Spring GalaDeleted .*ago/);

    await trash.getByRole('button', { name: 'Restore Spring Gala' }).click();
    await expectToast(pageA, 'Event “Spring Gala” restored');
    expect(await byId(keep.id)).toMatchObject({ title: 'Spring Gala' });
    await items.filter({ hasText: 'Spring Gala' }).waitFor({ state: 'detached' });

    await trash.getByRole('button', { name: 'Delete Old Picnic forever' }).click();
    await dialog(pageA, 'Delete forever?').getByRole('button', { name: 'Delete forever' }).click();
    await expectToast(pageA, 'deleted for good');
    const left = (await suite.site.api<TrashEntry[]>('GET', '/api/trash')).body;
    expect(left.some((t) => t.record.id === drop.id)).toBe(false);
    expect(await byId(drop.id)).toBeUndefined();
  });

  it('the edit dialog lists earlier versions with relative times and restores one in a click', async () => {
    const e = await newEvent('Masterclass');
    await suite.site.api('PUT', `/api/events/${e.id}`, body('Masterclass (moved)', 'Studio 2'));
    await pageA.goto(`${suite.site.url}/admin/dashboard?tab=events`);
    const form = await openEdit(pageA, 'Masterclass (moved)');
    await form.getByRole('button', { name: 'History' }).click();
    const history = form.getByRole('region', { name: 'History' });
    await history.getByText(/Version 1, less than a minute ago/).waitFor();
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await expectToast(pageA, 'Version 1 is the current version again');
    await expect.poll(() => form.getByLabel('Title').inputValue(), { timeout: 10_000 }).toBe('Masterclass');
    expect(await byId(e.id)).toMatchObject({ title: 'Masterclass', location: 'Main Hall', version: 3 });
    // The dialog now works on version 3: saving it is no conflict.
    await form.getByLabel(/^Location/).fill('Studio 3');
    await form.getByRole('button', { name: 'Update Event' }).click();
    await expectToast(pageA, 'Event updated successfully');
    expect(await byId(e.id)).toMatchObject({ title: 'Masterclass', location: 'Studio 3', version: 4 });
  });
  it('a restore from a dialog opened before someone else changed the record does not overwrite that change', async () => {
    const e = await newEvent('Clinic');
    await suite.site.api('PUT', `/api/events/${e.id}`, body('Clinic (v2)'));
    await pageA.goto(`${suite.site.url}/admin/dashboard?tab=events`);
    const form = await openEdit(pageA, 'Clinic (v2)');
    // Another admin saves version 3 while this dialog still shows version 2.
    await suite.site.api('PUT', `/api/events/${e.id}`, body('Clinic (v3)', 'Studio 9'));
    await form.getByRole('button', { name: 'History' }).click();
    const history = form.getByRole('region', { name: 'History' });
    await history.getByRole('button', { name: 'Restore version 1' }).click();
    await expectToast(pageA, /Could not restore version 1: .*changed since you loaded it/);
    expect(await byId(e.id)).toMatchObject({ title: 'Clinic (v3)', location: 'Studio 9', version: 3 });
  });
});
