import type { Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/env';

/** Opens a dashboard section straight from the URL (the sidebar is tested on its own). */
export async function openSection(page: Page, section: string, heading: string | RegExp): Promise<void> {
  await page.goto(`/admin/${section}`);
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
}

/** Signs in through the form, as an organiser would. */
export async function signInWithForm(page: Page, password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN_USERNAME);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The open modal dialog (there is one at a time). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** Picks an option in a search-as-you-type picker of the open dialog. */
export async function pick(page: Page, label: string | RegExp, text: string, option: string | RegExp = text): Promise<void> {
  const combobox = dialog(page).getByRole('combobox', { name: label });
  await combobox.fill(text);
  await dialog(page).getByRole('option', { name: option }).first().click();
  await expect(combobox).not.toHaveValue(text === option ? '' : text);
}

/** A suffix that keeps names apart between the phone and desktop projects and between runs. */
export const uniqueSuffix = (projectName: string) => `${projectName === 'mobile' ? 'M' : 'D'}${Date.now().toString(36).slice(-5)}`;
