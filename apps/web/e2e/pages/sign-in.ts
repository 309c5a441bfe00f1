import type { BrowserContextOptions } from 'playwright-core';
import { watchConsole, type Stack } from '../harness';
import { ChangePasswordDialog } from './change-password-dialog';
import { LoginPage } from './login-page';

/** A fresh page of `stack` on the sign-in screen, its console errors collected: for tests that sign in step by step. */
export const openSignIn = async (stack: Stack, options?: BrowserContextOptions) => {
  const page = await stack.newPage(options);
  const errors = watchConsole(page);
  const login = new LoginPage(page);
  await login.goto();
  return { page, errors, login };
};

/** Signs in with a password the user must change, and waits for the change-password dialog that forces it. */
export const signInToForcedChange = async (login: LoginPage, email: string, password: string) => {
  await login.signIn(email, password);
  const dialog = new ChangePasswordDialog(login.page);
  await dialog.root().waitFor();
  return dialog;
};
