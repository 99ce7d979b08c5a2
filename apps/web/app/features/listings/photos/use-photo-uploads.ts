import type { Photo } from '@biclou/contracts/media';
import { LISTING_MESSAGES } from '@biclou/domain/listing-rules';
import { useCallback, useEffect, useRef, useState } from 'react';
import { randomId } from '../../../lib/random-id';
import { precheckPhoto } from './photo-rules';
import { uploadPhoto } from './upload-photo';

export interface UploadItem {
  id: string;
  name: string;
  preview: string;
  /** 0 to 1. */
  progress: number;
  state: 'queued' | 'uploading' | 'done' | 'error';
  /** The server's (or the pre-check's) English message; translated on display. */
  error?: string;
}

/** At most this many files travel at once; the rest wait their turn. */
const PARALLEL = 3;
/** A finished row stays a moment, so the person sees it complete, then makes room. */
const DONE_LINGER_MS = 4000;

interface Options {
  listingId: string;
  /** Photos already stored (the 12-photo limit counts them). */
  storedCount: number;
  maxCount: number;
  onUploaded(photo: Photo): void;
}

/** Several files at once, each with its own progress and its own error. */
export function usePhotoUploads({ listingId, storedCount, maxCount, onUploaded }: Options) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const files = useRef(new Map<string, File>());
  const running = useRef(0);
  const latest = useRef({ items, onUploaded, storedCount });
  latest.current = { items, onUploaded, storedCount };

  const patch = useCallback(
    (id: string, change: Partial<UploadItem>) =>
      setItems((list) => list.map((it) => (it.id === id ? { ...it, ...change } : it))),
    [],
  );

  const dismiss = useCallback((id: string) => {
    setItems((list) => {
      const gone = list.find((it) => it.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((it) => it.id !== id);
    });
    files.current.delete(id);
  }, []);

  const pump = useCallback(() => {
    const next = latest.current.items.find((it) => it.state === 'queued' && files.current.has(it.id));
    if (!next || running.current >= PARALLEL) return;
    const file = files.current.get(next.id) as File;
    files.current.delete(next.id);
    running.current += 1;
    patch(next.id, { state: 'uploading', progress: 0 });
    void uploadPhoto(listingId, file, { onProgress: (progress) => patch(next.id, { progress }) }).then((res) => {
      running.current -= 1;
      if (res.ok) {
        patch(next.id, { state: 'done', progress: 1 });
        latest.current.onUploaded(res.photo);
        setTimeout(() => dismiss(next.id), DONE_LINGER_MS);
      } else if (res.error.code !== 'aborted') {
        patch(next.id, { state: 'error', error: res.error.message });
      }
    });
  }, [listingId, patch, dismiss]);

  // Every change of the list may free a slot or add work.
  useEffect(() => {
    for (let i = 0; i < PARALLEL; i++) pump();
  }, [items, pump]);

  useEffect(() => () => latest.current.items.forEach((it) => URL.revokeObjectURL(it.preview)), []);

  const addFiles = useCallback(
    (list: readonly File[]) => {
      const pending = latest.current.items.filter((it) => it.state === 'queued' || it.state === 'uploading').length;
      let free = maxCount - latest.current.storedCount - pending;
      const added = list.map((file): UploadItem => {
        const id = randomId();
        const base = { id, name: file.name, preview: URL.createObjectURL(file), progress: 0 };
        const problem = precheckPhoto(file) ?? (free <= 0 ? LISTING_MESSAGES.tooManyPhotos : null);
        if (problem) return { ...base, state: 'error', error: problem };
        free -= 1;
        files.current.set(id, file);
        return { ...base, state: 'queued' };
      });
      setItems((current) => [...current, ...added]);
    },
    [maxCount],
  );

  return { items, addFiles, dismiss, busy: items.some((it) => it.state === 'queued' || it.state === 'uploading') };
}
