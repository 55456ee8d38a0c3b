import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PlayTermination, SubmitPlayGameResult, TimeControl } from '@ascend/contract';
import {
  DRAW_JUDGE_DEPTH,
  deadLevel,
  levelDistribution,
  sampleMove,
  seededRandom,
  type PlayLevel,
} from '@ascend/human';
import { useEngine } from '../../../lib/engine/use-engine.ts';
import { drawOfferPossible, replay, resultOf, scoreOf, toPgn, type Side } from '../lib/game.ts';
import { OpponentClient } from '../lib/opponent-client.ts';
import { CLOCKS, useClocks } from './use-clocks.ts';
import { useSendGame, type Sent } from './use-send-game.ts';

export interface GameSetup {
  level: PlayLevel;
  color: Side;
  timeControl: TimeControl;
  /** A fixed sampling seed (?seed=): the same moves give the same replies. */
  seed: number | null;
}

export interface Ending {
  termination: PlayTermination;
  score: number;
  result: '1-0' | '0-1' | '1/2-1/2';
}

/** How long the opponent "thinks": a person's pause, shorter on a clock. */
function thinkingTime(random: () => number, timeControl: TimeControl, seeded: boolean) {
  if (seeded) return 150;
  const base = timeControl === 'none' ? 500 : 300;
  return base + random() * 900;
}

/**
 * One game against the human-like opponent: the learner's moves, the opponent's replies
 * (sampled from the level's distribution in a worker, after a short pause), the clocks, resign,
 * draw offers judged by the engine, takebacks in casual games, and the finished game sent (or
 * queued offline).
 */
export function usePlayGame(setup: GameSetup) {
  const [moves, setMoves] = useState<string[]>([]);
  const [ending, setEnding] = useState<Ending | null>(null);
  const [thinking, setThinking] = useState(false);
  const [opponentError, setOpponentError] = useState<string | null>(null);
  const [drawAnswer, setDrawAnswer] = useState<string | null>(null);
  const [offering, setOffering] = useState(false);
  const position = useMemo(() => replay(moves), [moves]);
  const opponent = useRef<OpponentClient | null>(null);
  const random = useRef(setup.seed === null ? Math.random : seededRandom(setup.seed));
  const asked = useRef(-1);
  const engine = useEngine();
  const [sent, send, resend] = useSendGame();
  const learnerToMove = position.turn === setup.color;
  const clocks = useClocks(setup.timeControl, position.turn, moves.length, ending !== null);

  const finish = useCallback(
    (termination: PlayTermination, played: string[]) => {
      const p = replay(played);
      const lastMover: Side = played.length % 2 === 1 ? 'w' : 'b';
      const score = scoreOf(termination, setup.color, lastMover);
      const result = resultOf(score, setup.color);
      setEnding({ termination, score, result });
      void send({
        client_id: crypto.randomUUID(),
        pgn: toPgn(p.sans, result),
        level: setup.level.rating as never,
        color: setup.color === 'w' ? 'white' : 'black',
        termination,
        time_control: setup.timeControl,
      });
    },
    [send, setup],
  );

  useEffect(() => {
    const client = new OpponentClient();
    opponent.current = client;
    client.warm(setup.level.net).catch((e: Error) => setOpponentError(e.message));
    return () => {
      client.dispose();
      opponent.current = null;
    };
  }, [setup.level.net]);

  // The board's own endings, whoever moved last.
  useEffect(() => {
    if (!ending && position.ending) finish(position.ending, moves);
  }, [ending, position.ending, moves, finish]);

  // The learner's flag falls: a loss on time.
  useEffect(() => {
    if (!ending && clocks.flagged === setup.color) finish('timeout', moves);
  }, [ending, clocks.flagged, setup.color, moves, finish]);

  // The opponent's turn: ask once per position, sample, pause like a person, move.
  useEffect(() => {
    if (ending || position.ending || learnerToMove || asked.current === moves.length) return;
    const client = opponent.current;
    if (!client) return;
    asked.current = moves.length;
    let cancelled = false;
    setThinking(true);
    const started = performance.now();
    void client
      .policy(setup.level.net, moves)
      .then(async (policy) => {
        const uci = sampleMove(levelDistribution(policy, setup.level), random.current);
        const wait = thinkingTime(Math.random, setup.timeControl, setup.seed !== null);
        const left = wait - (performance.now() - started);
        if (left > 0) await new Promise((r) => setTimeout(r, left));
        if (cancelled || !uci) return;
        setMoves((m) => (m.length === asked.current ? [...m, uci] : m));
      })
      .catch((e: Error) => setOpponentError(e.message))
      .finally(() => {
        if (!cancelled) setThinking(false);
      });
    return () => {
      cancelled = true;
      asked.current = -1;
      setThinking(false);
    };
  }, [ending, position.ending, learnerToMove, moves, setup]);

  const play = useCallback(
    (uci: string) => {
      if (ending || !learnerToMove || thinking) return;
      setDrawAnswer(null);
      setMoves((m) => [...m, uci]);
    },
    [ending, learnerToMove, thinking],
  );

  const resign = useCallback(() => {
    if (!ending) finish('resigned', moves);
  }, [ending, finish, moves]);

  const canTakeBack =
    setup.timeControl === 'none' &&
    !ending &&
    learnerToMove &&
    !thinking &&
    moves.some((_, i) => (i % 2 === 0) === (setup.color === 'w'));
  const takeBack = useCallback(() => {
    if (!canTakeBack) return;
    setDrawAnswer(null);
    // Back to before the learner's last move: their move and the reply to it.
    setMoves((m) =>
      m.slice(0, m.length - (m.length % 2 === (setup.color === 'w' ? 0 : 1) ? 2 : 1)),
    );
  }, [canTakeBack, setup.color]);

  const offerDraw = useCallback(async () => {
    if (ending || offering) return;
    if (!drawOfferPossible(position, moves.length)) {
      setDrawAnswer('The opponent declines: it is too early for a draw (ten moves each first).');
      return;
    }
    setOffering(true);
    try {
      // The server's rule (ADR 0046): the same engine, depth and threshold judge the position.
      const line = await engine().analyse(position.fen, { depth: DRAW_JUDGE_DEPTH });
      if (deadLevel(line?.score)) finish('draw_agreed', moves);
      else setDrawAnswer('The opponent declines: it thinks the position is not level yet.');
    } catch {
      setDrawAnswer('The opponent could not judge the position; play on.');
    } finally {
      setOffering(false);
    }
  }, [ending, offering, position, moves, engine, finish]);

  return {
    moves,
    position,
    ending,
    thinking,
    opponentError,
    learnerToMove,
    play,
    resign,
    takeBack,
    canTakeBack,
    offerDraw,
    offering,
    drawAnswer,
    clocks: setup.timeControl === 'none' ? null : clocks,
    sent,
    resend,
  };
}

export type { Sent, SubmitPlayGameResult };
export { CLOCKS };
