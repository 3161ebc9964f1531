// The REFERRAL view's data (1-11): the member's code, share link and what it has earned.
import type { RouterContextProvider } from 'react-router';
import { api } from '../../lib/api.server.ts';
import { publicOriginContext } from '../../lib/public-origin.ts';

export interface ReferralData {
  code: string;
  /** absolute share link */
  link: string;
  friends_joined: number;
  earned: { currency: string; amount: number }[];
  pending: { currency: string; amount: number }[];
}

export async function loadReferralView({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}): Promise<ReferralData> {
  const r = await api(context, request).get<ReferralData>('/api/v1/user/referral-code');
  // the shop's configured origin, never the request's Host header
  return { ...r, link: `${context.get(publicOriginContext)}${r.link}` };
}
