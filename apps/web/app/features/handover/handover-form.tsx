import * as endpoints from '@biclou/contracts/endpoints';
import type { HandoverPhoto, HandoverResponse } from '@biclou/contracts/handover';
import {
  CHECKLIST_ITEMS,
  HANDOVER_LIMITS,
  ITEM_STATES,
  emptyChecklist,
  validateHandover,
  type HandoverChecklist,
  type HandoverKind,
} from '@biclou/domain/handover-checklist';
import { ArrowLeft, Camera } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { LocaleLink } from '../../components/locale-link';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Checkbox } from '../../components/ui/checkbox';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { translateServerMessage } from '../../lib/i18n/translate-server-message';
import { useLocale } from '../../lib/i18n/use-locale';
import { useApi } from '../../context/api-context';
import { useToast } from '../../context/toasts/toast-context';
import { Comparison, PhotoGrid } from './handover-parts';

/** The fields a report's errors are shown on (a server field maps to the same key). */
const ERROR_KEYS: Record<string, string> = {
  photoIds: 'photos',
  file: 'photos',
  batteryPercent: 'battery',
  odometerKm: 'odometer',
  notes: 'notes',
  'checklist.chargerPresent': 'charger',
  'checklist.electric': 'electric',
};

/**
 * The start state: at check-out, what check-in recorded (so the owner changes only what changed);
 * an e-bike listing's report starts as an e-bike's, so that its battery level is asked.
 */
function startChecklist(h: HandoverResponse, kind: HandoverKind): HandoverChecklist {
  if (kind === 'checkout' && h.checkin) return structuredClone(h.checkin.checklist);
  return emptyChecklist(h.accessories, h.booking.electric);
}

/**
 * The owner's check-in or check-out on a phone, with the renter beside them: the checklist (each
 * part OK, damaged or missing; each booked accessory present), battery and charger for an e-bike,
 * the odometer if there is one, notes, and 2 to 8 photos uploaded one by one (previews with their
 * server time). Checked here with the same rules as the server.
 */
