import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { Stepper } from '../../../components/ui/stepper.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { usePuzzleSettingsQuery, useSavePuzzleSettingsMutation } from '../api/puzzles-api.ts';
import { difficultyRanges, formatRange, indexOfRange, rangeLabels } from '../lib/difficulty.ts';

/** Spec §4 and §9: the dialog closes 100 ms after Save, whether the save worked or not. */
export const CLOSE_AFTER_SAVE_MS = 100;

interface PuzzleSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function DifficultyForm({ onDone }: { onDone: () => void }) {
  const settings = usePuzzleSettingsQuery(undefined);
  const [save, saving] = useSavePuzzleSettingsMutation();
  const [chosen, setChosen] = useState<number | null>(null);
  const index =
    chosen ??
    indexOfRange(settings.data?.difficulty_range_from, settings.data?.difficulty_range_to);
  const range = difficultyRanges[index]!;

  async function onSave() {
    try {
      await save({ difficulty_range_from: range.from, difficulty_range_to: range.to }).unwrap();
      toast({ title: 'Successful', description: 'Settings updated successfully' });
    } catch {
      toast({
        title: 'Error occurred',
        description: 'Error saving puzzle settings',
        variant: 'destructive',
      });
    }
    setTimeout(onDone, CLOSE_AFTER_SAVE_MS);
  }

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="change-difficulty"
        className="rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200"
      >
        <h3
          id="change-difficulty"
          className="mb-3 text-sm font-bold tracking-wide text-muted uppercase"
        >
          Change difficulty
        </h3>
        <Stepper
          label="difficulty"
          options={difficultyRanges}
          index={index}
          onChange={setChosen}
          format={formatRange}
        />
        <p className="mt-3 text-center text-sm text-muted">
          <span className="font-semibold text-ink">{rangeLabels[index]}</span> · puzzles rated{' '}
          {range.from} to {range.to}
        </p>
      </section>
      <p className="text-sm text-muted">
        Your next puzzles come from this range; when it runs dry, the nearest range fills in.
      </p>
      <Button size="lg" onClick={onSave} pending={saving.isLoading} disabled={settings.isLoading}>
        Save
      </Button>
    </div>
  );
}

/** The puzzle screen's Settings dialog: a "Change difficulty" stepper over the four ranges and Save. */
export function PuzzleSettingsDialog({ open, onOpenChange }: PuzzleSettingsDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Settings">
        {open && <DifficultyForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
