// POST /admin/orders/:id/notes: a staff note on the order (POST /api/v1/admin/orders/:id/notes).
import { orderNoteBody } from '@shop/core/contract/admin-order';
import type { Route } from './+types/note';
import { adminFormAction } from '../../../lib/admin-form.server.ts';
import { FormOutcome } from '../../../components/admin/admin-form.tsx';

export async function action(args: Route.ActionArgs) {
  const id = encodeURIComponent(args.params.id);
  return adminFormAction(args, {
    schema: orderNoteBody,
    form: 'note',
    send: (client, body) => client.send('POST', `/api/v1/admin/orders/${id}/notes`, body),
    success: (t) => t('admin.order.note_added'),
  });
}

export default function NoteAnswer({ actionData }: Route.ComponentProps) {
  return <FormOutcome result={actionData} />;
}
