import { button, layout, paragraph, textLayout, type RenderedMail } from './layout.ts';

/** The daily streak reminder (ADR 0022); the one-click unsubscribe link turns reminders off. */
export function streakReminderMail(
  current: number,
  appLink: string,
  unsubscribeLink: string,
): RenderedMail {
  const title = current > 0 ? `Keep your ${current}-day streak alive` : 'Time for today’s chess';
  const intro =
    current > 0
      ? `You have not practised today yet. One lesson, or three puzzles, keeps your ${current}-day streak going.`
      : 'You have not practised today yet. One lesson, or three puzzles, starts a new streak.';
  const off = 'You receive this because you turned on daily reminders.';
  const footer = `<p style="margin:24px 0 0;font-size:12px;color:#9ca3af">${off} <a href="${unsubscribeLink}" style="color:#6b7280">Turn off reminders</a></p>`;
  return {
    subject: current > 0 ? `🔥 Your ${current}-day streak is waiting` : 'Your daily chess practice',
    html: layout(title, paragraph(intro) + button('Practise now', appLink) + footer),
    text: textLayout(title, [
      intro,
      '',
      `Practise now: ${appLink}`,
      '',
      `${off} Turn off reminders: ${unsubscribeLink}`,
    ]),
  };
}
