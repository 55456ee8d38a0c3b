import type { FastifyInstance } from 'fastify';
import { MailDelivery } from '../mail/delivery.ts';
import { repairLeaderboards } from '../modules/leaderboard/index.ts';
import { rollOverDueWeeks } from '../modules/leagues/index.ts';
import { applyDueEntitlements, deliverSandboxWebhook } from '../modules/subscription/index.ts';
import { sendDueReminders } from '../modules/habit/index.ts';
import { analyseGame, failAnalysis, resumeWaitingGames } from '../modules/orion-games/index.ts';
import { queueAllSyncs, syncAccount } from '../modules/orion-accounts/index.ts';
import type { JobHandlers } from './job-types.ts';

/**
 * What each job does, in the modules that own the work. Built once the app is, since the
 * sandbox webhook goes through the app's own routes; the SMTP transport closes with it.
 */
export function jobHandlers(app: FastifyInstance): JobHandlers {
  const { deps } = app;
  const mail = new MailDelivery(deps.db, deps.config.MAIL_FROM, deps.config.SMTP_URL);
  app.addHook('onClose', async () => mail.close());
  return {
    'mail.deliver': ({ mailId }) => mail.deliver(mailId),
    'mail.failed': ({ mailId }) => mail.markFailed(mailId),
    'entitlements.apply': async () => {
      const applied = await applyDueEntitlements(deps, deps.clock.now());
      if (!applied) return;
      app.log.info({ applied }, 'launch benefits applied');
      // New credits: imported games waiting for them can start.
      await deps.queue.enqueue('orion.resume-waiting', {});
    },
    'sandbox.webhook': (webhook) => deliverSandboxWebhook(app, webhook),
    'leaderboard.repair': () => repairLeaderboards(deps),
    'leagues.rollover': async () => {
      const weeks = await rollOverDueWeeks(deps, { killAt: deps.config.FAULT_KILL_IN_ROLLOVER });
      if (weeks.length) app.log.info({ weeks }, 'league weeks rolled over');
    },
    'habit.reminders': async () => {
      const sent = await sendDueReminders(deps, deps.clock.now(), app.log);
      if (sent) app.log.info({ sent }, 'streak reminders sent');
    },
    'orion.analyse': ({ gameId }) => analyseGame(deps, gameId),
    'orion.analyse.failed': ({ gameId }) => failAnalysis(deps, gameId),
    'orion.resume-waiting': async ({ userId }) => {
      const started = await resumeWaitingGames(deps, deps.clock.now(), userId);
      if (started) app.log.info({ started }, 'waiting Orion games started');
    },
    'orion.sync': async ({ accountId }) => {
      if (accountId === undefined) await queueAllSyncs(deps);
      else await syncAccount(deps, accountId, deps.clock.now());
    },
  };
}
