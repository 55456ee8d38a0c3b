/** The shared look of every mail: green (#16a34a) header with the "Ascend Chess" wordmark. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const GREEN = '#16a34a';

export function button(label: string, href: string): string {
  return `<p style="margin:28px 0;text-align:center"><a href="${escapeHtml(href)}" style="background:${GREEN};color:#ffffff;text-decoration:none;font-weight:700;padding:12px 28px;border-radius:12px;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:13px;color:#6b7280">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(href)}" style="color:${GREEN};word-break:break-all">${escapeHtml(href)}</a></p>`;
}

export const paragraph = (text: string): string =>
  `<p style="margin:0 0 14px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(text)}</p>`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:Segoe UI,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:16px;overflow:hidden">
<tr><td style="background:${GREEN};padding:20px 28px;color:#ffffff;font-size:22px;font-weight:800;letter-spacing:0.3px">&#9822; Ascend Chess</td></tr>
<tr><td style="padding:28px">
<h1 style="margin:0 0 18px;font-size:22px;color:#111827">${escapeHtml(title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 28px;background:#f9fafb;color:#9ca3af;font-size:12px">Ascend Chess &middot; Learn chess one step at a time. You receive this mail because of an action on your Ascend Chess account.</td></tr>
</table></td></tr></table></body></html>`;
}

/** The text part mirrors the HTML: same words, links written out. */
export const textLayout = (title: string, lines: string[]): string =>
  [`Ascend Chess`, '', title, '', ...lines, '', '— The Ascend Chess team'].join('\n');
