import { useParams } from 'react-router';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { fresh, useClimbSectionsQuery, useClimbUnitsQuery } from '../api/climb-api.ts';
import { BackLink } from '../components/back-link.tsx';
import { ClimbEmpty, ClimbError, ClimbSkeleton } from '../components/climb-states.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { UnitCard } from '../components/unit-card.tsx';
import { sectionHref } from '../lib/path.ts';

/** /app/climb/{id} — the units of one section, each with its progress. */
export default function SectionUnitsPage() {
  const sectionId = Number(useParams().id);
  const valid = Number.isInteger(sectionId) && sectionId > 0;
  const sectionsQ = useClimbSectionsQuery(1, fresh);
  const unitsQ = useClimbUnitsQuery(valid ? sectionId : 0, { ...fresh, skip: !valid });
  const section = sectionsQ.data?.results.find((s) => s.id === sectionId);
  usePageTitle(section ? `${section.title} · Units` : 'Units');

  let body;
  if (!valid || (sectionsQ.data && !section)) {
    body = (
      <ClimbEmpty title="We could not find this section">
        It may have been removed. Your climb has everything that is open to you.
      </ClimbEmpty>
    );
  } else if (unitsQ.error || sectionsQ.error) {
    body = (
      <ClimbError
        title="We could not load this section"
        error={unitsQ.error ?? sectionsQ.error}
        retrying={unitsQ.isFetching || sectionsQ.isFetching}
        onRetry={() => {
          void unitsQ.refetch();
          void sectionsQ.refetch();
        }}
      />
    );
  } else if (!unitsQ.data || !section)
    body = <ClimbSkeleton kind="cards" label="Loading the units" />;
  else if (unitsQ.data.length === 0)
    body = <ClimbEmpty title="No units yet">This section is still being written.</ClimbEmpty>;
  else {
    body = (
      <ol className="mt-6 grid gap-4 sm:grid-cols-2">
        {unitsQ.data.map((unit, i) => (
          <li key={unit.id} className="flex">
            <UnitCard unit={unit} index={i} />
          </li>
        ))}
      </ol>
    );
  }

  const percent =
    section && section.lessons_total > 0
      ? (section.lessons_completed / section.lessons_total) * 100
      : 0;
  return (
    <div className="mx-auto max-w-4xl px-4 py-6 lg:px-8 lg:py-8">
      <BackLink to={section ? sectionHref(section) : '/app/climb'}>Back to the climb</BackLink>
      {section && (
        <header className="mt-3">
          <div className="flex flex-wrap items-center gap-2">
            <p className="text-xs font-bold uppercase tracking-widest text-muted">
              Section {section.number}
            </p>
            <StatusBadge status={section.status} />
          </div>
          <h1 className="mt-1 text-3xl font-extrabold text-ink">{section.title}</h1>
          <p className="mt-1 max-w-2xl text-muted">{section.description}</p>
          <div className="mt-4 flex max-w-md items-center gap-3">
            <ProgressBar
              value={percent}
              label={`${section.title}: ${section.lessons_completed} of ${section.lessons_total} lessons`}
            />
            <span className="shrink-0 text-sm font-bold text-muted">
              {section.units_completed}/{section.units_total} units
            </span>
          </div>
        </header>
      )}
      {body}
    </div>
  );
}
