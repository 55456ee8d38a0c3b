import { useState } from 'react';
import * as Slider from '@radix-ui/react-slider';
import { Volume2, VolumeX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSoundSettings, writeSound } from '../lib/sound-settings.ts';
import { playTestSound } from '../lib/test-sound.ts';
import { SettingsSection } from './settings-section.tsx';
import { Switch } from './switch.tsx';

/** Sound on/off and volume, kept on this device (localStorage), with a test chime. */
export function SoundCard() {
  const { enabled, volume } = useSoundSettings();
  const [unavailable, setUnavailable] = useState(false);
  return (
    <SettingsSection
      title="Sound"
      description="Sound effects in lessons and puzzles, saved on this device."
      Icon={enabled ? Volume2 : VolumeX}
    >
      <div className="space-y-5">
        <div className="flex items-center justify-between gap-4">
          <label htmlFor="sound-enabled" className="font-semibold text-ink">
            Sound effects
          </label>
          <Switch
            id="sound-enabled"
            checked={enabled}
            onCheckedChange={(on) => writeSound({ enabled: on })}
          />
        </div>
        <div className={cn('space-y-2', !enabled && 'opacity-50')}>
          <div className="flex items-center justify-between">
            <span id="sound-volume-label" className="font-semibold text-ink">
              Volume
            </span>
            <output
              data-testid="sound-volume"
              className="text-sm font-bold tabular-nums text-muted"
            >
              {volume}%
            </output>
          </div>
          <Slider.Root
            value={[volume]}
            min={0}
            max={100}
            step={1}
            disabled={!enabled}
            onValueChange={([v]) => writeSound({ volume: v ?? volume })}
            className="relative flex h-8 w-full touch-none select-none items-center"
          >
            <Slider.Track className="relative h-2 grow rounded-full bg-slate-200">
              <Slider.Range className="absolute h-full rounded-full bg-brand-500" />
            </Slider.Track>
            <Slider.Thumb
              aria-labelledby="sound-volume-label"
              className="block size-6 rounded-full border-2 border-brand-600 bg-white shadow focus-visible:outline-3 focus-visible:outline-brand-400"
            />
          </Slider.Root>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={!enabled}
            onClick={() => void playTestSound(volume).then((ok) => setUnavailable(!ok))}
          >
            <Volume2 aria-hidden="true" className="size-4" /> Play test sound
          </Button>
          {unavailable && (
            <p role="status" className="text-sm text-muted">
              This browser cannot play sounds.
            </p>
          )}
        </div>
      </div>
    </SettingsSection>
  );
}
