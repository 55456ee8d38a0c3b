import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { FormMessage } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useGoogleConfigQuery, useGoogleSignInMutation } from '../api/auth-api.ts';
import { useStartSession } from '../hooks/use-start-session.ts';

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback(response: { credential: string }): void;
      }): void;
      renderButton(el: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}
declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';

function loadScript(): Promise<GoogleIdentity> {
  if (window.google) return Promise.resolve(window.google);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () =>
      window.google ? resolve(window.google) : reject(new Error('Google sign-in did not load'));
    script.onerror = () =>
      reject(new Error('Google sign-in could not be loaded. Check your connection.'));
    document.head.append(script);
  });
}

/** The email claim of Google's ID token (the server verifies the token itself). */
function emailOf(credential: string): string {
  try {
    const payload = JSON.parse(
      atob(credential.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as { email?: unknown };
    return typeof payload.email === 'string' ? payload.email : '';
  } catch {
    return '';
  }
}

/** Rendered only when GET users/google-config/ says Google sign-in is configured. */
export function GoogleButton() {
  const { data: config } = useGoogleConfigQuery(undefined);
  const [signIn, { error }] = useGoogleSignInMutation();
  const startSession = useStartSession();
  const navigate = useNavigate();
  const slot = useRef<HTMLDivElement>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const clientId = config?.enabled ? config.client_id : null;

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadScript()
      .then((google) => {
        if (cancelled || !slot.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          callback: async ({ credential }) => {
            const result = await signIn({ token: credential, email: emailOf(credential) });
            if ('data' in result && result.data) {
              startSession(result.data);
              navigate('/app/climb', { replace: true });
            }
          },
        });
        google.accounts.id.renderButton(slot.current, {
          theme: 'outline',
          size: 'large',
          width: 320,
          text: 'continue_with',
          shape: 'pill',
        });
      })
      .catch((e: Error) => setLoadError(e.message));
    return () => {
      cancelled = true;
    };
  }, [clientId, signIn, startSession, navigate]);

  if (!clientId) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-muted">
        <span className="h-px flex-1 bg-slate-200" /> or{' '}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div ref={slot} className="flex min-h-11 justify-center" />
      {(loadError || error) && (
        <FormMessage tone="error">{loadError ?? toProblem(error).message}</FormMessage>
      )}
    </div>
  );
}
