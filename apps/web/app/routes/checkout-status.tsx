import { data } from 'react-router';
import type { Route } from './+types/checkout-status';
import { checkoutApi } from '../components/checkout/checkout.server.ts';
import type { PaymentStatusResult } from '../components/checkout/payment-qr.tsx';

/** The payment-link page's poll (every 2 s): GET /api/v1/payment/{id}/status, never cached. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  try {
    const r = await checkoutApi(context, request).paymentStatus(params.paymentId);
    return data<PaymentStatusResult>({ status: r.status, order_status: r.order_status }, { headers });
  } catch {
    // a failed poll is not final: the next one tries again
    return data<PaymentStatusResult>({ status: null, order_status: null }, { headers });
  }
}
