import type { SubmitPlayGameBody } from '@ascend/contract';
import { GAMES, runOn } from './offline-db.ts';

/**
 * Finished Play games not yet accepted by the server (offline, or the send failed), kept in
 * IndexedDB under their client id, so a resend is the same game (the server counts it once).
 */
export interface QueuedGame extends SubmitPlayGameBody {
  user_id: number;
}

const CHANGED = 'ascend-offline-games-changed';
const announce = () => window.dispatchEvent(new Event(CHANGED));

export async function enqueueGame(game: QueuedGame): Promise<void> {
  await runOn(GAMES, 'readwrite', (store) => store.put(game));
  announce();
}

export async function queuedGames(userId: number): Promise<QueuedGame[]> {
  const all = await runOn<QueuedGame[]>(GAMES, 'readonly', (store) => store.getAll());
  return all.filter((g) => g.user_id === userId);
}

export async function removeGame(clientId: string): Promise<void> {
  await runOn(GAMES, 'readwrite', (store) => store.delete(clientId));
  announce();
}

/** Calls `listener` whenever a game is queued or sent (in this tab). */
export function onGameQueueChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  return () => window.removeEventListener(CHANGED, listener);
}
