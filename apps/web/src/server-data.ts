import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from './lib/api-client';

/**
 * The element that carries the server's answers to the browser (entry-server.tsx writes it,
 * main.tsx reads it): a JSON script, never executed.
 */
export const SERVER_DATA_ELEMENT_ID = 'carmarket-data';

/**
 * A refusal the page draws (the car page's 404 and 410) travels with the answers: as plain data,
 * since JSON keeps no class and drops an Error's message.
 */
interface TravellingError {
  apiError: { status: number; message: string; code?: string };
}

export function isPageAnswerError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** The server's side: errors as plain data. */
export function toTravellingState(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error;
    if (error instanceof ApiError) {
      const travelling: TravellingError = {
        apiError: {
          status: error.status,
          message: error.message,
          ...(error.code ? { code: error.code } : {}),
        },
      };
      (query.state as { error: unknown }).error = travelling;
    }
  }
  return state;
}

/** The browser's side: the errors as the app's own ApiError again. */
export function fromTravellingState(state: DehydratedState): DehydratedState {
  for (const query of state.queries) {
    const error = query.state.error as TravellingError | null | undefined;
    if (error && typeof error === 'object' && 'apiError' in error) {
      const { status, message, code } = error.apiError;
      (query.state as { error: unknown }).error = new ApiError(
        status,
        message,
        code ? { code } : {},
      );
    }
  }
  return state;
}
