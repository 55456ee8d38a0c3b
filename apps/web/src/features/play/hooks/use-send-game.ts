import { useCallback, useRef, useState } from 'react';
import type { SubmitPlayGameBody, SubmitPlayGameResult } from '@ascend/contract';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { enqueueGame } from '../../../lib/offline/game-queue.ts';
import { useSubmitPlayGameMutation } from '../api/play-api.ts';

export type Sent =
  | { state: 'idle' | 'sending' }
  | { state: 'saved'; result: SubmitPlayGameResult }
  /** Offline or unreachable: kept on the device, sent when back (features/pwa's game sync). */
  | { state: 'queued' }
  | { state: 'refused'; message: string };

/** Sends the finished game; offline or on a network failure it joins the device's queue. */
export function useSendGame() {
  const [submit] = useSubmitPlayGameMutation();
  const { userId } = useAuth();
  const [sent, setSent] = useState<Sent>({ state: 'idle' });
  const last = useRef<SubmitPlayGameBody | null>(null);

  const send = useCallback(
    async (body: SubmitPlayGameBody) => {
      last.current = body;
      setSent({ state: 'sending' });
      const queue = async () => {
        if (userId !== null) await enqueueGame({ ...body, user_id: userId });
        setSent({ state: 'queued' });
      };
      if (!navigator.onLine) return queue();
      try {
        setSent({ state: 'saved', result: await submit(body).unwrap() });
      } catch (error) {
        const status = (error as { status?: unknown }).status;
        if (typeof status !== 'number' || status >= 500) return queue();
        setSent({ state: 'refused', message: toProblem(error as never).message });
      }
    },
    [submit, userId],
  );

  const resend = useCallback(() => {
    if (last.current) void send(last.current);
  }, [send]);

  return [sent, send, resend] as const;
}
