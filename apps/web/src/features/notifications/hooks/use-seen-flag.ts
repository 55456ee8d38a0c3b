import { useState } from 'react';

/** Spec section 3 local settings: "true" once the announcement popup is dismissed. */
export const SEEN_KEY = 'hasSeenAnnouncementPopup';

function readSeen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) === 'true';
  } catch {
    // Storage blocked (private mode): show it, it just will not be remembered.
    return false;
  }
}

export function useSeenFlag(): [seen: boolean, markSeen: () => void] {
  const [seen, setSeen] = useState(readSeen);
  const markSeen = () => {
    try {
      localStorage.setItem(SEEN_KEY, 'true');
    } catch {
      // Nothing to remember it in; closing still hides it for this visit.
    }
    setSeen(true);
  };
  return [seen, markSeen];
}
