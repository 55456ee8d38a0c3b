import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import { api } from '../lib/api.ts';
import { authReducer } from '../lib/auth/auth-slice.ts';
import { publishAuth } from '../lib/auth/auth-snapshot.ts';
import { localPersistStorage } from '../lib/persist-storage.ts';
import { persistedExerciseReducer } from '../features/exercise/state/exercise-persist.ts';

/** Spec §9: the restore of persisted state gives up after 5000 ms. */
export const PERSIST_TIMEOUT_MS = 5000;

// Only what the spec says survives a reload is persisted: the auth state (exercises are added
// by the exercise player with its own persist config). The key matches PERSIST_KEY.
const authPersistConfig = {
  key: 'auth',
  storage: localPersistStorage,
  timeout: PERSIST_TIMEOUT_MS,
};

const rootReducer = combineReducers({
  auth: persistReducer(authPersistConfig, authReducer),
  exercises: persistedExerciseReducer,
  [api.reducerPath]: api.reducer,
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(api.middleware),
});

export const persistor = persistStore(store);
setupListeners(store.dispatch);

// Keep the public shell's light auth view in step — but only after the restore, so the empty
// pre-restore state never flashes a signed-in visitor as signed out.
function publish() {
  if (!persistor.getState().bootstrapped) return;
  const { authorized, isVerified, user } = store.getState().auth;
  publishAuth({ authorized, isVerified, hasUser: user !== null });
}
store.subscribe(publish);
persistor.subscribe(publish);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
