// orion: the module's public face. Other modules import only this file (ADR 0039).
export {
  ANALYSIS_COST,
  chargeAnalysis,
  creditSummary,
  FREE_MONTHLY_CREDITS,
  HERO_EXTRA_CREDITS,
  lockBalance,
  refundAnalysis,
} from './credits.ts';
export { orionRoutes } from './routes.ts';
export { orionSubscriber } from './subscriber.ts';
