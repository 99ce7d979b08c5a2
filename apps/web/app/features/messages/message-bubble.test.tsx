import type { ConversationDetail, ConversationSummary, Message } from '@biclou/contracts/messaging';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../../public/app/lang/en.json';
import fr from '../../../public/app/lang/fr.json';
import { createTinyI18n, I18nextProvider } from '../../lib/i18n/tiny-i18n';
import { badgeCount, titleWithCount } from '../../lib/title-badge';
import { ClosedNotice, InboxEmpty } from './chat-states';
import { InboxList } from './inbox-list';
import { MessageBubble } from './message-bubble';

const ME = '11111111-1111-4111-8111-111111111111';
const HER = '22222222-2222-4222-8222-222222222222';
const CONV = '33333333-3333-4333-8333-333333333333';
const msg = (o: Partial<Message> = {}): Message => ({
  id: '7',
  conversationId: CONV,
  senderId: HER,
  kind: 'text',
  body: 'hello',
  event: null,
  attachment: null,
  clientId: null,
  createdAt: '2026-06-01T10:15:00.000Z',
  seenAt: null,
  ...o,
});

function render(locale: 'en' | 'fr', node: React.ReactNode) {
  const i18n = createTinyI18n(locale, { en, fr });
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[locale === 'fr' ? '/fr/dashboard/chats' : '/dashboard/chats']}>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </MemoryRouter>,
  );
}
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

describe('MessageBubble', () => {
  it('renders the body as text, never as HTML, and links safely', () => {
    const html = render(
      'en',
      <MessageBubble
        message={msg({ body: '<img src=x onerror=alert(1)> https://a.io' })}
        mine={false}
        showSeen={false}
        timeZone="Europe/Paris"
      />,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('href="https://a.io"');
    expect(html).toContain('rel="noopener noreferrer nofollow ugc"');
  });
  it('shows "Seen" with the time on my seen message only, on the bike\'s clock (10:20 UTC is 12:20 in Paris in June)', () => {
    const seen = msg({ senderId: ME, seenAt: '2026-06-01T10:20:00.000Z' });
    expect(text(render('en', <MessageBubble message={seen} mine showSeen timeZone="Europe/Paris" />))).toContain(
      'Seen 12:20',
    );
    expect(text(render('fr', <MessageBubble message={seen} mine showSeen timeZone="Europe/Paris" />))).toContain(
      'Vu à 12:20',
    );
    expect(render('en', <MessageBubble message={seen} mine showSeen={false} timeZone="Europe/Paris" />)).not.toContain(
      'data-testid="seen"',
    );
  });
  it('tells a booking step in the reader language, with the refund', () => {
    const line = msg({
      kind: 'system',
      senderId: null,
      body: '',
      event: { type: 'canceled', bookingId: CONV, refundCents: 1250, currency: 'EUR' },
    });
    expect(
      text(render('en', <MessageBubble message={line} mine={false} showSeen={false} timeZone="Europe/Paris" />)),
    ).toContain('Booking canceled, €12.50 refunded');
    expect(
      text(render('fr', <MessageBubble message={line} mine={false} showSeen={false} timeZone="Europe/Paris" />)),
    ).toContain('Réservation annulée, 12,50');
  });
});

describe('InboxList', () => {
  const conv: ConversationSummary = {
    id: CONV,
    listing: { id: CONV, title: 'Gazelle Orange', coverUrl: '/_img/x.jpg', city: 'Lyon', timeZone: 'Europe/Paris' },
    other: { id: HER, firstName: 'Léa', avatarUrl: null },
    lastMessage: {
      body: 'See you at 9',
      kind: 'text',
      senderId: HER,
      createdAt: '2026-06-01T09:30:00.000Z',
      event: null,
    },
    unreadCount: 3,
    updatedAt: '2026-06-01T09:30:00.000Z',
    closed: false,
    bookingId: null,
  };
  it("shows the other person, the listing, the last message, the time (the bike's clock) and the unread count", () => {
    const html = render(
      'en',
      <InboxList
        items={[conv]}
        myId={ME}
        basePath="/dashboard/chats"
        activeId={null}
        now={Date.parse('2026-06-01T12:00:00Z')}
      />,
    );
    const t = text(html);
    // 09:30 UTC is 11:30 in Paris in June
    for (const want of ['Léa', 'Gazelle Orange', 'See you at 9', '11:30', '3']) expect(t).toContain(want);
    expect(html).toContain(`href="/dashboard/chats/${CONV}"`);
    expect(html).toContain('src="/_img/x.jpg"');
  });
  it('empty state in both languages', () => {
    expect(text(render('en', <InboxEmpty />))).toContain('No conversations yet');
    expect(text(render('fr', <InboxEmpty />))).toContain("Aucune conversation pour l'instant");
  });
});

describe('ClosedNotice', () => {
  it('says who closed it and why', () => {
    const detail = {
      closedBy: { id: HER, firstName: 'Léa', avatarUrl: null },
      closeReason: 'resolved',
      closeNote: 'Thanks!',
      closedAt: '2026-06-01T10:00:00.000Z',
    } as ConversationDetail;
    const t = text(render('en', <ClosedNotice detail={detail} myId={ME} />));
    expect(t).toContain('Léa closed this conversation');
    expect(t).toContain('Reason: Everything is sorted');
    expect(t).toContain('Thanks!');
    expect(
      text(
        render(
          'fr',
          <ClosedNotice detail={{ ...detail, closedBy: { id: ME, firstName: 'Me', avatarUrl: null } }} myId={ME} />,
        ),
      ),
    ).toContain('Vous avez fermé cette conversation');
  });
});

describe('tab title', () => {
  it.each([
    [{ messages: 2, notifications: 5 }, 2],
    [{ messages: 0, notifications: 5 }, 5],
    [{ messages: null, notifications: null }, null],
  ] as const)('%o → %s', (counts, want) => expect(badgeCount(counts)).toBe(want));
  it('one prefix, replaced, never stacked', () => {
    expect(titleWithCount(titleWithCount('Messages - Biclou', 3), 120)).toBe('(99+) Messages - Biclou');
    expect(titleWithCount('(3) Messages - Biclou', 0)).toBe('Messages - Biclou');
  });
});
