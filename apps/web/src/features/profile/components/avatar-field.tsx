import { useRef, useState, type ChangeEvent } from 'react';
import { Camera } from 'lucide-react';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { avatarFileError } from '../lib/avatar-file.ts';
import { loadImage } from '../lib/export-square.ts';

interface AvatarFieldProps {
  name: string;
  seed: number;
  /** The current picture, or the preview of a freshly cropped one. */
  src: string | null;
  error: string | null;
  onError(message: string | null): void;
  /** A picked, checked and decoded image, ready to crop. */
  onPicked(image: HTMLImageElement, url: string): void;
}

/** Shows the avatar and lets the learner pick a new picture (PNG, JPEG or WebP, at most 2 MB). */
export function AvatarField({ name, seed, src, error, onError, onPicked }: AvatarFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // Picking the same file again must still trigger a change.
    if (!file) return;
    const problem = avatarFileError(file);
    onError(problem);
    if (problem) return;
    setReading(true);
    try {
      const { image, url } = await loadImage(file);
      onPicked(image, url);
    } catch (err) {
      onError((err as Error).message);
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <UserAvatar
        name={name}
        src={src}
        seed={seed}
        sizeClass="size-20"
        className="ring-2 ring-slate-200"
        textClassName="text-2xl"
      />
      <div className="space-y-1">
        <button
          type="button"
          disabled={reading}
          onClick={() => input.current?.click()}
          className="inline-flex min-h-10 items-center gap-2 rounded-xl bg-white px-4 text-sm font-semibold text-brand-800 ring-2 ring-inset ring-brand-200 hover:bg-brand-50"
        >
          <Camera aria-hidden="true" className="size-4" /> {src ? 'Change photo' : 'Add a photo'}
        </button>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-label="Profile photo"
          aria-describedby="avatar-hint"
          className="sr-only"
          tabIndex={-1}
          onChange={(e) => void onChange(e)}
        />
        {error ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {error}
          </p>
        ) : (
          <p id="avatar-hint" className="text-sm text-muted">
            PNG, JPEG or WebP, up to 2 MB.
          </p>
        )}
      </div>
    </div>
  );
}
