import * as endpoints from '@biclou/contracts/endpoints';
import { localizedPath } from '@biclou/domain/seo-urls';
import { HelpQuestionPage } from '../../features/content/help-question';
import { faqPageLd, htmlText } from '../../features/content/help-json-ld';
import { localeFromPath } from '../../lib/i18n/locales';
import { pageUrl, serverCall } from '../../lib/server-api';
import { assertRouteParams } from '../../routing/assert-route-params';
import { pageNotFound } from '../../routing/route-errors';
import type { Route } from './+types/help-question';

/** /help/:question: one help question on its own URL, with FAQPage JSON-LD; an unknown one is a 404. */
export async function loader(args: Route.LoaderArgs) {
  assertRouteParams(args);
  const { request, context, params } = args;
  const url = pageUrl(request);
  const locale = localeFromPath(url.pathname) === 'fr' ? 'fr' : 'en';
  const res = await serverCall(context.api, endpoints.getHelpQuestion, {
    params: { slug: params.question },
    query: { locale },
  });
  if (!res.data) throw pageNotFound();
  const { question } = res.data;
  return {
    data: res.data,
    head: {
      title: question.question,
      description: htmlText(question.html).slice(0, 155),
      jsonLd: [faqPageLd([question], `${url.origin}${localizedPath(`/help/${question.slug}`, locale)}`)],
    },
  };
}

export default function HelpQuestionRoute({ loaderData }: Route.ComponentProps) {
  return <HelpQuestionPage data={loaderData.data} />;
}
