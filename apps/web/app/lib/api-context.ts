import { createContext } from 'react-router';

export type ApiFetch = (
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
) => Promise<Response>;

/** Set by apps/server: the API reached in-process, without a socket. */
export const apiFetchContext = createContext<ApiFetch>();
