// leagues: the module's public face. Other modules import only this file (ADR 0039).
export { rollOverDueWeeks } from './rollover.ts';
export { leagueRoutes } from './routes.ts';
export { leaguesSubscriber } from './subscriber.ts';
