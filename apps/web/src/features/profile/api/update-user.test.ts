import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { accountApi, FORM_DATA_REQUIRED } from '../../../lib/account-api.ts';
import { api } from '../../../lib/api.ts';
import { authReducer } from '../../../lib/auth/auth-slice.ts';
import { buildProfileForm } from '../hooks/use-save-profile.ts';

const makeStore = () =>
  configureStore({
    reducer: { auth: authReducer, [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(api.middleware),
  });

describe('the profile update', () => {
  it('refuses anything that is not FormData, before any request', async () => {
    const store = makeStore();
    const userData = { username: 'knight' } as unknown as FormData;
    const result = await store.dispatch(
      accountApi.endpoints.updateUser.initiate({ id: 1, userData }),
    );
    expect(result.error).toEqual({ status: 'CUSTOM_ERROR', error: FORM_DATA_REQUIRED });
    expect(FORM_DATA_REQUIRED).toBe('userData must be an instance of FormData');
  });

  it('sends only the changed fields, with the avatar as a named file', async () => {
    const form = buildProfileForm({
      username: ' rook_lift ',
      avatar: new Blob([new Uint8Array([1, 2])], { type: 'image/webp' }),
    });
    expect(form.get('username')).toBe('rook_lift');
    expect(form.has('country')).toBe(false);
    const avatar = form.get('avatar') as File;
    expect(avatar.name).toBe('avatar.webp');
    expect(avatar.size).toBe(2);
  });
});
