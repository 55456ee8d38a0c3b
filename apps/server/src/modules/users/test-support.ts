import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '@ascend/contract';

let counter = 0;

/** A fresh client address per call, so per-IP sign-up limits do not trip in test files that create many users. */
export const nextIp = (): string => {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
};

export interface SignedUpUser {
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  user: CurrentUser;
  auth: { authorization: string };
}

/** Signs a learner up through the real endpoint (POST /api/users/) and returns the session. For tests. */
export async function signUpUser(
  app: FastifyInstance,
  opts: { email?: string; password?: string } = {},
): Promise<SignedUpUser> {
  counter += 1;
  const email = opts.email ?? `learner${counter}-${process.pid}@example.com`;
  const password = opts.password ?? 'correct horse battery';
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().data;
  return {
    email,
    password,
    accessToken: token.access_token,
    refreshToken: token.refreshToken,
    user,
    auth: { authorization: `Bearer ${token.access_token}` },
  };
}

/** The mails sent to `to`, newest first, read from the development mailbox. For tests. */
export async function mailsTo(
  app: FastifyInstance,
  to: string,
): Promise<{ subject: string; text: string; html: string }[]> {
  const res = await app.inject({
    method: 'GET',
    url: `/dev/mailbox.json?to=${encodeURIComponent(to)}`,
  });
  return res.json().data;
}

/** The token of the newest mailed link to `path` (e.g. /email-verification). For tests. */
export async function mailedToken(app: FastifyInstance, to: string, path: string): Promise<string> {
  for (const mail of await mailsTo(app, to)) {
    const m = mail.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`));
    if (m) return decodeURIComponent(m[1]!);
  }
  throw new Error(`no mail to ${to} with a ${path} link`);
}
