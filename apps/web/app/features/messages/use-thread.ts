import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../lib/api-client';
import { emitRealtime, onRealtime, onRealtimeConnect, requestRealtime } from '../../lib/realtime/realtime';
import * as chat from '@biclou/contracts/endpoints';
import type { ConversationDetail, Message } from './chat-types';
import { applySeen, compareIds, lastUnseenFromOther, mergeMessages } from './thread-state';

/** A typing indicator lasts this long unless renewed (contract: ~5 s). */
const TYPING_TTL_MS = 5000;
/** At most one `typing` event per this interval while the member types. */
const TYPING_THROTTLE_MS = 2000;

interface ThreadState {
  detail: ConversationDetail;
  messages: Message[];
  /** The other side is typing (shown ~5 s after their last keystroke event). */
  typing: boolean;
  /** Appends my message (the send's answer); dedupes with the socket's copy. */
  addMessages(messages: Message[]): void;
  setDetail(detail: ConversationDetail): void;
  /** Call on each keystroke: sends `typing`, throttled. */
  notifyTyping(): void;
}

function visible() {
  return typeof document !== 'undefined' && document.visibilityState === 'visible';
}

/**
 * One open thread, live: joins its room on every (re)connection and fetches what came after the
 * last message it has (dedupe by id, id order); `message:new`, `message:seen`, `typing` and
 * `conversation:closed` and `conversation:reopened` update it; the other side's messages are reported seen only while the
 * thread is on screen and the tab visible.
 */
export function useThread(
  api: ApiClient,
  myId: string,
  initial: { detail: ConversationDetail; messages: Message[] },
): ThreadState {
  const [detail, setDetail] = useState(initial.detail);
  const [messages, setMessages] = useState(initial.messages);
  // Renewed by each `typing` event (a new object, so the timer restarts); null when nobody types.
  const [typingSince, setTypingSince] = useState<{ at: number } | null>(null);
  const id = initial.detail.id;
  const latest = useRef(messages);
  latest.current = messages;
  const lastTyping = useRef(0);
  const seenSent = useRef<string | null>(null);

  useEffect(() => {
    setDetail(initial.detail);
    setMessages(initial.messages);
    seenSent.current = null;
  }, [initial]);

  const addMessages = useCallback(
    (incoming: Message[]) => {
      setMessages((current) =>
        mergeMessages(
          current,
          incoming.filter((m) => m.conversationId === id),
        ),
      );
    },
    [id],
  );

  // Joins, catches up on each (re)connection; live events.
  useEffect(() => {
    let stopped = false;
    const catchUp = async () => {
      const last = latest.current[latest.current.length - 1];
      for (let page = 0; page < 20 && !stopped; page += 1) {
        const after = latest.current[latest.current.length - 1]?.id ?? last?.id;
        const res = await api.call(chat.listMessages, {
          params: { conversationId: id },
          query: after ? { after, limit: 50 } : { limit: 50 },
          quiet: true,
        });
        if (stopped || !res.ok) return;
        setMessages((current) => mergeMessages(current, res.data.items));
        latest.current = mergeMessages(latest.current, res.data.items);
        if (res.data.items.length < 50) return;
      }
    };
    const offConnect = onRealtimeConnect(() => {
      void requestRealtime('conversation:join', { conversationId: id }).then(() => {
        if (!stopped) void catchUp();
      });
    });
    // Back online: the socket reconnects, but a fetch now costs little and shows the missed messages sooner.
    const onOnline = () => void catchUp();
    window.addEventListener('online', onOnline);
    const offNew = onRealtime('message:new', (m) => {
      if (m?.conversationId !== id) return;
      setMessages((current) => mergeMessages(current, [m]));
      if (m.senderId && m.senderId !== myId) setTypingSince(null);
    });
    const offSeen = onRealtime('message:seen', (p) => {
      if (p?.conversationId === id) setMessages((current) => applySeen(current, myId, p.upTo, p.seenAt));
    });
    const offTyping = onRealtime('typing', (p) => {
      if (p?.conversationId === id && p.userId !== myId) setTypingSince({ at: Date.now() });
    });
    const offClosed = onRealtime('conversation:closed', (p) => {
      if (p?.conversationId !== id) return;
      setDetail((d) => ({
        ...d,
        closed: true,
        closedBy: p.closedBy,
        closeReason: p.closeReason,
        closeNote: p.closeNote,
        closedAt: p.closedAt,
      }));
    });
    const offReopened = onRealtime('conversation:reopened', (p) => {
      if (p?.conversationId !== id) return;
      setDetail((d) => ({ ...d, closed: false, closedBy: null, closeReason: null, closeNote: null, closedAt: null }));
    });
    return () => {
      stopped = true;
      offConnect();
      offNew();
      offSeen();
      offTyping();
      offClosed();
      offReopened();
      window.removeEventListener('online', onOnline);
      emitRealtime('conversation:leave', { conversationId: id });
    };
  }, [api, id, myId]);

  // The typing indicator goes away by itself.
  useEffect(() => {
    if (!typingSince) return;
    const timer = setTimeout(() => setTypingSince(null), TYPING_TTL_MS);
    return () => clearTimeout(timer);
  }, [typingSince]);

  // "Seen": only while this thread is on screen and the tab visible.
  useEffect(() => {
    if (detail.role === 'admin') return;
    const report = () => {
      if (!visible()) return;
      const target = lastUnseenFromOther(latest.current, myId);
      if (!target || seenSent.current === target.id) return;
      seenSent.current = target.id;
      const seenAt = new Date().toISOString();
      setMessages((current) =>
        current.map((m) =>
          m.senderId && m.senderId !== myId && !m.seenAt && compareIds(m.id, target.id) <= 0 ? { ...m, seenAt } : m,
        ),
      );
      void api.call(chat.markConversationSeen, {
        params: { conversationId: id },
        body: { upTo: target.id },
        quiet: true,
      });
    };
    report();
    document.addEventListener('visibilitychange', report);
    return () => document.removeEventListener('visibilitychange', report);
  }, [api, id, myId, messages, detail.role]);

  const notifyTyping = useCallback(() => {
    const t = Date.now();
    if (t - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = t;
    emitRealtime('typing', { conversationId: id });
  }, [id]);

  return { detail, messages, typing: typingSince !== null, addMessages, setDetail, notifyTyping };
}
