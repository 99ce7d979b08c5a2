import type { PriceBreakdownDto } from '@biclou/contracts/bookings';
import { MoneyBreakdown } from './money-breakdown';

/** A price before any booking state (a quote on the listing page and the request page, the pay page): the renter's lines down to the total. */
export function PriceDetails({ price }: { price: PriceBreakdownDto }) {
  return (
    <MoneyBreakdown
      party="renter"
      currency={price.currency}
      input={{ status: 'requested', paid: false, price, refundCents: 0, capturedDepositCents: 0 }}
    />
  );
}
