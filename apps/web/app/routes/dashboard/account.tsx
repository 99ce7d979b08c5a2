import { AccountPage } from '../../features/account/account-page';
import { BankingSection } from '../../features/payouts/banking-section';

/** /account (auth guard in the route table): profile, phone, preferences, password, banking, deletion. */
export default function AccountRoute() {
  return <AccountPage banking={<BankingSection />} />;
}
