import * as endpoints from '@biclou/contracts/endpoints';
import { localizedPath } from '@biclou/domain/seo-urls';
import { HelpCentre } from '../../features/content/help-centre';
import { faqPageLd } from '../../features/content/help-json-ld';
import { localeFromPath } from '../../lib/i18n/locales';
import { pageUrl, serverCall } from '../../lib/server-api';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/help';

/** /help: the help centre from content/<locale>/help.md and help-topics/*.md; `?q=` searches it on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const q = url.searchParams.get('q')?.slice(0, 100) || undefined;
  const res = await serverCall(context.api, endpoints.getHelpCentre, { query: { locale, q } });
  if (!res.data) throw pageNotFound();
  const questions = res.data.topics.flatMap((topic) => topic.questions);
  return {
    help: res.data,
    head: {
      title: res.data.page.title,
      description: res.data.page.description,
      jsonLd: [faqPageLd(questions, `${url.origin}${localizedPath('/help', locale)}`)],
    },
  };
}

export default function HelpRoute({ loaderData }: Route.ComponentProps) {
  return <HelpCentre data={loaderData.help} />;
}
