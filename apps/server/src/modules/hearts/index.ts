// hearts: the module's public face. Other modules import only this file (ADR 0039).
export { heartsRoutes } from './routes.ts';
export {
  type HeartRow,
  type HeartState,
  heartsView,
  MAX_HEARTS,
  readHearts,
  resetBefore,
  toState,
} from './state.ts';
export { heartsGate, heartsUnchangedFrom } from './answer-gate.ts';
