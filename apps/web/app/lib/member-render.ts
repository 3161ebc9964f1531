import { createContext } from 'react-router';

/**
 * Set by apps/server when it renders a page that members of one group share (docs/decisions.md, member page
 * cache): the request carries no member cookie, the header knows only that someone is signed in, and the member's
 * own parts (name, bag, reviewable orders) are fetched after hydration.
 */
export const memberRenderContext = createContext<boolean>(false);
