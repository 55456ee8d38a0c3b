import { Button } from './button.tsx';

/** A panel's "could not load" state: what failed, the reason, and a retry. */
export function LoadError({
  title,
  message,
  retrying,
  onRetry,
}: {
  title: string;
  message: string;
  retrying: boolean;
  onRetry(): void;
}) {
  return (
    <div role="alert" className="px-4 py-10 text-center">
      <h2 className="text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1 text-muted">{message}</p>
      <Button className="mt-5" pending={retrying} onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
