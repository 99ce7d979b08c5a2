import { ContentPage } from '../../features/content/content-page';
import { useRouteDef } from '../../routing/use-route-def';

/** /terms, /about-us, /help… : one module, the text comes from the catalogues. */
export default function ContentRoute() {
  const def = useRouteDef();
  return <ContentPage id={def?.id ?? 'about-us'} />;
}
