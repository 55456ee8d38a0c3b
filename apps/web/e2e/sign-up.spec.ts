import { expect, test } from './support/fixtures.ts';
import { mailedLink, uniqueEmail } from './support/accounts.ts';

test('a new learner signs up, verifies the email and lands on onboarding', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('climber');
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Check your mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const link = await mailedLink(request, email, '/email-verification');
  await page.goto(link);
  await expect(page).toHaveURL(/\/app\/onboarding$/);
  await expect(page.getByRole('heading', { name: 'Where should your climb start?' })).toBeVisible();

  await page.getByRole('radio', { name: /I know how the pieces move/ }).click();
  await page.getByRole('button', { name: 'Start climbing' }).click();
  await expect(page).toHaveURL(/\/app\/climb$/);
  await expect(page.getByTestId('hearts')).toContainText('5');
});

test('signing up with an address that already has an account says so on the email field', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('taken');
  expect(
    (await request.post('/api/users/', { data: { email, password: 'first secret 123' } })).status(),
  ).toBe(201);
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another secret 456');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('An account with this email already exists')).toBeVisible();
});
