import * as endpoints from '@biclou/contracts/endpoints';
import type { Photo } from '@biclou/contracts/media';
import { Camera } from 'lucide-react';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { Alert } from '../../../components/ui/alert';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { PhotoDropZone } from './photo-drop-zone';
import { PhotoGrid } from './photo-grid';
import { PHOTO_MAX_COUNT } from './photo-rules';
import { sideAdvice } from './side-advice';
import { UploadList } from './upload-list';
import { usePhotoUploads } from './use-photo-uploads';

interface PhotoManagerProps {
  listingId: string;
  photos: readonly Photo[];
  /** A state setter: uploads finishing together each add their photo. */
  onChange: Dispatch<SetStateAction<Photo[]>>;
}

/** Upload, order, cover and delete the listing's photos; every change is saved at once. */
export function PhotoManager({ listingId, photos, onChange }: PhotoManagerProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [announce, setAnnounce] = useState('');
  // Quick successive moves each send their order; only the newest answer may win.
  const latestSave = useRef(0);
  const advice = sideAdvice(photos);
  const uploads = usePhotoUploads({
    listingId,
    storedCount: photos.length,
    maxCount: PHOTO_MAX_COUNT,
    onUploaded: (photo) => onChange((list) => [...list, photo]),
  });

  async function saveOrder(next: Photo[], coverId: string | undefined) {
    const previous = [...photos];
    const seq = ++latestSave.current;
    onChange(next.map((p) => ({ ...p, isCover: coverId ? p.id === coverId : p.isCover })));
    setSaving(true);
    const res = await api.call(endpoints.reorderPhotos, {
      params: { listingId },
      body: { order: next.map((p) => p.id), coverId },
    });
    if (seq !== latestSave.current) return res.ok;
    setSaving(false);
    onChange(res.ok ? res.data.photos : previous);
    return res.ok;
  }

  async function remove(photo: Photo) {
    setSaving(true);
    const res = await api.call(endpoints.deletePhoto, { params: { listingId, photoId: photo.id } });
    setSaving(false);
    if (!res.ok) return;
    onChange((list) => {
      const rest = list.filter((p) => p.id !== photo.id);
      // The server makes the first photo the cover when the cover goes; show the same.
      if (photo.isCover && rest[0]) rest[0] = { ...rest[0], isCover: true };
      return rest;
    });
    toast.info(t('listings.photos.deleted'));
  }

  return (
    <div className="space-y-5">
      {advice && (
        <div data-testid="side-advice">
          <Alert tone="info" icon={Camera} title={t('listings.photos.side-advice-title')}>
            {t(advice === 'upright' ? 'listings.photos.side-advice-upright' : 'listings.photos.side-advice')}
          </Alert>
        </div>
      )}
      <PhotoDropZone count={photos.length} onFiles={uploads.addFiles} />
      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      {photos.length > 0 && (
        <div>
          <p id="photo-drag-help" className="mb-3 text-sm text-neutral-500 dark:text-neutral-400">
            {t('listings.photos.order-help')}
          </p>
          <PhotoGrid
            photos={photos}
            busy={saving}
            onReorder={(next, to) => {
              void saveOrder(next, undefined);
              setAnnounce(t('listings.photos.moved', { position: to + 1, total: next.length }));
            }}
            onCover={(photo) => {
              void saveOrder([...photos], photo.id).then((ok) => ok && setAnnounce(t('listings.photos.cover-set')));
            }}
            onDelete={(photo) => void remove(photo)}
          />
        </div>
      )}
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
    </div>
  );
}