export function HandoverForm({ handover: h, kind }: { handover: HandoverResponse; kind: HandoverKind }) {
  const { t, i18n } = useTranslation();
  const { lp } = useLocale();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [checklist, setChecklist] = useState<HandoverChecklist>(() => startChecklist(h, kind));
  const [battery, setBattery] = useState('');
  const [odometer, setOdometer] = useState('');
  const [notes, setNotes] = useState('');
  const [photos, setPhotos] = useState<HandoverPhoto[]>(h.drafts[kind]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const back = `/dashboard/bookings/${h.booking.id}`;

  const setItem = (item: (typeof CHECKLIST_ITEMS)[number], state: (typeof ITEM_STATES)[number]) =>
    setChecklist((c) => ({ ...c, items: { ...c.items, [item]: state } }));

  async function addPhotos(files: FileList | null) {
    if (!files) return;
    setError(null);
    for (const file of Array.from(files)) {
      if (photos.length + uploading >= HANDOVER_LIMITS.maxPhotos) {
        setErrors((e) => ({ ...e, photos: t('handover.errors.photos-max') }));
        break;
      }
      setUploading((n) => n + 1);
      const form = new FormData();
      form.append('file', file);
      const res = await api.call(endpoints.uploadHandoverPhoto, {
        params: { bookingId: h.booking.id, kind },
        body: form,
        quiet: true,
      });
      setUploading((n) => n - 1);
      if (!res.ok) {
        setErrors((e) => ({
          ...e,
          photos: translateServerMessage(i18n, res.error.fields?.file?.[0] ?? res.error.message),
        }));
        continue;
      }
      setErrors(({ photos: _drop, ...rest }) => rest);
      setPhotos((p) => [...p, res.data]);
    }
    if (fileInput.current) fileInput.current.value = '';
  }

  async function removePhoto(id: string) {
    const res = await api.call(endpoints.deleteHandoverPhoto, {
      params: { bookingId: h.booking.id, kind, photoId: id },
      quiet: true,
    });
    if (res.ok) setPhotos((p) => p.filter((x) => x.id !== id));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const batteryPercent = checklist.electric && battery.trim() !== '' ? Number(battery) : null;
    const odometerKm = odometer.trim() !== '' ? Number(odometer) : null;
    const local = validateHandover({
      checklist,
      batteryPercent: checklist.electric && battery.trim() === '' ? Number.NaN : batteryPercent,
      odometerKm,
      notes,
      photoCount: photos.length,
      bikeIsElectric: h.booking.electric,
    });
    const shown: Record<string, string> = {};
    for (const field of Object.keys(local)) {
      const key = ERROR_KEYS[field] ?? 'form';
      shown[key] = t(`handover.errors.${key === 'photos' ? (photos.length < 2 ? 'photos-min' : 'photos-max') : key}`);
    }
    setErrors(shown);
    if (Object.keys(shown).length) return;
    setBusy(true);
    const res = await api.call(endpoints.submitHandover, {
      params: { bookingId: h.booking.id, kind },
      body: { checklist, batteryPercent, odometerKm, notes: notes.trim(), photoIds: photos.map((p) => p.id) },
      quiet: true,
    });
    setBusy(false);
    if (!res.ok) {
      const fields = Object.keys(res.error.fields ?? {});
      if (fields.length) {
        const mapped: Record<string, string> = {};
        for (const f of fields) {
          const key = ERROR_KEYS[f] ?? 'form';
          mapped[key] = t(`handover.errors.${key === 'photos' ? 'photos-min' : key}`);
        }
        return setErrors(mapped);
      }
      return setError(translateServerMessage(i18n, res.error.message));
    }
    toast.success(t(`handover.form.sent-${kind}`));
    await navigate(lp(`${back}/handover`));
  }

  const preview =
    kind === 'checkout' && h.checkin
      ? (() => {
          // A live comparison as the owner fills the check-out.
          const drop =
            h.checkin.batteryPercent !== null && battery.trim() !== ''
              ? h.checkin.batteryPercent - Number(battery)
              : null;
          return {
            newDamage: CHECKLIST_ITEMS.filter(
              (i) => h.checkin!.checklist.items[i] === 'ok' && checklist.items[i] === 'damaged',
            ),
            missingItems: CHECKLIST_ITEMS.filter(
              (i) => h.checkin!.checklist.items[i] !== 'missing' && checklist.items[i] === 'missing',
            ),
            missingAccessories: h.checkin.checklist.accessories
              .filter((a) => a.present && !checklist.accessories.find((x) => x.name === a.name)?.present)
              .map((a) => a.name),
            chargerMissing: h.checkin.checklist.chargerPresent === true && checklist.chargerPresent !== true,
            batteryDrop: drop,
            battery: { checkin: h.checkin.batteryPercent, checkout: drop === null ? null : Number(battery) },
            distanceKm: null,
            clean: false,
          };
        })()
      : null;
  const previewClean =
    preview &&
    preview.newDamage.length + preview.missingItems.length + preview.missingAccessories.length === 0 &&
    !preview.chargerMissing;

  return (
    <form onSubmit={submit} noValidate className="space-y-5" data-testid={`handover-form-${kind}`}>
      <LocaleLink
        to={back}
        className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-700 hover:underline dark:text-primary-400"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('handover.back')}
      </LocaleLink>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t(`handover.form.title-${kind}`)}
        </h1>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          {h.booking.listingTitle} · {h.booking.renterName}
        </p>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t(`handover.form.intro-${kind}`)}</p>
      </header>
      <FormAlert message={error} />

      <Card className="space-y-3 p-4" data-testid="checklist">
        <h2 className="font-semibold text-neutral-900 dark:text-white">{t('handover.form.checklist')}</h2>
        {CHECKLIST_ITEMS.map((item) => (
          <fieldset key={item} className="space-y-1.5" data-testid={`check-${item}`}>
            <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t(`handover.items.${item}`)}
              {kind === 'checkout' && h.checkin && h.checkin.checklist.items[item] !== 'ok' && (
                <span className="ml-2 text-xs font-normal text-neutral-500 dark:text-neutral-400">
                  {t('handover.form.at-checkin', { state: t(`handover.states.${h.checkin.checklist.items[item]}`) })}
                </span>
              )}
            </legend>
            <div className="grid grid-cols-3 gap-1.5" role="radiogroup">
              {ITEM_STATES.map((state) => {
                const on = checklist.items[item] === state;
                return (
                  <label
                    key={state}
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-2 text-sm font-medium select-none',
                      on &&
                        state === 'ok' &&
                        'border-emerald-600 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
                      on && state !== 'ok' && 'border-red-600 bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
                      !on && 'border-neutral-300 text-neutral-700 dark:border-neutral-700 dark:text-neutral-300',
                    )}
                  >
                    <input
                      type="radio"
                      className="sr-only"
                      name={`item-${item}`}
                      value={state}
                      checked={on}
                      onChange={() => setItem(item, state)}
                    />
                    {t(`handover.states.${state}`)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        ))}
        {checklist.accessories.length > 0 && (
          <div className="space-y-2 pt-2">
            <p className="text-sm font-medium text-neutral-800 dark:text-neutral-200">
              {t('handover.form.accessories')}
            </p>
            {checklist.accessories.map((a, i) => (
              <label
                key={a.name}
                className="flex min-h-11 items-center gap-3 text-sm text-neutral-800 dark:text-neutral-200"
              >
                <Checkbox
                  checked={a.present}
                  onChange={(e) =>
                    setChecklist((c) => ({
                      ...c,
                      accessories: c.accessories.map((x, j) => (j === i ? { ...x, present: e.target.checked } : x)),
                    }))
                  }
                  data-testid={`accessory-${i}`}
                />
                {t('handover.form.accessory-present', { name: a.name })}
              </label>
            ))}
          </div>
        )}
      </Card>

      <Card className="space-y-3 p-4">
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-neutral-800 dark:text-neutral-200">
          <Checkbox
            checked={checklist.electric}
            disabled={h.booking.electric || (kind === 'checkout' && Boolean(h.checkin))}
            onChange={(e) =>
              setChecklist((c) => ({
                ...c,
                electric: e.target.checked,
                chargerPresent: e.target.checked ? true : null,
              }))
            }
            data-testid="electric"
          />
          {t('handover.form.electric')}
        </label>
        {h.booking.electric && (
          <p className="-mt-2 text-xs text-neutral-500 dark:text-neutral-400">{t('handover.form.electric-listing')}</p>
        )}
        {errors.electric && <p className="text-sm text-red-600 dark:text-red-400">{errors.electric}</p>}
        {checklist.electric && (
          <>
            <Field
              id="battery"
              label={t('handover.battery')}
              error={errors.battery}
              hint={
                kind === 'checkout' && h.checkin?.batteryPercent != null
                  ? t('handover.form.battery-at-checkin', { value: h.checkin.batteryPercent })
                  : undefined
              }
            >
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                value={battery}
                onChange={(e) => setBattery(e.target.value)}
                data-testid="battery-input"
              />
            </Field>
            <label className="flex min-h-11 items-center gap-3 text-sm text-neutral-800 dark:text-neutral-200">
              <Checkbox
                checked={checklist.chargerPresent === true}
                onChange={(e) => setChecklist((c) => ({ ...c, chargerPresent: e.target.checked }))}
                data-testid="charger"
              />
              {t('handover.form.charger-present')}
            </label>
          </>
        )}
        <Field
          id="odometer"
          label={t('handover.odometer')}
          optional={t('handover.form.optional')}
          error={errors.odometer}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            value={odometer}
            onChange={(e) => setOdometer(e.target.value)}
            data-testid="odometer-input"
          />
        </Field>
        <Field id="notes" label={t('handover.notes')} optional={t('handover.form.optional')} error={errors.notes}>
          <Textarea
            rows={3}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            maxLength={HANDOVER_LIMITS.notesMax}
            placeholder={t('handover.form.notes-placeholder')}
          />
        </Field>
      </Card>

      <Card className="space-y-3 p-4" data-testid="photos-card">
        <h2 className="font-semibold text-neutral-900 dark:text-white">{t('handover.form.photos')}</h2>
        <p className="text-sm text-neutral-600 dark:text-neutral-400">{t('handover.form.photos-hint')}</p>
        {photos.length > 0 && (
          <PhotoGrid photos={photos} onRemove={(id) => void removePhoto(id)} timeZone={h.booking.timeZone} />
        )}
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          capture="environment"
          multiple
          className="sr-only"
          id="handover-photo-input"
          data-testid="photo-input"
          onChange={(e) => void addPhotos(e.target.files)}
        />
        <label
          htmlFor="handover-photo-input"
          className={cn(
            'flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 border-dashed border-neutral-300 text-sm font-semibold text-primary-700 hover:bg-neutral-50 dark:border-neutral-700 dark:text-primary-400 dark:hover:bg-neutral-800',
            photos.length >= HANDOVER_LIMITS.maxPhotos && 'pointer-events-none opacity-50',
          )}
        >
          <Camera className="size-5" aria-hidden="true" />
          {uploading > 0
            ? t('handover.form.uploading')
            : t('handover.form.add-photo', { count: photos.length, max: HANDOVER_LIMITS.maxPhotos })}
        </label>
        {errors.photos && (
          <p role="alert" className="text-xs font-medium text-red-600 dark:text-red-400" data-testid="photos-error">
            {errors.photos}
          </p>
        )}
      </Card>

      {preview && (
        <Card className="space-y-2 p-4">
          <h2 className="font-semibold text-neutral-900 dark:text-white">{t('handover.compare.title')}</h2>
          <Comparison comparison={{ ...preview, clean: Boolean(previewClean) }} />
        </Card>
      )}

      <div className="sticky bottom-0 -mx-4 border-t border-neutral-200 bg-white/95 px-4 py-3 backdrop-blur dark:border-neutral-800 dark:bg-neutral-950/95">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={busy || uploading > 0}
          data-testid="submit-handover"
        >
          {t(`handover.form.submit-${kind}`)}
        </Button>
      </div>
    </form>
  );
}
