import { expect, test } from './support/fixtures.ts';

const pages = [
  { path: '/', heading: /Climb from your first move/ },
  { path: '/about', heading: 'We help people fall in love with chess.' },
  { path: '/features', heading: 'Everything you need to get better at chess.' },
  { path: '/contact', heading: 'We would love to hear from you.' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-use', heading: 'Terms of Service' },
  { path: '/credits', heading: 'Built on the work of others' },
];

test('a visitor reads every public page, with the navigation and footer on each', async ({
  page,
}) => {
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('link', { name: 'Ascend Chess home' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('© 2025 Ascend Chess. All rights reserved');
    for (const name of ['Learn', 'Puzzles', 'Hero plan']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute(
        'href',
        '/login',
      );
    }
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'Credits and licences' })).toHaveAttribute(
      'href',
      '/credits',
    );
    await expect(footer.getByRole('link', { name: 'Photo sharing (coming soon)' })).toHaveAttribute(
      'href',
      '#',
    );
  }
});

test('a visitor moves between pages with the top navigation or the mobile drawer', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  if (isMobile) {
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The drawer closes on every route change.
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Sign Up' }).click();
  } else {
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await nav.getByRole('link', { name: 'Sign Up' }).click();
  }
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
});

test('the home page and footer links move within the app, with the route-change effects', async ({
  page,
}) => {
  await page.goto('/');
  // A full page load would drop this marker: the links must be followed by the router.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const samePage = () => page.evaluate(() => 'stillTheSamePage' in window);

  const cta = page.getByRole('link', { name: 'Create my free account' });
  await cta.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await cta.click();
  await expect(page.getByTestId('top-progress')).toBeAttached();
  await expect(page).toHaveURL(/\/sign-up$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(await samePage()).toBe(true);

  await page.goBack();
  await page.getByRole('link', { name: "See what's inside" }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Everything you need to get better at chess.',
  );
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  // The photo-sharing placeholder goes nowhere.
  await footer.getByRole('link', { name: 'Photo sharing (coming soon)' }).click();
  await expect(page).toHaveURL(/\/terms-of-use$/);
  expect(await samePage()).toBe(true);
});

test('a visitor sends a message through the contact form, after fixing what the form points out', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Your name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByLabel('Message').fill('Too short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Message').fill('How do I change the difficulty of puzzles?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thanks, Ada! Your message has been sent.' }),
  ).toBeVisible();
});

test('an unknown path shows the 404 page with a way to sign in', async ({ page }) => {
  await page.goto('/the/summit/and/beyond');
  await expect(
    page.getByRole('heading', { name: 'Oops, seems like you climbed too far..' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('opening the app while signed out lands on the login page', async ({ page }) => {
  await page.goto('/app/climb');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('the credits page names the engine and the networks with their licences, and serves the licence texts', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Credits and licences' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  for (const name of [
    'Stockfish 19 (Stockfish.js)',
    'Maia chess networks (maia-1100 to maia-1900)',
  ]) {
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(card).toContainText('GPL-3.0');
  }
  await expect(page.getByText('AGPL-3.0-or-later')).toBeVisible();
  const licence = await request.get('/LICENSE.txt');
  expect(licence.ok()).toBe(true);
  expect(await licence.text()).toContain('GNU AFFERO GENERAL PUBLIC LICENSE');
  await page.getByRole('link', { name: 'Every third-party licence' }).click();
  await expect(page.locator('body')).toContainText('| stockfish');
});
