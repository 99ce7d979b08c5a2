import * as endpoints from '@biclou/contracts/endpoints';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { useApi } from '../../shell/api-context';
import { validateForm, type ParseableSchema } from '../../lib/forms/validate';
import { useLocale } from '../../lib/i18n/use-locale';
import { useToast } from '../../shell/toasts/toast-context';
import { useSeoFieldErrors, useSeoMessage } from './seo-messages';

interface SeoRecordFormOptions {
  /** The admin collection's page, e.g. `/admin/seo/page-templates`. */
  collection: string;
  /** Its API endpoints. */
  api: {
    create: typeof endpoints.createPageTemplate | typeof endpoints.createLocalePage;
    update: typeof endpoints.updatePageTemplate | typeof endpoints.updateLocalePage;
    remove: typeof endpoints.deletePageTemplate | typeof endpoints.deleteLocalePage;
  };
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
export function useSeoRecordForm({
  collection,
  api: seoApi,
  responseKey,
  existingId,
  fieldOrder,
}: SeoRecordFormOptions) {
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

  async function submit<T>(event: FormEvent, schema: ParseableSchema<T>, values: unknown) {
    event.preventDefault();
    setFormError(null);
    const checked = validateForm(schema, values);
    if (!checked.ok) {
      showErrors(fieldErrors(checked.fields));
      return;
    }
    setSaving(true);
    const res = existingId
      ? await api.call(seoApi.update, { params: { id: existingId }, body: checked.data, quiet: true })
      : await api.call(seoApi.create, { body: checked.data, quiet: true });
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
