import { useState } from 'react';
import { Lightbulb } from 'lucide-react';
import { ChessBoard } from '../../../components/board/chess-board.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useLessonIdeaQuery } from '../api/exercise-api.ts';

const notFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * The lesson's idea at any time: a header button opening the coach's paragraph and its example
 * board (content/syllabus.json via lessons/:id/idea/). A lesson the syllabus does not name has no
 * button; loading and a failed load show in the dialog.
 */
export function IdeaCard({ lessonId }: { lessonId: number }) {
  const [open, setOpen] = useState(false);
  const idea = useLessonIdeaQuery(lessonId);
  if (notFound(idea.error)) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label="The idea of this lesson"
        data-testid="idea-button"
        className="grid size-11 shrink-0 place-items-center rounded-full text-amber-500 hover:bg-amber-50 hover:text-amber-600 focus-visible:outline-3 focus-visible:outline-brand-400"
      >
        <Lightbulb aria-hidden="true" className="size-7" />
      </button>
      <DialogContent
        title={idea.data?.name ?? 'The idea of this lesson'}
        description={idea.data ? 'The idea of this lesson' : undefined}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
      >
        {idea.isLoading ? (
          <Spinner label="Loading the idea" className="py-8" />
        ) : idea.data ? (
          <div className="grid gap-4" data-testid="idea-card">
            <p className="text-base leading-relaxed text-ink">{idea.data.explanation}</p>
            <ChessBoard
              id="idea"
              position={idea.data.example.fen}
              orientation={idea.data.example.fen.split(' ')[1] === 'b' ? 'black' : 'white'}
              arrows={idea.data.example.arrows}
              highlights={idea.data.example.highlights}
              label={`Example: ${idea.data.name}`}
            />
          </div>
        ) : (
          <LoadError
            title="Could not load the idea"
            message="Check your connection and try again."
            retrying={idea.isFetching}
            onRetry={() => void idea.refetch()}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
