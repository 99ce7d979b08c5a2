import * as endpoints from '@biclou/contracts/endpoints';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { AdminPageHeader } from '../../components/admin/admin-page-header';
import { loadAdmin } from '../../components/admin/load-admin.server';
import { LocalePageForm } from '../../features/admin/seo/locale-page-form';
import { LocalePageList } from '../../features/admin/seo/locale-page-list';
import { PlaceAutocomplete } from '../../components/place-autocomplete';
import { useApi } from '../../context/api-context';
import { useLocale } from '../../lib/i18n/use-locale';
import { pageUrl } from '../../lib/server-api';
import type { Route } from './+types/admin-seo-locale-pages';

export async function loader({ context, request }: Route.LoaderArgs) {
  const place = pageUrl(request).searchParams.get('place') ?? '';
  const filtered = /^[a-z0-9-]{1,120}$/.test(place);
  const [{ localePages }, { templates }] = await Promise.all([
    loadAdmin(context.api, endpoints.listLocalePages, { query: filtered ? { place } : {} }),
    loadAdmin(context.api, endpoints.listPageTemplates),
  ]);
  return { localePages, templates, place: filtered ? place : null };
}

/** /admin/seo/locale-pages: each place's own wording per language, filtered by place. */
export default function AdminLocalePagesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const { lp } = useLocale();
  const [creating, setCreating] = useState(false);
  const filteredName = loaderData.place ? (loaderData.localePages[0]?.place.name ?? loaderData.place) : '';
  return (
    <>
      <AdminPageHeader
        title={t('titles.admin-locale-pages')}
        text={t('admin-seo.pages.intro')}
        action={
          !creating && (
            <Button onClick={() => setCreating(true)}>
              <Plus className="size-4" aria-hidden="true" />
              {t('admin-seo.pages.new')}
            </Button>
          )
        }
      />
      {creating && (
        <section className="mb-8" aria-label={t('admin-seo.pages.new')}>
          <LocalePageForm templates={loaderData.templates} />
        </section>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <PlaceAutocomplete
          api={api}
          className="w-full max-w-xs"
          label={t('admin-seo.pages.filter')}
          labelClassName="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200"
          inputClassName="h-10 w-full rounded-lg border border-neutral-300 bg-white px-3 text-sm dark:border-neutral-700 dark:bg-neutral-950 dark:text-white"
          defaultText={filteredName}
          placeholder={t('admin-seo.fields.place-placeholder')}
          onSelect={(p) => p && navigate(lp(`/admin/seo/locale-pages?place=${p.slug}`))}
        />
        {loaderData.place && (
          <Button variant="ghost" onClick={() => navigate(lp('/admin/seo/locale-pages'))}>
            {t('admin-seo.pages.clear-filter')}
          </Button>
        )}
      </div>
      <LocalePageList pages={loaderData.localePages} />
    </>
  );
}
