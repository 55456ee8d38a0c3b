import { useCallback, useEffect, useState } from 'react';
import type { PushSubscribeBody } from '@ascend/contract';
import { useThunkDispatch } from '../../../lib/hooks.ts';
import { pushApi } from '../api/push-api.ts';

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on' | 'loading';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The service worker's registration, or null while none (the dev server registers none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

const toBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * This browser's reminder subscription: turn it on (permission, subscribe with the server's
 * VAPID key, save it on the server), off (forget it in both places), and send a test.
 */
export function usePushReminders() {
  const dispatch = useThunkDispatch();
  const [state, setState] = useState<PushState>(supported() ? 'loading' : 'unsupported');

  const refresh = useCallback(async () => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    const subscription = await (await registration())?.pushManager.getSubscription();
    setState(subscription ? 'on' : 'off');
  }, []);

  useEffect(() => {
    void refresh().catch(() => setState('off'));
  }, [refresh]);

  async function turnOn() {
    setState('loading');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return void (await refresh());
      const reg = await registration();
      if (!reg) throw new Error('This page has no service worker yet; reload and try again.');
      const { public_key } = await dispatch(
        pushApi.endpoints.vapidPublicKey.initiate(undefined),
      ).unwrap();
      const subscription = await reg.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: toBytes(public_key),
      });
      await dispatch(
        pushApi.endpoints.pushSubscribe.initiate(subscription.toJSON() as PushSubscribeBody),
      ).unwrap();
    } finally {
      await refresh();
    }
  }

  async function turnOff() {
    setState('loading');
    try {
      const subscription = await (await registration())?.pushManager.getSubscription();
      if (!subscription) return;
      await dispatch(
        pushApi.endpoints.pushUnsubscribe.initiate({ endpoint: subscription.endpoint }),
      ).unwrap();
      await subscription.unsubscribe();
    } finally {
      await refresh();
    }
  }

  const sendTest = () => dispatch(pushApi.endpoints.pushTest.initiate(undefined)).unwrap();

  return { state, turnOn, turnOff, sendTest };
}
