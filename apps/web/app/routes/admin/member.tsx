// /admin/members/:id moved to the customer page; old links and bookmarks land there.
import { redirect } from 'react-router';
import type { Route } from './+types/member';

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/customers/${encodeURIComponent(params.id)}`);
}
