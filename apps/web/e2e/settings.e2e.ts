import { createServer, request as httpRequest, type Server } from 'node:http';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ADMIN, DEMO_PASSWORD, DESKTOP, finish, screenshot, useStack, VIEWER } from './harness';
import { SettingsPages } from './pages/settings-pages';
import { openSignIn, signInToForcedChange } from './pages/sign-in';
import { Shell } from './pages/shell';

const stack = useStack();

const ROLE = 'Support Desk';
const NEW_USER = { name: 'Sam Support', email: 'sam.support@demo.test' };
const SAM_PASSWORD = 'Support-Desk42';

const signIn = async (
  email: string,
  password = DEMO_PASSWORD,
  options: { baseURL?: string; locale?: string } = {},
) => {
  const { page, errors, login } = await openSignIn(stack, { ...DESKTOP, ...options });
  await login.signIn(email, password);
  await page.waitForURL('**/dashboard');
  return { page, errors, login, shell: new Shell(page), settings: new SettingsPages(page) };
};

/** Every navigation link the signed-in user is shown, with each group opened. */
const navLinks = async (page: Page) => {
  const nav = new Shell(page).nav();
  // Opening one group changes which are closed: open the first closed one until none is left.
  const closed = nav.locator('[aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  return (await nav.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).sort();
};

describe('Settings: users, roles and permissions', () => {
  it('the administrator creates a role with two permissions and a user bound to it', async () => {
    const { page, shell, settings, errors } = await signIn(ADMIN);

    await settings.open('/setting');
    // Random test ports do not contain 808: the catalogue is not offered here.
    await page.locator('main a[href="/permission/users"]').waitFor();
    expect(await page.locator('main a[href="/permission/roles"]').count()).toBe(1);
    expect(await page.locator('main a[href="/permission"]').count()).toBe(0);
    await screenshot(page, 'settings-landing-en');

    await page.locator('main a[href="/permission/roles"]').click();
    await page.getByRole('heading', { name: 'Roles', level: 1 }).waitFor();
    await settings.row('role', 'Administrator').waitFor();
    expect(await settings.rows('role').count()).toBe(3);
    await screenshot(page, 'settings-roles-en');

    await settings.addRole(ROLE, 'Looks after user accounts', ['Users · View', 'Users · List']);
    // The module's own select-all shows "some" (2 of 5) once two of its actions are ticked.
    const usersModule = settings.dialog().getByRole('checkbox', { name: 'Users', exact: true });
    expect(await usersModule.getAttribute('data-indeterminate')).toBe('true');
    await screenshot(page, 'settings-role-dialog-en');
    await settings.submitDialog();
    await shell.toast('Saved').waitFor();
    await settings.row('role', ROLE).waitFor();

    // A duplicate role name is refused under the field, in words.
    await settings.addRole(ROLE, '', ['Dashboard · View']);
    await settings.submitDialog();
    await settings.dialog().getByText(`A role named "${ROLE}" already exists.`).waitFor();
    await settings.dialog().getByRole('button', { name: 'Cancel' }).click();
    await settings.dialog().waitFor({ state: 'detached' });

    // The editor shows the role's two permissions, and select-all ticks every one.
    await settings
      .row('role', ROLE)
      .getByRole('button', { name: `Edit ${ROLE}` })
      .click();
    const viewUsers = settings.dialog().getByRole('checkbox', { name: 'Users · View' });
    await viewUsers.waitFor();
    expect(await viewUsers.isChecked()).toBe(true);
    expect(await settings.dialog().getByRole('checkbox', { name: 'Users · Add' }).isChecked()).toBe(false);
    const all = settings.dialog().getByRole('checkbox', { name: 'Select all' });
    await all.check();
    expect(await settings.dialog().getByRole('checkbox', { name: 'Transfer · Delete' }).isChecked()).toBe(
      true,
    );
    await all.uncheck();
    expect(await viewUsers.isChecked()).toBe(false);
    await settings.dialog().getByRole('button', { name: 'Cancel' }).click();
    await settings.dialog().waitFor({ state: 'detached' });

    await shell.clickNav('/permission/users');
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await settings.row('user', ADMIN).waitFor();
    await screenshot(page, 'settings-users-en');

    const mailsBefore = stack.mails.length;
    await settings.addUser(NEW_USER.name, NEW_USER.email, ROLE);
    await screenshot(page, 'settings-user-dialog-en');
    await settings.submitDialog();
    await shell.toast('User created. A temporary password has been emailed to them.').waitFor();
    const row = settings.row('user', NEW_USER.email);
    await row.waitFor();
    expect(await row.textContent()).toContain(ROLE);
    expect(await row.textContent()).toContain('Temporary password not changed yet');

    // Duplicate email: the server's message under the email field.
    await settings.addUser('Someone Else', 'FINANCE@demo.test', 'Viewer');
    await settings.submitDialog();
    await settings.dialog().getByText('This email address is already in use.').waitFor();
    expect(await settings.fieldHelp('email').textContent()).toBe('This email address is already in use.');
    await screenshot(page, 'settings-user-duplicate-email-en');
    // An invalid email never leaves the browser: the shared contract rule answers.
    await settings.dialog().locator('input[name="email"]').fill('not-an-email');
    await settings.submitDialog();
    await settings.dialog().getByText('The Email field must be a valid email').waitFor();
    await settings.dialog().getByRole('button', { name: 'Cancel' }).click();
    await settings.dialog().waitFor({ state: 'detached' });

    // Filters: search by name, then by role.
    await page.locator('input[name="search"]').fill('sam');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="user-row"]').length === 1);
    await page.locator('input[name="search"]').fill('nobody-at-all');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.getByText('No users match. Change the filters or add a user.').waitFor();
    await page.getByRole('search').getByRole('button', { name: 'Reset' }).click();
    await settings.row('user', ADMIN).waitFor();

    // Edit: a new name is saved and shown.
    await settings
      .row('user', 'newhire@demo.test')
      .getByRole('button', { name: 'Edit Nina Newhire' })
      .click();
    await settings.dialog().locator('input[name="userName"]').fill('Nina Newcomer');
    await settings.submitDialog();
    await shell.toast('Saved').waitFor();
    await settings.row('user', 'Nina Newcomer').waitFor();

    // Delete asks first; the user is gone after. Nobody is offered deleting their own account.
    await settings.addUser('Tess Temporary', 'tess@demo.test', 'Viewer');
    await settings.submitDialog();
    await settings.row('user', 'tess@demo.test').waitFor();
    await settings
      .row('user', 'tess@demo.test')
      .getByRole('button', { name: 'Delete Tess Temporary' })
      .click();
    await settings
      .dialog()
      .getByText('Tess Temporary (tess@demo.test) will no longer be able to sign in.', { exact: false })
      .waitFor();
    await settings.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await shell.toast('Deleted').waitFor();
    await settings.row('user', 'tess@demo.test').waitFor({ state: 'detached' });
    expect(
      await settings
        .row('user', ADMIN)
        .getByRole('button', { name: /^Delete / })
        .count(),
    ).toBe(0);

    // Nobody disables their own account: the server's message, nothing changed.
    await settings
      .row('user', ADMIN)
      .getByRole('button', { name: /^Edit / })
      .click();
    await settings.dialog().locator('input[name="enabled"]').uncheck();
    await settings.submitDialog();
    await shell.toast('You cannot disable your own account.').waitFor();
    await settings.dialog().getByRole('button', { name: 'Cancel' }).click();

    // A role in use cannot be deleted: confirmation first, then the server's reason.
    await shell.clickNav('/permission/roles');
    await settings
      .row('role', ROLE)
      .getByRole('button', { name: `Delete ${ROLE}` })
      .click();
    await settings.dialog().getByText('Delete role?').waitFor();
    await screenshot(page, 'settings-role-delete-confirm-en');
    await settings.dialog().getByRole('button', { name: 'Delete', exact: true }).click();
    await shell.toast('This role is bound to 1 user(s). Move them to another role first.').waitFor();
    await settings.row('role', ROLE).waitFor();
    // The administrator role offers no delete at all.
    expect(
      await settings
        .row('role', 'Administrator')
        .getByRole('button', { name: /^Delete / })
        .count(),
    ).toBe(0);

    // The temporary password arrives by mail.
    const mail = await stack.waitForMail(NEW_USER.email, mailsBefore);
    const temporary = /Temporary password: (\S+)/.exec(mail.text)?.[1];
    expect(temporary).toBeTruthy();
    await finish(page, errors);

    // The new user: forced change of the temporary password, then only what the role allows.
    const { page: fresh, errors: freshErrors, login } = await openSignIn(stack, DESKTOP);
    const dialog = await signInToForcedChange(login, NEW_USER.email, temporary!);
    await dialog.change(temporary!, SAM_PASSWORD);
    await new Shell(fresh).toast(/Password successfully changed/).waitFor();
    await fresh.waitForURL('**/login');
    await login.signIn(NEW_USER.email, SAM_PASSWORD);
    await fresh.waitForURL('**/dashboard');
    // No dashboard permission: the home screen says so instead of showing data.
    await new SettingsPages(fresh).notAuthorized().waitFor();

    const sam = new SettingsPages(fresh);
    await sam.open('/permission/users');
    await sam.row('user', NEW_USER.email).waitFor();
    // Users, and the Settings overview that leads to it: nothing else in the navigation.
    expect(await navLinks(fresh)).toEqual(['/permission/users', '/setting']);
    expect(await sam.addButton().count()).toBe(0);
    expect(await sam.editButtons().count()).toBe(0);
    expect(await sam.deleteButtons().count()).toBe(0);
    // No role:index, so no role filter either (and no 403 behind it).
    expect(await fresh.locator('input[name="roleId"]').count()).toBe(0);
    await screenshot(fresh, 'settings-users-limited-role-en');

    await fresh.goto('/permission/roles');
    await sam.notAuthorized().waitFor();
    expect(await sam.addButton().count()).toBe(0);
    await finish(fresh, freshErrors);
  });

  it('a Viewer sees no Settings entries and no add, edit or delete buttons', async () => {
    const { page, settings, errors } = await signIn(VIEWER);
    const links = await navLinks(page);
    expect(links.filter((l) => l?.startsWith('/permission'))).toEqual([]);
    for (const screen of ['/permission/users', '/permission/roles'] as const) {
      await page.goto(screen);
      await settings.notAuthorized().waitFor();
      expect(await settings.addButton().count()).toBe(0);
      expect(await settings.editButtons().count()).toBe(0);
      expect(await settings.deleteButtons().count()).toBe(0);
    }
    await screenshot(page, 'settings-roles-viewer-en');
    await settings.open('/setting');
    expect(await page.locator('main a[href^="/permission"]').count()).toBe(0);
    await finish(page, errors);
  });

  it('shows every screen in Chinese, server messages included', async () => {
    const { page, shell, settings, errors } = await signIn(ADMIN, DEMO_PASSWORD, { locale: 'zh-CN' });
    await settings.open('/setting');
    await page.getByRole('heading', { name: '设置', level: 1 }).waitFor();
    await screenshot(page, 'settings-landing-zh-cn');

    await settings.open('/permission/roles');
    await page.getByRole('heading', { name: '角色', level: 1 }).waitFor();
    await settings.row('role', 'Finance').waitFor();
    await screenshot(page, 'settings-roles-zh-cn');
    await settings.row('role', 'Finance').getByRole('button', { name: '编辑 Finance' }).click();
    await settings.dialog().getByRole('checkbox', { name: '全选' }).waitFor();
    await screenshot(page, 'settings-role-dialog-zh-cn');
    await settings.dialog().getByRole('button', { name: '取消' }).click();

    await settings.open('/permission/users');
    await page.getByRole('heading', { name: '用户', level: 1 }).waitFor();
    await settings.row('user', ADMIN).waitFor();
    await screenshot(page, 'settings-users-zh-cn');
    // On a phone the table scrolls sideways inside its card; the page itself does not.
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'settings-users-phone-zh-cn');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1440, height: 900 });
    await settings.addUser('重复用户', 'viewer@demo.test', 'Viewer');
    await settings.submitDialog();
    await settings.dialog().getByText('该邮箱地址已被使用。').waitFor();
    await screenshot(page, 'settings-user-duplicate-email-zh-cn');
    await settings.dialog().getByRole('button', { name: '取消' }).click();

    await settings
      .row('user', VIEWER)
      .getByRole('button', { name: /^删除 / })
      .click();
    await settings.dialog().getByText('删除用户？').waitFor();
    await screenshot(page, 'settings-user-delete-confirm-zh-cn');
    await settings.dialog().getByRole('button', { name: '取消' }).click();
    expect(await shell.toast().count()).toBe(0);
    await finish(page, errors);
  });

  it('the operator manages the permission catalogue on the internal admin host (808)', async () => {
    const proxy = await proxyOn808(stack.baseUrl);
    try {
      for (const locale of ['en-US', 'zh-CN'] as const) {
        const zh = locale === 'zh-CN';
        const { page, shell, settings, errors } = await signIn('operator@remit.test', DEMO_PASSWORD, {
          baseURL: proxy.url,
          locale,
        });
        await settings.open('/setting');
        await page.locator('main a[href="/permission"]').click();
        await page.waitForURL('**/permission');
        await settings.rows('permission').first().waitFor();
        await screenshot(page, `settings-catalogue-${zh ? 'zh-cn' : 'en'}`);
        if (zh) {
          await finish(page, errors);
          continue;
        }
        // Filter by module.
        await settings.page
          .locator('.MuiFormControl-root', { has: page.locator('input[name="moduleName"]') })
          .getByRole('combobox')
          .click();
        await page.getByRole('option', { name: 'Transfer', exact: true }).click();
        await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
        await page.waitForFunction(
          () => document.querySelectorAll('[data-testid="permission-row"]').length === 5,
        );

        // Add a permission for a module whose screens come later, then delete it (with confirmation).
        await settings.addButton().click();
        await settings.dialog().locator('input[name="moduleName"]').fill('reports');
        await settings.choose('privilegeName', 'View (view)');
        await settings.dialog().locator('input[name="sort"]').fill('900');
        await settings.dialog().locator('input[name="description"]').fill('View reports');
        await screenshot(page, 'settings-catalogue-dialog-en');
        await settings.submitDialog();
        await shell.toast('Saved').waitFor();
        // The same module and privilege again: the server's message under the module.
        await settings.addButton().click();
        await settings.dialog().locator('input[name="moduleName"]').fill('reports');
        await settings.submitDialog();
        await settings
          .dialog()
          .getByText('The permission "view" already exists in module "reports".')
          .waitFor();
        await settings.dialog().getByRole('button', { name: 'Cancel' }).click();
        await settings.dialog().waitFor({ state: 'detached' });

        await page.getByRole('search').getByRole('button', { name: 'Reset' }).click();
        await page.locator('input[name="search"]').fill('View reports');
        await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
        await settings.row('permission', 'View reports').waitFor();
        await settings.confirmDelete('permission', 'View reports');
        await shell.toast('Deleted').waitFor();
        await page.getByText('No permissions match.', { exact: false }).waitFor();
        await finish(page, errors);
      }
    } finally {
      await proxy.close();
    }
  });
});

/**
 * Spec §2: the catalogue's route is only open when the host includes 808. The harness picks a random
 * port, so a small forwarding proxy listens on one that contains 808.
 */
const proxyOn808 = async (target: string) => {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  for (const port of [18080, 28080, 38080, 48080, 58080, 18081, 28081]) {
    const ok = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (ok)
      return {
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      };
  }
  throw new Error('no free port containing 808');
};
