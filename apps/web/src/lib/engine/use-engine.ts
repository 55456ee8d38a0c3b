import { useCallback, useEffect, useRef } from 'react';
import { StockfishClient } from './stockfish-client.ts';

/**
 * One engine worker for the lifetime of the calling component, started lazily on first use
 * (the 1.8 MB wasm is only fetched when a game actually needs a reply) and stopped on unmount.
 * The getter is stable, so effects may depend on it.
 */
export function useEngine(): () => StockfishClient {
  const ref = useRef<StockfishClient | null>(null);
  useEffect(
    () => () => {
      ref.current?.dispose();
      ref.current = null;
    },
    [],
  );
  return useCallback(() => (ref.current ??= new StockfishClient()), []);
}
