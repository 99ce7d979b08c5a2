import { AccountPage } from '../features/account/account-page';

/** /account (auth guard in the route table): profile, phone, preferences, password, deletion. */
export default function AccountRoute() {
  return <AccountPage />;
}
