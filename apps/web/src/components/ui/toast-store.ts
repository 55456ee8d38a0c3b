import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec section 9: one toast visible at a time; a dismissed toast is removed 1,000,000 ms later. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  open: boolean;
}

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

type Action =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & { id: string } }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

let toasts: ToastData[] = [];
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY),
  );
}

/** Pure transition of the toast queue; the newest toast replaces older ones beyond the limit. */
export function reduceToasts(state: ToastData[], action: Action): ToastData[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t));
    case 'dismiss':
      return state.map((t) =>
        action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
      );
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

function dispatch(action: Action) {
  if (action.type === 'dismiss') {
    for (const t of toasts)
      if (action.id === undefined || t.id === action.id) scheduleRemoval(t.id);
  }
  toasts = reduceToasts(toasts, action);
  for (const listener of listeners) listener();
}

export function toast(input: ToastInput) {
  const id = String(++counter);
  dispatch({ type: 'add', toast: { ...input, id, open: true } });
  return {
    id,
    update: (next: ToastInput) => dispatch({ type: 'update', toast: { ...next, id } }),
    dismiss: () => dispatch({ type: 'dismiss', id }),
  };
}

export const dismissToast = (id?: string) => dispatch({ type: 'dismiss', id });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useToasts(): ToastData[] {
  return useSyncExternalStore(subscribe, () => toasts);
}
