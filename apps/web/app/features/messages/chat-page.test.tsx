import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../context/in-app.fixture';
import { ChatPage, type ChatPageData } from './chat-page';
import type { ConversationSummary } from './chat-types';

const ME = '6f1d8a4e-1c59-4d7c-9d1f-1b1c4b2f7a10';

const conversation: ConversationSummary = {
  id: '0b8f4a52-3e1c-4c55-9f4e-6a2d1f0e9c31',
  listing: {
    id: '3f2b8c1e-9a4d-4e2b-8f00-1c2d3e4f5a6b',
    title: 'Vélo de ville',
    coverUrl: null,
    city: 'Lyon',
    timeZone: 'Europe/Paris',
  },
  other: { id: '9a7c5e3b-2d4f-4a6b-8c1d-3e5f7a9b1c2d', firstName: 'Léa', avatarUrl: null },
  lastMessage: { body: 'Bonjour !', kind: 'text', senderId: null, createdAt: '2026-11-29T08:00:00.000Z', event: null },
  unreadCount: 2,
  updatedAt: '2026-11-29T08:00:00.000Z',
  closed: false,
  bookingId: null,
};

const render = (lang: 'en' | 'fr', data: ChatPageData) =>
  renderInApp(lang, '/messages', <ChatPage data={data} myId={ME} basePath="/messages" variant="page" />);

const summary = (html: string) => /<p[^>]*data-testid="inbox-summary"[^>]*>([^<]*)</.exec(html);

/**
 * The inbox's line under its title says nothing it does not know yet: the unread count is asked by
 * the browser (the server renders none), so the first paint is a busy "Loading…", not "All caught up".
 */
describe('chat inbox summary', () => {
  const data: ChatPageData = { list: { items: [conversation], nextCursor: null }, thread: null, now: Date.now() };

  it('is a busy "Loading…" until the unread count has been asked, never "All caught up" (en, fr)', () => {
    const html = render('en', data);
    expect(html).not.toContain('All caught up');
    expect(summary(html)?.[0]).toContain('aria-busy="true"');
    expect(summary(html)?.[1]).toBe('Loading…');
    expect(summary(render('fr', data))?.[1]).toBe('Chargement…');
  });
});
