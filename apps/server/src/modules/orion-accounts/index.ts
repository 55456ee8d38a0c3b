// orion-accounts: the module's public face. Other modules import only this file (ADR 0039).
export { orionAccountsRoutes } from './routes.ts';
export { queueAllSyncs, syncAccount } from './service.ts';
