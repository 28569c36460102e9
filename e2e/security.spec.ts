import { expect, test, waitForHydration } from './fixtures';

// Chromium reports Content Security Policy violations as DevTools issues, not console errors.
test.describe('content security policy', { tag: '@desktop' }, () => {
  test('the pages and their forms run without a single violation', async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    const violations: string[] = [];
    client.on('Audits.issueAdded', ({ issue }) => {
      if (issue.code === 'ContentSecurityPolicyIssue')
        violations.push(JSON.stringify(issue.details));
    });
    await client.send('Audits.enable');

    for (const path of ['/', '/contact', '/booking', '/location']) {
      await page.goto(path);
      await waitForHydration(page);
    }
    // Validating a form runs the shared schemas in the browser.
    await page.goto('/contact');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();

    expect(violations).toEqual([]);
  });
});
