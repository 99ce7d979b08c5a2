import { ContactPage } from '../features/contact/contact-page';

/** /contact: write to the team (decisions "Contact us"). */
export default function ContactRoute() {
  return <ContactPage />;
}
