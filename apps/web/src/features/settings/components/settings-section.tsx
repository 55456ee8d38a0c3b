import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface SettingsSectionProps {
  title: string;
  description?: string;
  Icon: LucideIcon;
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({ title, description, Icon, children }: SettingsSectionProps) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white shadow-sm p-5 sm:p-6"
      role="region"
      aria-labelledby={id}
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-lg font-bold text-ink">
            {title}
          </h2>
          {description && <p className="text-sm text-muted">{description}</p>}
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </div>
  );
}
