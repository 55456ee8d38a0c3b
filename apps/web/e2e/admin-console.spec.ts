import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from './support/fixtures.ts';
import { createLearner, uniqueEmail } from './support/accounts.ts';
import { restoreSession } from './support/learner-api.ts';
import { expectAccessible, patchProfile, uniqueUsername } from './support/profile-fixtures.ts';
import { runAdminCli } from './support/operator.ts';

const SHOTS = '/tmp/shots';
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `${SHOTS}/admin-${name}-${project}.png`, fullPage: true });

/** A verified account given `role` with `npm run admin -- grant`, signed in in its own browser. */
async function operator(
  browser: Browser,
  request: Parameters<typeof createLearner>[0],
  role: string,
) {
  const email = uniqueEmail(role);
  const session = await createLearner(request, email, 'an operator password');
  await patchProfile(request, session, { placement: 'new' });
  expect(runAdminCli(['grant', email, role])).toContain(`${email} is now ${role} (was learner).`);
  const page = await (await browser.newContext()).newPage();
  await restoreSession(page, session, email);
  return page;
}

/** Opens a learner's console page from a search by email. */
async function findLearner(page: Page, email: string) {
  await page.goto('/admin');
  await page.getByLabel('Email or username').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: new RegExp(email) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Opens an action's dialog, fills it, submits it. */
async function act(page: Page, action: string, reason: string, number?: [string, string]) {
  await page.getByRole('button', { name: action }).click();
  const dialog = page.getByRole('dialog');
  if (number) await dialog.getByLabel(number[0]).fill(number[1]);
  await dialog.getByLabel('Reason (kept in the audit log)').fill(reason);
  await dialog
    .getByRole('button', { name: /Change credits|Reset username|Disable|Resolve/ })
    .click();
  return dialog;
}

test('an operator helps learners: credits, a reported username, a disabled account, all audited', async ({
  page,
  request,
  browser,
}, info) => {
  // Four people, two runs of the operator's command line and many screens: one long journey.
  test.setTimeout(240_000);
  const p = info.project.name;
  // The learner everything happens to, signed in in `page`.
  const learnerEmail = uniqueEmail('helped');
  const learner = await createLearner(request, learnerEmail, 'a learner password');
  await patchProfile(request, learner, { placement: 'new', username: uniqueUsername('rude') });
  await restoreSession(page, learner, learnerEmail);
  const admin = await operator(browser, request, 'admin');
  const support = await operator(browser, request, 'support');

  // A learner who is not an operator is told so at /admin.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  await expect(
    page.getByText('The operator console is for support and admin staff only.'),
  ).toBeVisible();
  await shot(page, 'not-allowed', p);

  // 1. An admin finds the learner by email and grants 100 credits; the learner sees them.
  await page.goto('/app/orion');
  const credits = page.getByTestId('orion-credits');
  // The Orion page reads the learner's skills first; on a busy machine that takes a while.
  await expect(credits).toContainText('Orion credits', { timeout: 45_000 });
  const before = Number((await credits.locator('p').nth(1).innerText()).replace(/\D/g, ''));
  await findLearner(admin, learnerEmail);
  await act(admin, 'Add or remove credits', 'refund: analysis failed twice', ['Credits', '100']);
  await expect(admin.getByRole('dialog')).toBeHidden();
  await expect(admin.getByTestId('credit-balance')).toHaveText(String(before + 100));
  await shot(admin, 'learner-page', p);
  await expectAccessible(admin);
  await page.reload();
  await expect(credits.locator('p').nth(1)).toHaveText((before + 100).toLocaleString('en-US'), {
    timeout: 45_000,
  });

  // 2. A learner reports the username; support resets it from the queue.
  const reporter = await (await browser.newContext()).newPage();
  const reporterEmail = uniqueEmail('reporter');
  const reporterSession = await createLearner(request, reporterEmail, 'a reporter password');
  await patchProfile(request, reporterSession, { placement: 'new' });
  await restoreSession(reporter, reporterSession, reporterEmail);
  await reporter.goto(`/app/user/${learner.user.id}`);
  await reporter.getByRole('button', { name: 'Report' }).click();
  await reporter.getByLabel('What is wrong?').fill('The username is an insult');
  await reporter.getByRole('button', { name: 'Send report' }).click();
  await expect(reporter.getByText('Your report was sent to our support team.')).toBeVisible();

  await support.goto('/admin?tab=reports');
  const report = support.getByRole('listitem').filter({ hasText: 'The username is an insult' });
  await expect(report).toBeVisible();
  await shot(support, 'reports', p);
  await report.getByRole('link').click();
  await act(support, 'Reset username', 'reported: insulting username');
  await expect(support.getByRole('heading', { level: 1 })).toHaveText(/^learner_[0-9a-f]{8}$/);
  const neutral = await support.getByRole('heading', { level: 1 }).innerText();
  await support.goto('/admin?tab=reports');
  await report.getByRole('button', { name: 'Resolve' }).click();
  await support
    .getByRole('dialog')
    .getByLabel('Reason (kept in the audit log)')
    .fill('username reset');
  await support.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
  await expect(support.getByText('No open reports. Nothing waits for you.')).toBeVisible();
  await reporter.reload();
  await expect(reporter.getByRole('heading', { name: neutral })).toBeVisible();

  // Support may not grant credits: the server refuses, and the dialog says why.
  await findLearner(support, learnerEmail);
  const refused = await act(support, 'Add or remove credits', 'trying my luck', ['Credits', '100']);
  await expect(refused.getByRole('alert')).toHaveText(
    'Only an admin may do this; your role is support.',
  );
  await shot(support, 'support-refused', p);

  // 3. An admin disables the account; the learner's sign-in is refused with a clear message.
  await findLearner(admin, learnerEmail);
  await act(admin, 'Disable account', 'abusive messages to other learners');
  await expect(admin.getByText('Disabled', { exact: true })).toBeVisible();
  const fresh = await (await browser.newContext()).newPage();
  await fresh.goto('/login');
  await fresh.getByLabel('Email').fill(learnerEmail);
  await fresh.getByLabel('Password', { exact: true }).fill('a learner password');
  await fresh.getByRole('button', { name: 'Log in' }).click();
  await expect(fresh.getByRole('alert')).toContainText(
    'This account has been disabled by Ascend Chess support.',
  );
  await shot(fresh, 'sign-in-refused', p);

  // The audit log shows all three, newest first, with who and why.
  await admin.goto('/admin?tab=audit');
  const entries = admin
    .getByRole('list', { name: 'Audit entries' })
    .getByRole('listitem')
    .filter({ hasText: `learner #${learner.user.id}` });
  for (const [action, reason] of [
    ['user.disable', 'abusive messages to other learners'],
    ['report.resolve', 'username reset'],
    ['username.reset', 'reported: insulting username'],
    ['credits.adjust', 'refund: analysis failed twice'],
  ]) {
    await expect(
      entries.filter({ hasText: action }).filter({ hasText: `Reason: ${reason}` }),
    ).toHaveCount(1);
  }
  await shot(admin, 'audit', p);
  await expectAccessible(admin);
});
