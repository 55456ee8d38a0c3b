import { and, eq, isNull, sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import { profileUpdateFields } from '@ascend/contract';
import type { Deps } from '../../deps.ts';
import { emailTokens, users } from '../../db/schema/index.ts';
import { isUniqueViolation } from './db-errors.ts';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import { removeAvatar, saveAvatar } from './avatars.ts';
import { checkPassword } from './passwords.ts';
import { currentUserView, findActiveUser, publicUserView } from './present.ts';
import { revokeAllSessions } from './refresh-tokens.ts';
import type { ProfileForm } from './profile-form.ts';
import { checkZone, saveHabitSettings } from '../habit/index.ts';

export async function publicProfile(deps: Deps, id: number) {
  const user = await findActiveUser(deps.db, id);
  if (!user) throw notFound('User');
  return publicUserView(user);
}

function parseFields(raw: Record<string, string>) {
  const parsed = profileUpdateFields.safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const i of parsed.error.issues) fields[String(i.path[0] ?? '_')] ??= i.message;
    const [key, msg] = Object.entries(fields)[0]!;
    // The habit fields' messages are whole sentences ("Daily goal must be 10, 20, 30 or 50 xp").
    throw badRequest(HABIT_FIELDS.has(key) ? msg : `Invalid ${key}: ${msg}`, fields);
  }
  const { country } = parsed.data;
  if (country !== undefined && !countries.isValid(country)) {
    throw badRequest(
      `Unknown country code "${country}"; use an ISO 3166 alpha-2 code such as US or NG.`,
      {
        country: 'Use an ISO 3166 alpha-2 country code such as US or NG',
      },
    );
  }
  checkZone(parsed.data.time_zone);
  return parsed.data;
}

const HABIT_FIELDS = new Set(['daily_goal', 'time_zone', 'reminder_hour']);

/** Updates one's own profile; the avatar goes to the object store (local disk or S3). */
export async function updateProfile(
  deps: Deps,
  actorId: number,
  targetId: number,
  form: ProfileForm,
) {
  if (actorId !== targetId) throw forbidden('You can only change your own profile');
  const { daily_goal, time_zone, reminder_hour, ...changes } = parseFields(form.fields);
  const before = await findActiveUser(deps.db, actorId);
  if (!before) throw notFound('User');
  const avatarPath = form.avatar ? await saveAvatar(deps.objects, actorId, form.avatar) : undefined;
  try {
    if (Object.keys(changes).length || avatarPath) {
      await deps.db
        .update(users)
        .set({ ...changes, avatarPath })
        .where(eq(users.id, actorId));
    }
  } catch (err) {
    await removeAvatar(deps.objects, avatarPath ?? null);
    if (isUniqueViolation(err)) {
      throw new AppError(409, 'CONFLICT', 'This username is already taken. Choose another one.', {
        username: 'This username is already taken',
      });
    }
    throw err;
  }
  await saveHabitSettings(deps.db, actorId, { daily_goal, time_zone, reminder_hour });
  if (avatarPath) await removeAvatar(deps.objects, before.avatarPath);
  return currentUserView(deps.db, actorId, deps.clock.now());
}

/**
 * Deletes one's own account: personal data is erased (email freed for a new sign-up),
 * sessions and mailed links die; xp and other anonymous aggregates stay for the rankings.
 */
export async function deleteAccount(
  deps: Deps,
  actorId: number,
  targetId: number,
  password: string | undefined,
) {
  if (actorId !== targetId) throw forbidden('You can only delete your own account');
  const user = await findActiveUser(deps.db, actorId);
  if (!user) throw notFound('User');
  if (user.passwordHash && !(await checkPassword(user.passwordHash, password ?? ''))) {
    throw new AppError(400, 'INVALID_CREDENTIALS', 'The password is not correct.', {
      password: 'The password is not correct',
    });
  }
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        email: null,
        username: null,
        avatarPath: null,
        passwordHash: null,
        googleSub: null,
        country: null,
        marketingOptIn: false,
        deletedAt: now,
      })
      .where(and(eq(users.id, actorId), isNull(users.deletedAt)));
    await revokeAllSessions(tx, actorId, now);
    await tx.delete(emailTokens).where(eq(emailTokens.userId, actorId));
    await tx.execute(sql`delete from mail_outbox where user_id = ${actorId}`);
  });
  await removeAvatar(deps.objects, user.avatarPath);
  // The modules that keep the learner elsewhere (the boards) follow the deletion.
  for (const s of deps.subscribers) await s.accountDeleted?.(deps, actorId);
}
