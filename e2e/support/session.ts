import { expect, type Page } from '@playwright/test';
import { ADMIN } from './server';

export async function signIn(page: Page, account = ADMIN.account, password = ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(/账号|Account/).fill(account);
  await page.getByLabel(/^密码$|^Password$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await expect(page).toHaveURL(/\/manage$/);
}
