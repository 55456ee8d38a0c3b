import { Link } from 'react-router';
import { SearchX, TriangleAlert } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';

function StateScreen({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children?: React.ReactNode;
}) {
  return (
    <main className="grid min-h-dvh place-items-center bg-white px-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        {icon}
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {children}
        <Link to="/app/climb" className={buttonClass('primary', 'md', 'mt-2')}>
          Back to the climb
        </Link>
      </div>
    </main>
  );
}

export function NoExercisesFound() {
  return (
    <StateScreen
      icon={<SearchX aria-hidden="true" className="size-14 text-slate-400" />}
      title="No Exercises Found"
    />
  );
}

export function ErrorLoadingExercises() {
  return (
    <StateScreen
      icon={<TriangleAlert aria-hidden="true" className="size-14 text-danger" />}
      title="Error Loading Exercises"
    >
      <p className="text-muted">
        We&apos;re sorry, but there was a problem loading the exercises. Please try again later or
        contact support if the issue persists.
      </p>
    </StateScreen>
  );
}
