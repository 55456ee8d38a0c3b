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

/** A body the avatar check takes for a PNG (the PNG signature, then filler). For tests. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/** Builds a multipart/form-data body by hand, as a browser's FormData would send it. */
export function form(
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const boundary = '----ascendtest' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.name}"; filename="a.png"\r\ncontent-type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
    );
    parts.push(file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
