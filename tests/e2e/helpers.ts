import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';

export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Sign-in hashes at OWASP's scrypt cost (about 0.7 s of CPU, far more on a busy machine).
  await expect(page).toHaveURL(/\/ticket$/, { timeout: 30_000 });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** A toast by its text (Fluent repeats toast text in a live region, so match the visible title). */
export const toast = (page: Page, text: string) => page.locator('.fui-ToastTitle', { hasText: text });
