import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { BoardDiagram } from '../components/board-diagram.tsx';

// A lone king wandered to the far corner: "climbed too far".
const LOST_KING = '7K/8/8/8/8/8/8/k7 w - - 0 1';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="grid min-h-dvh place-items-center bg-gradient-to-b from-brand-50 to-white px-4 py-12">
      <div className="flex max-w-md flex-col items-center text-center">
        <BoardDiagram
          fen={LOST_KING}
          highlight={['h8']}
          label="A lone white king in the far corner of the board"
          className="w-48"
        />
        <p className="mt-8 text-6xl font-black text-brand-600">404</p>
        <h1 className="mt-2 text-2xl font-extrabold text-ink sm:text-3xl">
          Oops, seems like you climbed too far..
        </h1>
        <Link to="/login" className={buttonClass('primary', 'lg', 'mt-8')}>
          Sign in
        </Link>
      </div>
    </main>
  );
}
