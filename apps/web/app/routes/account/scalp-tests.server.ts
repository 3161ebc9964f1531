import type { RouterContextProvider } from 'react-router';
import type { MemberScalpTests } from '@shop/core/contract/scalp-test';
import { api } from '../../lib/api.server.ts';

export interface ScalpTestsViewData {
  tests: MemberScalpTests;
}

/** /account?view=SCALP_TEST: the member's finished scalp tests, newest first (the API keeps them). */
export async function loadScalpTestsView({
  context,
  request,
}: {
  context: Readonly<RouterContextProvider>;
  request: Request;
  url: URL;
}): Promise<ScalpTestsViewData> {
  const tests = await api(context, request).get<MemberScalpTests>('/api/v1/user/scalptests');
  return { tests };
}
