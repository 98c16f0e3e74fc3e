// Ship-from address against the browser host and its embedded sandbox: validation before sending, a vendor
// refusal (duplicate alias in the store) on its field with nothing typed lost, success clearing the draft,
// the draft surviving a reload, keyboard-only use, axe, and screenshots in both locales and dark.
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, expectDraftLinksNewestJob, screenshot, watchErrors } from './support';
import { expectNoRawIds, openAt, setLook, tabTo, SCREEN_LOOKS } from './screens-support';
import { hostPerFile } from './host-per-file';

interface Address {
  sid: string;
  id: string;
  alias_name: string;
  country_name: string;
  sender_name: string;
  street_detail1: string;
  city: string;
  province: string;
  zip_code: string;
}

const e2e = hostPerFile();

test.beforeEach(async () => {
  await setLook(e2e, { locale: 'en', theme: 'light' });
  await e2e.call('profiles.resetSandbox', {});
  for (const name of ['ship-from-address form', 'ship-from-address recent']) await e2e.call('drafts.delete', { name }).catch(() => undefined);
});

function addresses(): Address[] {
  const sandbox = e2e.sandbox();
  if (!sandbox) throw new Error('the embedded sandbox has not started');
  return sandbox.inspect('addresses') as Address[];
}

/** Two entries of one store: the one edited and the one whose alias is taken. */
async function twoOfOneStore(page: Page): Promise<[Address, Address]> {
  // The sandbox starts on first use: open the app (it reads the token state) before inspecting.
  await expect.poll(() => e2e.sandbox() !== null).toBe(true);
  const all = addresses();
  const a = all[0] as Address;
  const b = all.find((x) => x.sid === a.sid && x.id !== a.id) as Address;
  void page;
  return [a, b];
}

async function openShipFrom(page: Page, hash = ''): Promise<void> {
  await openAt(page, e2e, `#/ship-from-address${hash}`);
  await expect(page.getByRole('form', { name: /Ship-from address|发货地址/ })).toBeVisible();
}

