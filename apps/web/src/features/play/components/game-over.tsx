import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ENDING_TEXT } from '../lib/game.ts';
import type { Ending } from '../hooks/use-play-game.ts';
import type { Sent } from '../hooks/use-send-game.ts';

const headline = (e: Ending) => (e.score === 1 ? 'You won' : e.score === 0 ? 'You lost' : 'Draw');

/** The result, what it did to the rating, and where the game went (saved, queued, refused). */
export function GameOver({
  ending,
  sent,
  onResend,
  onAgain,
}: {
  ending: Ending;
  sent: Sent;
  onResend: () => void;
  onAgain: () => void;
}) {
  return (
    <section
      aria-labelledby="game-over-title"
      data-testid="game-over"
      className="rounded-3xl border-2 border-slate-200 bg-white p-5"
    >
      <h2 id="game-over-title" className="text-2xl font-extrabold text-ink">
        {headline(ending)} {ENDING_TEXT[ending.termination]}
      </h2>
      <p className="text-muted">{ending.result}</p>
      <div role="status" className="mt-3 text-ink" data-testid="game-sync">
        {sent.state === 'sending' && 'Saving the game…'}
        {sent.state === 'saved' && (
          <>
            <p>
              Play rating {sent.result.rating_before} →{' '}
              <strong>{sent.result.play_rating.rating}</strong> · +{sent.result.xp} xp
            </p>
            <p className="text-sm text-muted">
              Orion is analysing it; its lessons go to your review.
            </p>
          </>
        )}
        {sent.state === 'queued' &&
          'Saved on this device. It will be sent, rated and analysed when you are back online.'}
        {sent.state === 'refused' && (
          <p className="text-danger">
            The game was not accepted: {sent.message}{' '}
            <button type="button" className="underline" onClick={onResend}>
              Try again
            </button>
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onAgain}>
          New game
        </button>
        {sent.state === 'saved' && sent.result.orion_game_id !== null && (
          <Link
            to={`/app/orion/games/${sent.result.orion_game_id}`}
            className={buttonClass('secondary', 'sm')}
          >
            Game report
          </Link>
        )}
      </div>
    </section>
  );
}
