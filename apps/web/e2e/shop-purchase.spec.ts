import { expect, test, type Page } from './support/fixtures.ts';
import type { CurrentUser } from '@ascend/contract';
import { learnerApi, signedInLearner } from './support/learner-api.ts';
import { expectNoSeriousA11yProblems } from './support/axe.ts';
import { shot } from './support/shots.ts';

/** Types a test card into the sandbox checkout and pays. */
async function payWithCard(page: Page, card: string) {
  const checkout = page.getByTestId('sandbox-checkout');
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry (MM/YY)').fill('12/34');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test('a learner picks a country, buys the yearly Hero plan and gets unlimited hearts; a second Buy is refused', async ({
  page,
  request,
}, info) => {
  const session = await signedInLearner(page, request, 'hero');
  const api = learnerApi(request, session);
  await page.goto('/app/shop');

  const card = page.getByRole('region', { name: 'Hero plan' });
  await expect(card.getByText('Unlimited hearts')).toBeVisible();
  await expect(card.getByText('Access to new features')).toBeVisible();
  const before = await api.get<CurrentUser>('users/current-user/');
  await expect(page.getByTestId('plan-price')).toHaveText(
    `${before.sub_data.monthly.symbol}${before.sub_data.monthly.amount}`,
  );
  await card.getByRole('radio', { name: /Yearly/ }).click();
  await expect(card.getByRole('radio', { name: /Yearly/ })).toContainText('9% Off');
  await expect(page.getByTestId('hearts')).not.toContainText('Unlimited');
  await shot(page, info, 'shop-shop');
  await expectNoSeriousA11yProblems(page);

  // No country yet: the picker comes first, searchable and sorted.
  await card.getByRole('button', { name: 'Buy' }).click();
  const picker = page.getByRole('dialog', { name: 'Select Country' });
  await expect(picker).toBeVisible();
  // Each option is a flag (emoji, or a code chip where the device has no flag emoji) and a
  // name; read the names as assistive technology does, without the aria-hidden flag.
  const names = await picker.getByRole('radio').evaluateAll((options) =>
    options.map((option) =>
      [...option.childNodes]
        .filter((n) => !(n instanceof Element && n.getAttribute('aria-hidden') === 'true'))
        .map((n) => n.textContent)
        .join('')
        .trim(),
    ),
  );
  expect(names.length).toBeGreaterThan(240);
  expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
  await picker.getByRole('searchbox', { name: 'Search countries' }).fill('germ');
  await picker.getByRole('radio', { name: /Germany/ }).click();
  await shot(page, info, 'shop-country');
  await picker.getByRole('button', { name: 'Continue' }).click();

  // The sandbox checkout carries the learner, the plan and the price in the country's currency.
  const checkout = page.getByTestId('sandbox-checkout');
  await expect(checkout).toBeVisible();
  const priced = await api.get<CurrentUser>('users/current-user/');
  expect(priced.country).toBe('DE');
  expect(priced.sub_data.yearly.currency).toBe('EUR');
  await expect(checkout).toContainText(String(session.user.email ?? ''));
  await expect(checkout.getByRole('heading', { name: /Hero plan \(yearly\)/ })).toBeVisible();
  await expect(checkout).toContainText('Unlimited hearts and access to new features');
  await expect(checkout.getByRole('tab', { name: 'Bank transfer' })).toBeVisible();
  await expect(checkout).toContainText(priced.sub_data.yearly.symbol);
  await shot(page, info, 'shop-checkout');
  await payWithCard(page, '4242 4242 4242 4242');

  const purchased = page.getByRole('dialog', { name: 'Hero Purchased' });
  await expect(purchased).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('hearts')).toContainText('Unlimited');
  await shot(page, info, 'shop-purchased');
  await purchased.getByRole('button', { name: 'Continue' }).click();
  await expect(purchased).toBeHidden();

  const after = await api.get<CurrentUser>('users/current-user/');
  expect(after.subscription).toMatchObject({ is_active: true, plan_type: 'yearly' });
  await expect(page.getByTestId('plan-status')).toContainText('yearly Hero plan is active');
  await shot(page, info, 'shop-subscribed');

  // The purchase left a notification behind the bell.
  await page.getByTestId('notification-bell').click();
  const inbox = page.getByRole('dialog', { name: 'Notifications' });
  await expect(inbox.getByText('Welcome to Hero')).toBeVisible();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(
    'Notifications, 1 unread',
  );
  await shot(page, info, 'shop-notifications');
  await inbox.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Buy' }).click();
  await expect(page.getByText('You have an active subscription 🥲', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-checkout')).toHaveCount(0);
});

test('a learner who closes the checkout, then pays with a declined card, sees "Payment Failed 🥲" and stays on limited hearts', async ({
  page,
  request,
}) => {
  const session = await signedInLearner(page, request, 'declined');
  // This learner set a country earlier (in settings), so Buy goes straight to the checkout.
  const saved = await request.patch(`/api/users/${session.user.id}/`, {
    headers: { authorization: `Bearer ${session.token.access_token}` },
    multipart: { country: 'NG' },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto('/app/shop');
  const card = page.getByRole('region', { name: 'Hero plan' });
  await expect(page.getByTestId('plan-price')).toContainText('₦');

  await card.getByRole('button', { name: 'Buy' }).click();
  const checkout = page.getByTestId('sandbox-checkout');
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('heading', { name: /Hero plan \(monthly\)/ })).toBeVisible();
  await checkout.getByRole('button', { name: 'Close checkout' }).click();
  await expect(page.getByText('Payment closed', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Buy' }).click();
  await expect(checkout).toBeVisible();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed 🥲', { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('dialog', { name: 'Hero Purchased' })).toHaveCount(0);
  await expect(page.getByTestId('hearts')).not.toContainText('Unlimited');
  const user = await learnerApi(request, session).get<CurrentUser>('users/current-user/');
  expect(user.subscription.is_active).toBe(false);
});
