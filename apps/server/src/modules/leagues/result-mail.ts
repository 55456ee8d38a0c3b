import { leagueTierName, type LeagueResultKind } from '@ascend/contract';
import {
  button,
  layout,
  paragraph,
  textLayout,
  type RenderedMail,
} from '../../mail/templates/layout.ts';

export interface ResultForMail {
  result: LeagueResultKind;
  tierAfter: number;
  rank: number;
  xp: number;
}

/** The words of a week's result, shared by the mail (the notification says them in SQL). */
export function resultTitle(r: Pick<ResultForMail, 'result' | 'tierAfter'>): string {
  const name = leagueTierName(r.tierAfter);
  if (r.result === 'promoted') return `You moved up to ${name} league!`;
  if (r.result === 'demoted') return `You moved down to ${name} league`;
  return `You stayed in ${name} league`;
}

/** The weekly league result mail (marketing: only to learners who allow it). */
export function leagueResultMail(r: ResultForMail, appLink: string): RenderedMail {
  const title = resultTitle(r);
  const lines = [
    `You finished #${r.rank} in your league with ${r.xp} xp last week.`,
    r.result === 'demoted'
      ? 'A new week has started: a few lessons a day win the tier back.'
      : 'A new week has started: keep climbing.',
  ];
  return {
    subject: title,
    html: layout(title, lines.map(paragraph).join('\n') + button('See your league', appLink)),
    text: textLayout(title, [...lines, `See your league: ${appLink}`]),
  };
}
