// /admin/tags: the managed list of tags (names in three scripts, order; delete takes one off its products).
import type { Route } from './+types/tags';
import type { FormResult } from '../../lib/admin-form.ts';
import { taxonomyAction, taxonomyLoader } from '../../lib/admin-taxonomy.server.ts';
import { TaxonomyPage } from '../../components/admin/collection/taxonomy-page.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Tags' }];
}

export const loader = (args: Route.LoaderArgs) => taxonomyLoader(args, 'tags');
export const action = (args: Route.ActionArgs) => taxonomyAction(args, 'tags');

export default function TagsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <TaxonomyPage kind="tags" items={loaderData.items} result={actionData as FormResult | undefined} />;
}
