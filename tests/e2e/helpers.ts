import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

/**
 * Every spec imports `test` and `expect` from here. The browser runs under the real security
 * headers (the local edge sends CloudFront's, infra/web-headers.ts), and a test fails when the
 * browser reports any Content Security Policy violation on any page it opened, in its own context
 * or in one it made with `browser.newContext()`.
 */

const REPORT_BINDING = '__helpdeskReportCspViolation';

async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(REPORT_BINDING, (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline content'} on ${location.pathname}`);
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        await watchCsp(made, violations);
        return made;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'the browser reported Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

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
