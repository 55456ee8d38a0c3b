import type { z } from 'zod';
import type {
  EngineGame,
  GameReport,
  GameSummary,
  LinkAccountBody,
  LinkedAccount,
  orionCredits,
  PgnImport,
  SubmitGameBody,
} from '@ascend/contract';
import { api } from '../../../lib/api.ts';

/* Orion game analysis calls (ADR 0025): submit, list, report and the credit balance. */
export type OrionCredits = z.infer<typeof orionCredits>;
/** 202 with a new game, or 200 with the same game sent before (`reused`, nothing charged). */
type SubmittedGame = { id: number; status: string; cost: number; reused: boolean };
type Paged<T> = { results: T[]; page: number; page_size: number; total: number };
const data = <T>(body: { data: T }) => body.data;
/** What an analysis charge changes: the credit line of the forms and the Orion page's card. */
export const CREDIT_TAGS = ['OrionCredits', 'Orion'] as const;
/** What an import changes besides the balance: the list of games and the insights. */
export const IMPORT_TAGS = [...CREDIT_TAGS, 'OrionGames', 'OrionInsights'] as const;

export const orionGamesApi = api.injectEndpoints({
  endpoints: (build) => ({
    orionCredits: build.query<OrionCredits, undefined>({
      query: () => ({ url: 'orion/credits', cache: 'no-store' }),
      transformResponse: data<OrionCredits>,
      providesTags: ['OrionCredits'],
    }),
    orionGames: build.query<Paged<GameSummary>, number>({
      query: (page) => ({ url: `orion/games?page=${page}`, cache: 'no-store' }),
      transformResponse: data<Paged<GameSummary>>,
      providesTags: ['OrionGames'],
    }),
    /** Finished "Play it out" games from the lessons, offered as a third source. */
    orionEngineGames: build.query<Paged<EngineGame>, number>({
      query: (page) => ({ url: `orion/games/engine-games?page=${page}`, cache: 'no-store' }),
      transformResponse: data<Paged<EngineGame>>,
    }),
    orionGame: build.query<GameReport, number>({
      query: (id) => ({ url: `orion/games/${id}`, cache: 'no-store' }),
      transformResponse: data<GameReport>,
    }),
    submitOrionGame: build.mutation<SubmittedGame, SubmitGameBody>({
      query: (body) => ({ url: 'orion/games', method: 'POST', body }),
      transformResponse: data<SubmittedGame>,
      // The balance moved: the credit line here and the card on the Orion page.
      invalidatesTags: (r) => (r && !r.reused ? CREDIT_TAGS : []),
    }),
    /** A whole PGN file for the named player: a preview (dry_run) or the import itself. */
    importOrionFile: build.mutation<PgnImport, SubmitGameBody & { player: string }>({
      query: (body) => ({ url: 'orion/games', method: 'POST', body }),
      transformResponse: data<PgnImport>,
      invalidatesTags: (r) => (r && !r.dry_run ? IMPORT_TAGS : []),
    }),
    orionAccounts: build.query<LinkedAccount[], undefined>({
      query: () => ({ url: 'orion/accounts', cache: 'no-store' }),
      transformResponse: data<LinkedAccount[]>,
      providesTags: ['OrionAccounts'],
    }),
    linkOrionAccount: build.mutation<LinkedAccount, LinkAccountBody>({
      query: (body) => ({ url: 'orion/accounts', method: 'POST', body }),
      transformResponse: data<LinkedAccount>,
      invalidatesTags: ['OrionAccounts'],
    }),
    unlinkOrionAccount: build.mutation<null, number>({
      query: (id) => ({ url: `orion/accounts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['OrionAccounts'],
    }),
  }),
});

export const {
  useOrionCreditsQuery,
  useOrionGamesQuery,
  useOrionGameQuery,
  useOrionEngineGamesQuery,
  useSubmitOrionGameMutation,
  useImportOrionFileMutation,
  useOrionAccountsQuery,
  useLinkOrionAccountMutation,
  useUnlinkOrionAccountMutation,
} = orionGamesApi;

/** Screens poll a game (and the list) this often while an analysis is queued or running. */
export const ANALYSIS_POLL_MS = 1500;
export const isRunning = (status: string) => status === 'queued' || status === 'analysing';
