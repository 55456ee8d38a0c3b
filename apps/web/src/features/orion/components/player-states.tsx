import { Spinner } from '../../../components/ui/spinner.tsx';
import { Button } from '../../../components/ui/button.tsx';

export function PlayerLoading({ label }: { label: string }) {
  return (
    <div className="grid min-h-[50dvh] place-items-center text-muted">
      <Spinner className="[&>span:first-child]:size-8" label={label} />
    </div>
  );
}

export function PlayerError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="mx-auto mt-10 max-w-md rounded-3xl border-2 border-rose-200 bg-rose-50 p-6 text-center"
    >
      <p className="font-bold text-rose-900">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
