import { useEffect, useMemo, useState } from 'react';
import type { ExerciseItem } from '@ascend/contract';
import { useEngine } from '../../../lib/engine/use-engine.ts';
import { useContinue } from '../hooks/use-continue.ts';
import { canContinue } from '../lib/answer-gate.ts';
import { useExerciseSession } from '../state/hooks.ts';
import { ExerciseHeader } from './exercise-header.tsx';
import { ExerciseView } from './exercise-view.tsx';
import { FeedbackBar } from './feedback-bar.tsx';
import { IdeaCard } from './idea-card.tsx';
import { OutOfHeartsDialog } from './out-of-hearts-dialog.tsx';
import { QuitDialog } from './quit-dialog.tsx';
import { RefutationMoves } from '../why/refutation-moves.tsx';
import { usePlayback } from '../why/use-playback.ts';
import { useWhyWrong } from '../why/use-why-wrong.ts';

interface ExercisePlayerProps {
  lessonId: number;
  exercises: ExerciseItem[];
  index: number;
  subscribed: boolean;
  onQuit: () => void;
}

const hints: Partial<Record<ExerciseItem['type'], string>> = {
  info_type: 'Read the card, then continue.',
  game_type: 'Reach the goal on the board. Continuing without it counts as a miss.',
};

/** The exercise screen: header, the exercise, the feedback bar and the two dialogs. */
export function ExercisePlayer({
  lessonId,
  exercises,
  index,
  subscribed,
  onQuit,
}: ExercisePlayerProps) {
  const exercise = exercises[index]!;
  const { answer, completed, attempt } = useExerciseSession();
  const [busy, setBusy] = useState(false);
  const [quitOpen, setQuitOpen] = useState(false);
  const flow = useContinue({ lessonId, exercises, index, answer, subscribed });
  const current = answer?.exerciseId === exercise.id ? answer : null;
  const enabled = canContinue(exercise.type, completed && current !== null, busy) && !flow.pending;
  const unlimited = subscribed || Boolean(flow.hearts?.unlimited);
  // An info card is not judged: no green bar, no "Well done!" for reading.
  const verdict = current && exercise.type !== 'info_type' ? current.correct : null;
  const engine = useEngine();
  const why = useWhyWrong(exercise, current, engine);
  const start = useMemo(() => (why.status === 'ready' ? why : null), [why]);
  const playback = usePlayback(start);
  const reason = why.status === 'ready' ? why.reason : current?.reason;
  const feedback = current
    ? [current.correct ? null : reason, exercise.feedback].filter(Boolean).join(' — ')
    : null;

  useEffect(() => setBusy(false), [exercise.id, attempt]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      // defaultPrevented: an open dialog (the idea card) took the key to close itself.
      if (quitOpen || flow.heartsDialog || event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        setQuitOpen(true);
      } else if (event.key === 'Enter' && enabled && !(event.target instanceof HTMLButtonElement)) {
        event.preventDefault();
        flow.continueLesson();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, quitOpen, flow]);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <ExerciseHeader
        position={index + 1}
        total={exercises.length}
        hearts={flow.hearts?.hearts ?? null}
        unlimited={unlimited}
        onClose={() => setQuitOpen(true)}
        extra={<IdeaCard lessonId={lessonId} />}
      />
      <main
        className="mx-auto w-full max-w-5xl flex-1 px-4 py-4 sm:px-6 sm:py-8"
        data-testid="exercise"
        data-type={exercise.type}
      >
        <ExerciseView
          key={`${exercise.id}-${attempt}`}
          exercise={exercise}
          answer={current}
          onBusy={setBusy}
          shown={playback.frame}
        />
      </main>
      <FeedbackBar
        verdict={verdict}
        feedback={feedback}
        hint={current ? null : (hints[exercise.type] ?? null)}
        canContinue={enabled}
        pending={flow.pending}
        onContinue={flow.continueLesson}
        onRetry={verdict === false ? flow.retry : null}
        refutation={
          start && (
            <RefutationMoves
              sans={playback.sans}
              step={playback.step}
              playing={playback.playing}
              onReplay={playback.replay}
            />
          )
        }
      />
      <QuitDialog open={quitOpen} onOpenChange={setQuitOpen} onQuit={onQuit} />
      <OutOfHeartsDialog
        open={flow.heartsDialog}
        onOpenChange={flow.setHeartsDialog}
        usedUpAt={flow.hearts?.used_up_at ?? null}
        onReset={flow.refetchHearts}
      />
    </div>
  );
}
