import { escapeHtml, layout, paragraph, textLayout, type RenderedMail } from './layout.ts';

/** What support receives for each contact-form message. */
export function contactMail(msg: { name: string; email: string; message: string }): RenderedMail {
  const title = `Contact form: ${msg.name}`;
  const from = `From: ${msg.name} <${msg.email}>`;
  const body = `<pre style="white-space:pre-wrap;font-family:inherit;font-size:15px;background:#f9fafb;padding:14px;border-radius:8px">${escapeHtml(msg.message)}</pre>`;
  return {
    subject: `[Contact] Message from ${msg.name}`,
    html: layout(title, paragraph(from) + body),
    text: textLayout(title, [from, '', msg.message]),
  };
}
