import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ErrorBody } from '@ascend/contract';

export interface ApiProblem {
  code: string | null;
  message: string;
  fields: Record<string, string>;
}

const isErrorBody = (value: unknown): value is ErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  'error' in value &&
  typeof (value as ErrorBody).error?.message === 'string';

export function errorCodeOf(error: FetchBaseQueryError): string | null {
  return isErrorBody(error.data) ? error.data.error.code : null;
}

const genericMessages: Record<string, string> = {
  FETCH_ERROR: 'We could not reach the server. Check your connection and try again.',
  TIMEOUT_ERROR: 'The server took too long to answer. Please try again.',
  PARSING_ERROR: 'The server sent an answer we could not read. Please try again.',
};

/** Turns any RTK Query failure into a message and per-field errors a form can show. */
export function toProblem(error: FetchBaseQueryError | SerializedError | undefined): ApiProblem {
  if (!error) return { code: null, message: 'Something went wrong. Please try again.', fields: {} };
  if ('status' in error) {
    if (isErrorBody(error.data)) {
      const { code, message, fields } = error.data.error;
      return { code, message, fields: fields ?? {} };
    }
    const status = String(error.status);
    return {
      code: status,
      message: genericMessages[status] ?? `The server answered ${status}. Please try again.`,
      fields: {},
    };
  }
  return {
    code: null,
    message: error.message ?? 'Something went wrong. Please try again.',
    fields: {},
  };
}
