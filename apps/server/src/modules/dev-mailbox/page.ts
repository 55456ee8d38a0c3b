import { escapeHtml, GREEN } from '../../mail/templates/layout.ts';

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

// Links in the text part become clickable, so the verification link is one click away.
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The /dev/mailbox page: newest mail first, each with its text part and a link to the HTML part. */
export function mailboxPage(mails: Mail[]): string {
  const items = mails
    .map(
      (
        m,
      ) => `<article style="border:1px solid #e5e7eb;border-radius:12px;padding:14px 18px;margin:12px 0;background:#fff">
<div style="display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap"><strong>${escapeHtml(m.subject)}</strong><time style="color:#6b7280">${m.createdAt.toISOString()}</time></div>
<div style="color:#374151;margin:4px 0 10px">To: ${escapeHtml(m.to)} · <a href="/dev/mailbox/${m.id}">view HTML</a></div>
<pre style="white-space:pre-wrap;font-family:inherit;margin:0">${linkify(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Ascend Chess</title></head>
<body style="margin:0;font-family:Segoe UI,Helvetica,Arial,sans-serif;background:#f3f4f6">
<header style="background:${GREEN};color:#fff;padding:16px 24px;font-weight:800;font-size:20px">Ascend Chess · development mailbox</header>
<main style="max-width:820px;margin:0 auto;padding:12px 20px">
<p style="color:#4b5563">Every mail the app sent (newest first). Filter with <code>?to=address</code>; JSON at <a href="/dev/mailbox.json">/dev/mailbox.json</a>. Not available in production.</p>
${items || '<p>No mail yet.</p>'}
</main></body></html>`;
}
