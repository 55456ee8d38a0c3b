import { useCallback, useRef, useState } from 'react';
import type { SubmitPlayGameBody, SubmitPlayGameResult } from '@ascend/contract';
import { toProblem } from '../../../lib/api-error.ts';
import { useAuth } from '../../../lib/hooks.ts';
import { keepForRetry, useSubmitPlayGameMutation } from '../../../lib/game-send-api.ts';
import { enqueueGame } from '../../../lib/offline/game-queue.ts';

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
        if (keepForRetry(error)) return queue();
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
