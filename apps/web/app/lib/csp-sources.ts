import { createContext } from 'react-router';
import type { CspSources } from '@shop/core/csp';

/** Set by apps/server from the configured providers: the origins beyond ours a page's policy allows. */
export const cspSourcesContext = createContext<CspSources>({});
