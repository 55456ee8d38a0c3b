import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormMessage, InputField } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSaveProfile } from '../hooks/use-save-profile.ts';
import { checkUsername } from '../lib/username.ts';
import { AvatarCropper } from './avatar-cropper.tsx';
import { AvatarField } from './avatar-field.tsx';
import { CountrySelect } from './country-select.tsx';

export interface EditableUser {
  id: number;
  username: string | null;
  country: string | null;
  avatar_url: string | null;
  displayName: string;
}

type Errors = Partial<Record<'username' | 'country' | 'avatar' | 'form', string>>;

/** Username, country and photo, saved in one PATCH users/{id}/ as multipart form data. */
export function EditProfileDialog({
  user,
  open,
  onOpenChange,
}: {
  user: EditableUser;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { save, saving } = useSaveProfile();
  const [username, setUsername] = useState(user.username ?? '');
  const [country, setCountry] = useState(user.country);
  const [avatar, setAvatar] = useState<{ blob: Blob; url: string } | null>(null);
  const [cropping, setCropping] = useState<{ image: HTMLImageElement; url: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  // Each opening starts from the saved profile.
  useEffect(() => {
    if (!open) return;
    setUsername(user.username ?? '');
    setCountry(user.country);
    setAvatar(null);
    setCropping(null);
    setErrors({});
  }, [open, user.username, user.country]);
  // Object URLs hold the whole image in memory until revoked.
  useEffect(() => () => void (avatar && URL.revokeObjectURL(avatar.url)), [avatar]);
  useEffect(() => () => void (cropping && URL.revokeObjectURL(cropping.url)), [cropping]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const changedName = username.trim() !== (user.username ?? '');
    const nameError = changedName ? checkUsername(username) : null;
    if (nameError) return setErrors({ username: nameError });
    const changes = {
      ...(changedName ? { username } : {}),
      ...(country && country !== user.country ? { country } : {}),
      ...(avatar ? { avatar: avatar.blob } : {}),
    };
    if (Object.keys(changes).length === 0) return onOpenChange(false);
    const problem = await save(user.id, changes);
    if (!problem) {
      toast({ title: 'Profile updated', description: 'Your changes are saved.' });
      return onOpenChange(false);
    }
    const { username: u, country: c, avatar: a } = problem.fields;
    setErrors({
      username: u,
      country: c,
      avatar: a,
      form: u || c || a ? undefined : problem.message,
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={cropping ? 'Crop your photo' : 'Edit profile'}
        description={cropping ? 'Drag to position, zoom to frame your face.' : undefined}
      >
        {cropping ? (
          <AvatarCropper
            image={cropping.image}
            onCancel={() => setCropping(null)}
            onDone={(blob) => {
              setAvatar({ blob, url: URL.createObjectURL(blob) });
              setErrors((prev) => ({ ...prev, avatar: undefined }));
              setCropping(null);
            }}
          />
        ) : (
          <form noValidate onSubmit={(e) => void submit(e)} className="space-y-5">
            <AvatarField
              name={username || user.displayName}
              seed={user.id}
              src={avatar?.url ?? user.avatar_url}
              error={errors.avatar ?? null}
              onError={(message) =>
                setErrors((prev) => ({ ...prev, avatar: message ?? undefined }))
              }
              onPicked={(image, url) => setCropping({ image, url })}
            />
            <InputField
              label="Username"
              value={username}
              autoComplete="username"
              maxLength={40}
              hint="3–20 letters, digits or underscores."
              error={errors.username}
              onChange={(e) => {
                setUsername(e.target.value);
                setErrors((prev) => ({ ...prev, username: undefined }));
              }}
            />
            <CountrySelect
              label="Country"
              value={country}
              error={errors.country}
              onChange={setCountry}
            />
            {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" pending={saving}>
                Save changes
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
