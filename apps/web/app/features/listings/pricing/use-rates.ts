import { useSession } from '../../../context/session-context';
import { DEFAULT_RATES, type Rates } from './earnings-example';

/** Service fee and commission from the booking settings loaded at startup (GET /settings). */
export function useRates(): Rates {
  const { settings } = useSession();
  return settings
    ? { serviceFeeRateBp: settings.serviceFeeRateBp, commissionRateBp: settings.commissionRateBp }
    : DEFAULT_RATES;
}