const form = (page: Page) => page.getByRole('form', { name: 'Ship-from address' });
/** Save, then say yes in the confirmation (it names the entry). */
async function saveConfirmed(page: Page): Promise<void> {
  await form(page).getByRole('button', { name: 'Save the address' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Save this ship-from address?');
  await dialog.getByRole('button', { name: 'Save the address' }).click();
}
/** Applied writes of sandboxes already closed (a restart starts a new one). */
// The embedded sandbox keeps its write log across a host restart (its state file): one log, read as it is now.
const shipFromWrites = () => (e2e.sandbox()?.appliedWrites() ?? []).filter((w) => w.operation === 'updateShipFromAddress');

async function fill(page: Page, values: Partial<Record<string, string>>): Promise<void> {
  const labels: Record<string, string> = {
    sid: 'Store sid', id: 'Address id', alias_name: 'Alias', sender_name: 'Sender name', country_name: 'Country',
    province: 'Province / state', city: 'City', street_detail1: 'Street address', zip_code: 'Postal code', phone: 'Phone',
  };
  for (const [k, v] of Object.entries(values)) await form(page).getByRole('textbox', { name: labels[k], exact: false }).first().fill(v ?? '');
}

function validBody(a: Address): Record<string, string> {
  return {
    sid: a.sid, id: a.id, alias_name: `${a.alias_name} (new)`, sender_name: 'Wang Fang', country_name: 'United States',
    province: 'CA', city: 'San Jose', street_detail1: '100 Market St', zip_code: '95113', phone: '+1 408-555-0100',
  };
}

test('validation before sending: required fields and a US province of 2 letters; nothing is sent', async ({ page }) => {
  const errors = watchErrors(page);
  const starts: string[] = [];
  page.on('request', (r) => r.url().includes('/ipc/jobs.start') && starts.push(r.url()));
  await openShipFrom(page);
  await form(page).getByRole('button', { name: 'Save the address' }).click();
  await expect(form(page).getByText('Required.').first()).toBeVisible();
  expect(await form(page).getByText('Required.').count()).toBeGreaterThanOrEqual(8);
  const [a] = await twoOfOneStore(page);
  await fill(page, { ...validBody(a), province: 'California' });
  await form(page).getByRole('button', { name: 'Save the address' }).click();
  await expect(form(page)).toContainText('For the United States, use the 2-letter state code (e.g. CA).');
  await expect(form(page).getByRole('textbox', { name: /Province/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByRole('textbox', { name: /Province/ })).toBeFocused();
  expect(starts).toEqual([]);
  await expectAccessible(page);
  await screenshot(page, 'ship-from-validation-en');
  expect(errors).toEqual([]);
});

test('a duplicate alias is refused by the service, shown on the alias field, and nothing typed is lost; then it saves', async ({ page }) => {
  const errors = watchErrors(page);
  await openShipFrom(page);
  const [a, b] = await twoOfOneStore(page);
  const body: Record<string, string> = { ...validBody(a), alias_name: b.alias_name };
  await fill(page, body);
  await saveConfirmed(page);
  await expect(form(page).locator('[data-outcome="refused"]')).toBeVisible({ timeout: 20_000 });
  const alias = form(page).getByRole('textbox', { name: /Alias/ });
  await expect(alias).toHaveAttribute('aria-invalid', 'true');
  await expect(form(page)).toContainText('Another address of this store already uses this alias.');
  await expect(form(page)).toContainText(`alias_name "${b.alias_name}" is already used by another address of this store`);
  // Nothing typed is lost.
  await expect(form(page).getByRole('textbox', { name: /Street address/ })).toHaveValue(body.street_detail1 ?? '');
  await expect(alias).toHaveValue(b.alias_name);
  expect(addresses().find((x) => x.id === a.id)?.city).toBe(a.city);
  await expectAccessible(page);
  await screenshot(page, 'ship-from-refused-en');

  await alias.fill(`${a.alias_name} · dock 2`);
  await saveConfirmed(page);
  await expect(form(page).locator('[data-outcome="succeeded"]')).toBeVisible({ timeout: 20_000 });
  expect(addresses().find((x) => x.id === a.id)).toMatchObject({ alias_name: `${a.alias_name} · dock 2`, city: 'San Jose', province: 'CA' });
  // One-shot: the form is locked until "Start a new one", which empties it and offers the entry just used.
  await expect(form(page).getByRole('textbox', { name: /Street address/ })).toBeDisabled();
  await form(page).getByRole('button', { name: 'Start a new one' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Start a new one' }).click();
  await expect(form(page).getByRole('textbox', { name: /Street address/ })).toHaveValue('');
  await expect(form(page).getByRole('textbox', { name: /Street address/ })).toBeEnabled();
  await expect(form(page).getByRole('button', { name: new RegExp(`store ${a.sid} · address ${a.id}`) })).toBeVisible();
  expect(errors).toEqual([]);
});

test('what is typed is kept in a draft and comes back after a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await openShipFrom(page, '?sid=123&id=456');
  await expect(form(page).getByRole('textbox', { name: /Store sid/ })).toHaveValue('123');
  await fill(page, { alias_name: 'Half typed', city: 'Shenzhen' });
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved', { timeout: 30_000 });
  await page.reload();
  await expect(form(page).getByRole('textbox', { name: /Alias/ })).toHaveValue('Half typed');
  await expect(form(page).getByRole('textbox', { name: /City/ })).toHaveValue('Shenzhen');
  await expect(form(page).getByRole('textbox', { name: /Store sid/ })).toHaveValue('123');
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await form(page).getByRole('button', { name: 'Discard draft' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Discard draft' }).click();
  await expect(form(page).getByRole('textbox', { name: /Alias/ })).toHaveValue('');
  expect(errors).toEqual([]);
});

test('keyboard only: fill every field with Tab and send with Enter', async ({ page }) => {
  const errors = watchErrors(page);
  await openShipFrom(page);
  const [a] = await twoOfOneStore(page);
  const body = validBody(a);
  await tabTo(page, (i) => i.tag === 'input' && i.name.includes('Store sid'));
  const order = ['sid', 'id', 'alias_name', 'sender_name', 'country_name', 'province', 'city', 'region', 'street_detail1', 'street_detail2', 'zip_code', 'phone'];
  for (const [i, k] of order.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    if (body[k]) await page.keyboard.type(body[k]);
  }
  await page.keyboard.press('Enter');
  // The confirmation opens with Cancel focused (Enter never confirms by accident): Tab to Save, then Enter.
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Save the address' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form(page).locator('[data-outcome="succeeded"]')).toBeVisible({ timeout: 20_000 });
  // Focus moved to the result at the top of the form, where the answer is read.
  await expect(page.getByTestId('ship-from-result')).toBeFocused();
  expect(addresses().find((x) => x.id === a.id)?.street_detail1).toBe(body.street_detail1);
  expect(errors).toEqual([]);
});

test('one-shot, exactly once: after a save the result is on top and the form locked, through navigation, a reload and a host restart', async ({ page }) => {
  const errors = watchErrors(page);
  await openShipFrom(page);
  const [a] = await twoOfOneStore(page);
  const before = shipFromWrites().length;
  await fill(page, { ...validBody(a), alias_name: `${a.alias_name} · once` });
  await saveConfirmed(page);
  const result = page.getByTestId('ship-from-result');
  await expect(result.locator('[data-outcome="succeeded"]')).toBeVisible({ timeout: 20_000 });
  await expect(result).toBeFocused();
  // The result is where the eye is: in view, above the form, and the window itself did not scroll.
  await expect(result).toBeInViewport();
  expect(await page.evaluate(() => document.scrollingElement?.scrollTop ?? -1)).toBe(0);
  await screenshot(page, 'ship-from-sent-en');

  const locked = async () => {
    await expect(result.locator('[data-outcome="succeeded"]')).toBeVisible({ timeout: 20_000 });
    await expect(form(page).getByRole('textbox', { name: /Alias/ })).toHaveValue(`${a.alias_name} · once`);
    await expect(form(page).getByRole('textbox', { name: /Alias/ })).toBeDisabled();
    await expect(form(page).getByRole('button', { name: 'Save the address' })).toBeDisabled();
    await expect(form(page).getByRole('button', { name: 'Start a new one' })).toBeVisible();
  };
  await expectDraftLinksNewestJob(e2e, 'ship-from-address form', 'updateShipFromAddress');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Activity' }).click();
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: /Ship-from/ }).click();
  await locked();
  await page.reload();
  await locked();

  const seqBefore = (e2e.sandbox()?.appliedWrites() ?? []).map((w) => w.seq);
  await e2e.restart();
  // The restarted sandbox still holds every write it had taken.
  expect((e2e.sandbox()?.appliedWrites() ?? []).map((w) => w.seq).slice(0, seqBefore.length)).toEqual(seqBefore);
  await openShipFrom(page);
  await locked();
  await setLook(e2e, { locale: 'zh-CN' });
  await expect(page.getByRole('button', { name: '新建一份' })).toBeVisible();
  await screenshot(page, 'ship-from-sent-zh-CN');
  await setLook(e2e, { locale: 'en' });
  expect(shipFromWrites().length - before).toBe(1);
  expect(errors.filter((e) => !/Failed to fetch|ERR_CONNECTION_REFUSED|net::/.test(e))).toEqual([]);
});

for (const look of SCREEN_LOOKS) {
  test(`screenshot and axe: ${look.name}`, async ({ page }) => {
    const errors = watchErrors(page);
    await setLook(e2e, { locale: look.locale, theme: look.theme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await openShipFrom(page);
    await page.locator('form.ship-from-form button[type="submit"]').click();
    await expect(page.locator('.field-error').first()).toBeVisible();
    await expectNoRawIds(page, 'shipFrom');
    await expectAccessible(page);
    await page.evaluate(() => document.querySelectorAll('*').forEach((el) => el.scrollTo(0, 0)));
    await screenshot(page, `ship-from-${look.name}`);
    expect(errors).toEqual([]);
  });
}
