import {
  escapeHtml,
  layout,
  paragraph,
  textLayout,
  type RenderedMail,
} from '../../mail/templates/layout.ts';
import { formatPrice, planTitle, type PlanType } from './pricing.ts';

export interface Receipt {
  name: string;
  plan: PlanType;
  amount: number;
  currency: string;
  reference: string;
  paidAt: Date;
  periodEnd: Date;
  promotion: { position: number; appliesAt: Date } | null;
  appLink: string;
}

const day = (d: Date) =>
  d.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The receipt every purchase gets (an account mail: it goes out even to unsubscribed learners). */
export function receiptMail(r: Receipt): RenderedMail {
  const title = 'Thank you for choosing Hero';
  const intro = `Hi ${r.name}, your Hero plan is active: unlimited hearts and access to new features until ${day(r.periodEnd)}.`;
  const rows: [string, string][] = [
    ['Plan', planTitle(r.plan)],
    ['Amount paid', `${formatPrice(r.amount, r.currency)} (${r.currency})`],
    ['Date', day(r.paidAt)],
    ['Access until', day(r.periodEnd)],
    ['Reference', r.reference],
  ];
  const promo = r.promotion
    ? `You are buyer number ${r.promotion.position} of our launch promotion: 2 weeks of exclusive access and 1000 Orion credits will be added to your account on ${day(r.promotion.appliesAt)}.`
    : null;
  const table = `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;margin:8px 0 18px;border-collapse:collapse;font-size:15px">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:8px 0;color:#6b7280;border-bottom:1px solid #e5e7eb">${escapeHtml(k)}</td><td style="padding:8px 0;text-align:right;color:#111827;font-weight:600;border-bottom:1px solid #e5e7eb">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>`;
  return {
    subject: `Your Ascend Chess receipt: ${planTitle(r.plan)}`,
    html: layout(
      title,
      paragraph(intro) +
        table +
        (promo ? paragraph(promo) : '') +
        paragraph(`Keep climbing: ${r.appLink}`),
    ),
    text: textLayout(title, [
      intro,
      '',
      ...rows.map(([k, v]) => `${k}: ${v}`),
      ...(promo ? ['', promo] : []),
      '',
      `Keep climbing: ${r.appLink}`,
    ]),
  };
}
