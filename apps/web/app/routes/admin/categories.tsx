// /admin/categories: the managed list of categories (names in three scripts, order; delete takes one off its products).
import type { Route } from './+types/categories';
import type { FormResult } from '../../lib/admin-form.ts';
import { taxonomyAction, taxonomyLoader } from '../../lib/admin-taxonomy.server.ts';
import { TaxonomyPage } from '../../components/admin/collection/taxonomy-page.tsx';
export { AdminRouteError as ErrorBoundary } from '../../components/admin/route-error.tsx';

export function meta() {
  return [{ title: 'Categories' }];
}

export const loader = (args: Route.LoaderArgs) => taxonomyLoader(args, 'categories');
export const action = (args: Route.ActionArgs) => taxonomyAction(args, 'categories');

export default function CategoriesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TaxonomyPage kind="categories" items={loaderData.items} result={actionData as FormResult | undefined} />
  );
}
