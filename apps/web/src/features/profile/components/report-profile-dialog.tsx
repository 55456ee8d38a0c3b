import { useState, type FormEvent } from 'react';
import { Flag } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { FormMessage, TextAreaField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useReportProfileMutation } from '../api/profile-api.ts';

/** "Report" on another learner's public profile: an offensive name or picture goes to support. */
export function ReportProfileDialog({ userId, username }: { userId: number; username: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [report, { isLoading }] = useReportProfileMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) {
      setError('Tell us what is wrong in at least 3 characters');
      return;
    }
    setError(null);
    try {
      await report({ id: userId, reason: reason.trim() }).unwrap();
      setSent(true);
    } catch (err) {
      setError(toProblem(err as Parameters<typeof toProblem>[0]).message);
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" className="shrink-0">
          <Flag aria-hidden="true" className="size-4" /> Report
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Report ${username}`}
        description="An offensive username or picture? Our support team will look at it."
      >
        {sent ? (
          <FormMessage tone="success">
            Thanks. Your report was sent to our support team.
          </FormMessage>
        ) : (
          <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
            <TextAreaField
              label="What is wrong?"
              value={reason}
              maxLength={500}
              className="min-h-24"
              onChange={(e) => setReason(e.target.value)}
            />
            {error && <FormMessage tone="error">{error}</FormMessage>}
            <Button type="submit" pending={isLoading} className="w-full">
              Send report
            </Button>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
