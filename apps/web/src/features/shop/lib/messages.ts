/** The spec's payment texts (section 8), word for word. */
export const MESSAGES = {
  activeSubscription: 'You have an active subscription 🥲',
  countrySaveFailed: 'failed to update details',
  initiateFailed: 'An error occured',
  scriptFailed: 'Failed to load payment modal. Check your internet connection and retry later.',
  paymentFailed: 'Payment Failed 🥲',
  paymentClosed: 'Payment closed',
} as const;

/** The checkout statuses that count as paid (spec section 4, Payment step 4). */
export const PAID_STATUSES = ['completed', 'successful'];
