// review: the module's public face. Other modules import only this file (ADR 0039).
export { addPuzzleToDeck } from './deck.ts';
export { reviewRoutes } from './routes.ts';
export { reviewSubscriber } from './subscriber.ts';
