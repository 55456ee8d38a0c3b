import type { AdminUserDetail } from '@ascend/contract';
import { useUserActionMutation } from '../api/admin-api.ts';
import { useOperatorRole } from '../lib/role.ts';
import { ReasonDialog, type NumberField } from './reason-dialog.tsx';

interface Action {
  path: string;
  label: string;
  title: string;
  description: string;
  confirm: string;
  danger?: boolean;
  number?: NumberField;
}

const money: Action[] = [
  {
    path: 'credits',
    label: 'Add or remove credits',
    title: 'Orion credits',
    description: 'A positive number adds credits, a negative one removes them (never below 0).',
    confirm: 'Change credits',
    number: { name: 'amount', label: 'Credits', hint: 'For example 100 or -30', initial: '' },
  },
  {
    path: 'hero',
    label: 'Grant Hero days',
    title: 'Grant Hero days',
    description:
      'The active plan runs longer, or a plan of this many days starts now. It does not renew.',
    confirm: 'Grant days',
    number: { name: 'days', label: 'Days', hint: '1 to 366', initial: '30' },
  },
];

/** The actions on one learner, grouped by who may take them (the server decides). */
export function UserActions({ user }: { user: AdminUserDetail }) {
  const role = useOperatorRole();
  const [act] = useUserActionMutation();
  const run = (path: string) => (body: { reason: string; amount?: number; days?: number }) =>
    act({ id: user.id, path, body }).unwrap();

  const access: Action[] = [
    ...(user.hero.active
      ? [
          {
            path: 'hero/end',
            label: 'End Hero now',
            title: 'End Hero access',
            description: 'Every active Hero period ends now.',
            confirm: 'End Hero',
            danger: true,
          },
        ]
      : []),
    {
      path: 'sign-out',
      label: 'Sign out everywhere',
      title: 'Sign out every session',
      description: 'Every session of this learner ends; they must sign in again.',
      confirm: 'Sign out everywhere',
    },
    user.disabled
      ? {
          path: 'enable',
          label: 'Enable account',
          title: 'Enable the account',
          description: 'The learner can sign in again and shows on boards and leagues.',
          confirm: 'Enable',
        }
      : {
          path: 'disable',
          label: 'Disable account',
          title: 'Disable the account',
          description:
            'The learner cannot sign in and is hidden from leaderboards and leagues. Nothing is deleted.',
          confirm: 'Disable',
          danger: true,
        },
  ];
  const moderation: Action[] = [
    {
      path: 'reset-username',
      label: 'Reset username',
      title: 'Reset the username',
      description: 'The username becomes a neutral one (learner_…); they may choose a new one.',
      confirm: 'Reset username',
    },
    {
      path: 'reset-avatar',
      label: 'Remove avatar',
      title: 'Remove the avatar',
      description: 'The picture is deleted; the profile shows the default.',
      confirm: 'Remove avatar',
    },
  ];

  const group = (title: string, actions: Action[], adminOnly: boolean) => (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">
        {title}
        {adminOnly && role !== 'admin' && ' · admin only'}
      </h3>
      <div className="mt-2 flex flex-wrap gap-2">
        {actions.map((a) => (
          <ReasonDialog
            key={a.path}
            label={a.label}
            title={a.title}
            description={a.description}
            confirm={a.confirm}
            variant={a.danger ? 'danger' : 'secondary'}
            number={a.number}
            onSubmit={run(a.path)}
          />
        ))}
      </div>
    </div>
  );

  return (
    <section
      aria-labelledby="actions-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="actions-title" className="text-lg font-bold text-ink">
        Actions
      </h2>
      {group('Moderation', moderation, false)}
      {group('Money', money, true)}
      {group('Access', access, true)}
    </section>
  );
}
