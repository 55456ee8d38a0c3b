import { expect, type APIRequestContext } from '@playwright/test';

let counter = 0;
/** A fresh address per test and run, so journeys never collide on one database. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 6)}@example.com`;
}

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Waits for a mail to `to` whose text holds a link to `path`, and returns that link's path + query. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  path: string,
): Promise<string> {
  const pattern = new RegExp(
    `https?://[^\\s"'<>]+${path.replace(/[/?]/g, '\\$&')}\\?token=[^\\s"'<>]+`,
  );
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as { data: Mail[] }).data;
        link = mails.map((m) => m.text.match(pattern)?.[0]).find(Boolean);
        return link;
      },
      { message: `a mail to ${to} with a ${path} link` },
    )
    .toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
}

export interface ApiSession {
  token: { access_token: string; refreshToken: string };
  user: Record<string, unknown> & { id: number };
}

/** Creates a verified learner with a placement through the API (for journeys that start signed up). */
export async function createLearner(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<ApiSession> {
  const res = await request.post('/api/users/', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(201);
  const session = ((await res.json()) as { data: ApiSession }).data;
  const link = await mailedLink(request, email, '/email-verification');
  const token = new URL(link, 'http://x').searchParams.get('token')!;
  const verified = await request.post('/api/users/verify-email/', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return session;
}
