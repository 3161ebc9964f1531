import { createContext } from 'react-router';

/**
 * Set by apps/server from PUBLIC_URL: the origin that canonical and hreflang links, og:url, the sitemap and robots.txt
 * name. Never taken from the request: its Host header is the client's to choose.
 */
export const publicOriginContext = createContext<string>();
