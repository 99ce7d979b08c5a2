import type { HelpQuestion } from '@biclou/contracts/content';

/** Plain text of an answer's HTML, for structured data. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#xA0;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** FAQPage JSON-LD (schema.org) of the help centre's questions and answers. */
export function faqPageLd(questions: Pick<HelpQuestion, 'question' | 'html'>[], url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlText(q.html) },
    })),
  };
}
