import { ImagePlus, SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import type { ApiClient } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { randomId } from '../../lib/random-id';
import { Spinner } from '../../components/ui/spinner';
import * as chat from '@biclou/contracts/endpoints';
import type { Message } from './chat-types';

export const MESSAGE_MAX = 2000;
/** The counter shows from here. */
const COUNTER_FROM = 1800;

/**
 * Plain text up to 2,000 characters (Enter sends, Shift+Enter breaks the line) and a photo. A
 * refused send (rate limit, closed thread) shows why and keeps the text; a retry of the same text
 * carries the same `clientId`, so the server never stores it twice.
 */
export function Composer({
  api,
  conversationId,
  onSent,
  onTyping,
}: {
  api: ApiClient;
  conversationId: string;
  onSent(message: Message): void;
  onTyping(): void;
}) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'text' | 'photo' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clientId = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const trimmed = text.trim();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || busy) return;
    clientId.current ??= randomId();
    setBusy('text');
    setError(null);
    const res = await api.call(chat.postMessage, {
      params: { conversationId },
      body: { body: trimmed, clientId: clientId.current },
      quiet: true,
    });
    setBusy(null);
    if (!res.ok) {
      setError(res.aborted ? null : translateServerMessage(i18n, res.error.message));
      return;
    }
    clientId.current = null;
    setText('');
    onSent(res.data);
  }

  async function sendPhoto(file: File) {
    setBusy('photo');
    setError(null);
    const form = new FormData();
    form.append('file', file);
    const res = await api.call(chat.postAttachment, { params: { conversationId }, body: form, quiet: true });
    setBusy(null);
    if (fileInput.current) fileInput.current.value = '';
    if (!res.ok) return setError(translateServerMessage(i18n, res.error.message));
    onSent(res.data);
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void send();
    }
  }

  return (
    <form
      onSubmit={send}
      className="border-t border-neutral-200 bg-white px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] dark:border-neutral-800 dark:bg-neutral-900"
      data-testid="composer"
    >
      {error && (
        <p
          role="alert"
          className="mb-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950/60 dark:text-red-200"
          data-testid="composer-error"
        >
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="composer-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void sendPhoto(file);
          }}
        />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy !== null}
          aria-label={t('chat.composer.photo')}
          title={t('chat.composer.photo')}
          className="grid size-11 shrink-0 place-items-center rounded-full text-neutral-600 outline-none hover:bg-neutral-100 hover:text-neutral-900 focus-visible:ring-4 focus-visible:ring-primary-500/25 disabled:opacity-50 dark:text-neutral-300 dark:hover:bg-neutral-800 dark:hover:text-white"
        >
          {busy === 'photo' ? <Spinner className="size-5" /> : <ImagePlus className="size-5" aria-hidden="true" />}
        </button>
        <div className="relative min-w-0 flex-1">
          <label htmlFor="chat-composer" className="sr-only">
            {t('chat.composer.label')}
          </label>
          <textarea
            id="chat-composer"
            rows={1}
            value={text}
            maxLength={MESSAGE_MAX}
            placeholder={t('chat.composer.placeholder')}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value) onTyping();
            }}
            onKeyDown={onKeyDown}
            className="field-sizing-content block max-h-40 min-h-11 w-full resize-none rounded-3xl border border-neutral-300 bg-neutral-50 px-4 py-2.5 text-[15px] text-neutral-900 outline-none placeholder:text-neutral-500 focus:border-primary-500 focus:bg-white focus:ring-4 focus:ring-primary-500/20 dark:border-neutral-700 dark:bg-neutral-800 dark:text-white dark:placeholder:text-neutral-400 dark:focus:bg-neutral-800"
          />
          {text.length >= COUNTER_FROM && (
            <span
              className={cn(
                'pointer-events-none absolute right-4 -bottom-4 text-[11px]',
                text.length >= MESSAGE_MAX ? 'text-red-600' : 'text-neutral-500',
              )}
            >
              {text.length}/{MESSAGE_MAX}
            </span>
          )}
        </div>
        <button
          type="submit"
          disabled={!trimmed || busy !== null}
          aria-label={t('chat.composer.send')}
          data-testid="composer-send"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-700 text-white shadow-sm outline-none hover:bg-primary-800 focus-visible:ring-4 focus-visible:ring-primary-500/30 disabled:bg-neutral-200 disabled:text-neutral-400 disabled:shadow-none dark:disabled:bg-neutral-800 dark:disabled:text-neutral-500"
        >
          {busy === 'text' ? <Spinner className="size-5" /> : <SendHorizontal className="size-5" aria-hidden="true" />}
        </button>
      </div>
    </form>
  );
}
