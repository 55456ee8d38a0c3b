import { Flag, Handshake, Undo2 } from 'lucide-react';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { usePlayGame, type GameSetup } from '../hooks/use-play-game.ts';
import { GameOver } from './game-over.tsx';
import { MoveList } from './move-list.tsx';
import { PlayerBar } from './player-bar.tsx';

const boardSize = 'w-full max-w-[min(100%,560px,calc(100dvh-260px))] min-w-[min(100%,280px)]';

/** A game in progress: the board between the two players, the moves and the game's buttons. */
export function PlayGame({ setup, onAgain }: { setup: GameSetup; onAgain: () => void }) {
  const g = usePlayGame(setup);
  const { position, clocks } = g;
  const me = setup.color;
  const them = me === 'w' ? 'b' : 'w';
  const lead = (side: 'w' | 'b') =>
    Math.max(0, side === 'w' ? position.balance : -position.balance);
  const status = g.ending
    ? 'The game is over.'
    : g.opponentError
      ? g.opponentError
      : g.thinking
        ? `${setup.level.name} is thinking…`
        : g.learnerToMove
          ? 'Your move.'
          : 'Loading the opponent…';

  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
      <div className={`${boardSize} mx-auto flex flex-col gap-2 lg:mx-0`}>
        <PlayerBar
          testId="opponent-bar"
          name={setup.level.name}
          detail={`(${setup.level.rating})`}
          taken={position.captured[them]}
          lead={lead(them)}
          clockMs={clocks ? clocks[them] : null}
          running={!g.ending && position.turn === them && g.moves.length > 0}
        />
        <ChessBoard
          id="play"
          position={position.fen}
          orientation={me === 'w' ? 'white' : 'black'}
          lastMove={position.last}
          onMove={g.learnerToMove && !g.ending && !g.thinking ? g.play : undefined}
          label={`Your game against ${setup.level.name}, you play ${me === 'w' ? 'White' : 'Black'}`}
          footer={
            <PlayerBar
              testId="learner-bar"
              name="You"
              detail={me === 'w' ? '(White)' : '(Black)'}
              taken={position.captured[me]}
              lead={lead(me)}
              clockMs={clocks ? clocks[me] : null}
              running={!g.ending && position.turn === me && g.moves.length > 0}
            />
          }
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 lg:max-w-sm">
        <p
          role="status"
          aria-live="polite"
          className="font-semibold text-ink"
          data-testid="play-status"
        >
          {status}
        </p>
        {g.ending ? (
          <GameOver ending={g.ending} sent={g.sent} onResend={g.resend} onAgain={onAgain} />
        ) : (
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void g.offerDraw()}
              pending={g.offering}
            >
              <Handshake aria-hidden="true" className="size-4" /> Offer draw
            </Button>
            {setup.timeControl === 'none' && (
              <Button variant="secondary" size="sm" onClick={g.takeBack} disabled={!g.canTakeBack}>
                <Undo2 aria-hidden="true" className="size-4" /> Take back
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={g.resign}>
              <Flag aria-hidden="true" className="size-4" /> Resign
            </Button>
          </div>
        )}
        {g.drawAnswer && !g.ending && (
          <p role="status" className="text-sm text-muted" data-testid="draw-answer">
            {g.drawAnswer}
          </p>
        )}
        <MoveList sans={position.sans} />
      </div>
    </div>
  );
}
