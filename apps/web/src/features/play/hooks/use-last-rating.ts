import { useEffect, useState } from 'react';
import type { PlayRating } from '@ascend/contract';

const KEY = 'play-rating';

function read(): PlayRating | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PlayRating) : null;
  } catch {
    return null;
  }
}

/** The server's play rating, remembered on the device for when there is no connection. */
export function useLastRating(fresh: PlayRating | undefined): PlayRating | null {
  const [kept, setKept] = useState(read);
  useEffect(() => {
    if (!fresh) return;
    localStorage.setItem(KEY, JSON.stringify(fresh));
    setKept(fresh);
  }, [fresh]);
  return fresh ?? kept;
}
