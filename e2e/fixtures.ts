import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

interface ShellFixtures {
  /** Console errors matching one of these are expected by the test (e.g. a 404 document). */
  allowedConsoleErrors: RegExp[];
  /** Fails the test on any console error or uncaught page error; CSP violations surface here. */
  failOnBrowserErrors: void;
  /** Runs axe (WCAG 2.1 A and AA) on the page, the test's own page by default. */
  expectNoAxeViolations: (page?: Page) => Promise<void>;
}

export const test = base.extend<ShellFixtures>({
  allowedConsoleErrors: [[], { option: true }],

  failOnBrowserErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        const { url, lineNumber } = message.location();
        errors.push(`console error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      await use();
      expect(errors, 'the browser reported errors').toEqual([]);
    },
    { auto: true },
  ],

  expectNoAxeViolations: async ({ page: testPage }, use) => {
    await use(async (page = testPage) => {
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const report = results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help}\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}`)
            .join('\n')}`,
      );
      expect(report, `accessibility violations on ${page.url()}`).toEqual([]);
    });
  },
});

/**
 * Resolves once React has hydrated the page: the router's scroll restoration switches the
 * history to manual scrolling in an effect, which runs only after the whole tree has committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => window.history.scrollRestoration === 'manual');
}

export { expect };
