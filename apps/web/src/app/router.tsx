import { Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PathLoading, PublicLoading } from '../components/ui/loading-screen.tsx';
import { PublicLayout, PublicShell } from '../features/public/components/public-layout.tsx';
import { pages as P, shells as S } from './pages.ts';
import { RouteError } from './route-error.tsx';

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <P.home /> },
          { path: 'about', element: <P.about /> },
          { path: 'features', element: <P.features /> },
          { element: <S.store />, children: [{ path: 'contact', element: <P.contact /> }] },
          { path: 'privacy-policy', element: <P.privacy /> },
          { path: 'terms-of-use', element: <P.terms /> },
          { path: 'credits', element: <P.credits /> },
        ],
      },
      {
        // Everything below talks to the API and needs the (lazily loaded) store.
        element: (
          <Suspense fallback={<PathLoading />}>
            <S.store />
          </Suspense>
        ),
        children: [
          {
            element: <PublicShell chrome={false} />,
            children: [
              { path: 'login', element: <P.login /> },
              { path: 'sign-up', element: <P.signUp /> },
              { path: 'forgot-password', element: <P.forgotPassword /> },
              { path: 'verify-email', element: <P.verifyEmail /> },
              { path: 'email-verification', element: <P.emailVerification /> },
              { path: 'password-reset', element: <P.passwordReset /> },
              { path: 'notification/unsubscribe', element: <P.unsubscribe /> },
            ],
          },
          {
            // The operator's console: its own chunks, outside the learner's shell (ADR 0030).
            path: 'admin',
            element: <S.requireAuth />,
            children: [
              { index: true, element: <P.admin /> },
              { path: 'users/:id', element: <P.adminUser /> },
            ],
          },
          {
            path: 'app',
            element: <S.requireAuth />,
            children: [
              {
                element: <S.placementGuard />,
                children: [
                  // Matching is case-insensitive, so the spec's /app/Onboarding lands here too.
                  { path: 'onboarding', element: <P.onboarding /> },
                  { path: 'placement', element: <P.placement /> },
                  {
                    element: <S.dashboard />,
                    children: [
                      { index: true, element: <Navigate to="/app/climb" replace /> },
                      { path: 'climb', element: <P.climb /> },
                      { path: 'climb/:id', element: <P.sectionUnits /> },
                      { path: 'climb/section/unit/:id', element: <P.unit /> },
                      { path: 'settings', element: <P.settings /> },
                      { path: 'profile', element: <P.profile /> },
                      { path: 'shop', element: <P.shop /> },
                      { path: 'leaderboard', element: <P.leaderboard /> },
                      { path: 'leagues', element: <P.leagues /> },
                      { path: 'user/:id', element: <P.publicProfile /> },
                      { path: 'puzzle/selection', element: <P.puzzleSelection /> },
                      { path: 'review', element: <P.review /> },
                      { path: 'puzzles/history', element: <P.puzzleHistory /> },
                      { path: 'play', element: <P.play /> },
                      { path: 'orion', element: <P.orion /> },
                      { path: 'orion/games', element: <P.orionGames /> },
                      { path: 'orion/games/:id', element: <P.orionGameReport /> },
                      { path: 'orion/insights', element: <P.orionInsights /> },
                    ],
                  },
                  { path: 'select-puzzle-type', element: <P.selectPuzzleType /> },
                  { path: 'puzzle', element: <Navigate to="/app/puzzle/selection" replace /> },
                  { path: 'puzzle/:type', element: <P.puzzle /> },
                  { path: 'exercise', element: <P.exerciseIndex /> },
                  { path: 'exercise/:exerciseId', element: <P.exercise /> },
                  { path: 'lesson/:id/completed', element: <P.lessonCompleted /> },
                  { path: 'review/session', element: <P.reviewSession /> },
                  { path: 'review/hearts', element: <P.heartPractice /> },
                  { path: 'puzzles/:mode', element: <P.puzzleRun /> },
                  { path: 'orion/assessment', element: <P.orionAssessment /> },
                  { path: 'orion/train', element: <P.orionTraining /> },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        element: (
          <Suspense fallback={<PublicLoading />}>
            <P.notFound />
          </Suspense>
        ),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
