import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import type { BodyOf } from '../../../lib/api-endpoint';
import { useApi } from '../../../context/api-context';
import { validateForm, type ParseableSchema } from '../../../lib/forms/validate';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useToast } from '../../../context/toasts/toast-context';
import { useSeoFieldErrors, useSeoMessage } from './seo-messages';

type SeoApi =
  | {
      create: typeof endpoints.createPageTemplate;
      update: typeof endpoints.updatePageTemplate;
      remove: typeof endpoints.deletePageTemplate;
    }
  | {
      create: typeof endpoints.createLocalePage;
      update: typeof endpoints.updateLocalePage;
      remove: typeof endpoints.deleteLocalePage;
    };

interface SeoRecordFormOptions<A extends SeoApi> {
  /** The admin collection's page, e.g. `/admin/seo/page-templates`. */
  collection: string;
  /** Its API endpoints. */
  api: A;
  /** The key of the saved record in the API's answer (`template`, `localePage`). */
  responseKey: string;
  /** The record being edited; none when creating. */
  existingId: string | undefined;
  /** Field names in the order they appear, to focus the first one with an error (ids are `seo-<field>`). */
  fieldOrder: readonly string[];
}

/**
 * What the page-template and locale-page forms share: field errors with focus on the first one,
 * create or update through the admin API with its messages translated, delete, and the way back.
 */
export function useSeoRecordForm<A extends SeoApi>({
  collection,
  api: seoApi,
  responseKey,
  existingId,
  fieldOrder,
}: SeoRecordFormOptions<A>) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const seoMessage = useSeoMessage();
  const fieldErrors = useSeoFieldErrors();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const clearError = (field: string) => setErrors((e) => ({ ...e, [field]: '' }));

  /** Shows the messages and takes the person to the first field that needs them. */
  function showErrors(next: Record<string, string>) {
    setErrors(next);
    const first = fieldOrder.find((f) => next[f]);
    if (first) document.getElementById(`seo-${first}`)?.focus();
  }

  /** `schema`: the collection's request schema (its output is a body its endpoints take). */
  async function submit(event: FormEvent, schema: ParseableSchema<BodyOf<A['create']>>, values: unknown) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(schema, values);
    if (!checked.ok) {
      showErrors(fieldErrors(checked.fields));
      return;
    }
    setSaving(true);
    // A ties the endpoints to the body; both collections answer `{ [responseKey]: { id } }`, so the call
    // goes through one of them (TypeScript does not correlate the halves of a union).
    const body = checked.data as BodyOf<typeof endpoints.createLocalePage>;
    const res = existingId
      ? await api.call(seoApi.update as typeof endpoints.updateLocalePage, {
          params: { id: existingId },
          body,
          quiet: true,
        })
      : await api.call(seoApi.create as typeof endpoints.createLocalePage, { body, quiet: true });
    setSaving(false);
    if (!res.ok) {
      showErrors(fieldErrors(res.error.fields));
      if (!res.error.fields) setFormError(seoMessage(res.error.message));
      return;
    }
    toast.success(t(existingId ? 'admin-seo.saved' : 'admin-seo.created'));
    if (!existingId) navigate(lp(`${collection}/${res.data[responseKey]!.id}`));
  }

  async function remove() {
    if (!existingId) return false;
    const res = await api.call(seoApi.remove, { params: { id: existingId } });
    if (!res.ok) return false;
    toast.success(t('admin-seo.deleted'));
    navigate(lp(collection));
    return true;
  }

  return { errors, clearError, formError, saving, submit, remove };
}
