import type { AdminTemplateRow } from '@biclou/contracts/admin-templates';
import { Mail, MessageSquareText } from 'lucide-react';
import { createColumnHelper, DataTable, type ColumnDef } from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Badge } from '../../../components/ui/badge';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';

type T = (key: string, options?: Record<string, unknown>) => string;
/** A template's name in the admin's language (`admin-templates.names.<slug>`). */
export const templateName = (t: T, slug: string) => t(`admin-templates.names.${slug}`);

/** /admin/templates: every email and SMS, its type, placeholders and which languages were edited. */
export function TemplatesTable({ templates }: { templates: AdminTemplateRow[] }) {
  const { t } = useTranslation();
  const { lp } = useLocale();
  const col = createColumnHelper<AdminTemplateRow>();
  const columns: ColumnDef<AdminTemplateRow, never>[] = [
    col.display({
      id: 'name',
      header: t('admin-templates.col-name'),
      meta: { cardTitle: true },
      cell: ({ row: { original: r } }) => (
        <span className="flex items-center gap-2 font-medium text-neutral-900 dark:text-white">
          {r.type === 'email' ? (
            <Mail className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
          ) : (
            <MessageSquareText className="size-4 shrink-0 text-neutral-400" aria-hidden="true" />
          )}
          {templateName(t as T, r.slug)}
        </span>
      ),
    }),
    col.display({
      id: 'slug',
      header: t('admin-templates.col-slug'),
      cell: ({ row }) => (
        <code className="font-mono text-xs text-neutral-600 dark:text-neutral-400">{row.original.slug}</code>
      ),
    }),
    col.display({
      id: 'type',
      header: t('admin-templates.col-type'),
      cell: ({ row }) => (
        <Badge color={row.original.type === 'email' ? 'info' : 'primary'}>
          {t(`admin-templates.type-${row.original.type}`)}
        </Badge>
      ),
    }),
    col.display({
      id: 'languages',
      header: t('admin-templates.col-languages'),
      cell: ({ row: { original: r } }) => (
        <span className="flex flex-wrap gap-2">
          {r.locales.map((l) => (
            <LocaleLink
              key={l.locale}
              to={`/admin/templates/${r.slug}/${l.locale}`}
              aria-label={`${t(`admin-templates.locale-${l.locale}`)}: ${t(l.customized ? 'admin-templates.edited' : 'admin-templates.default')}`}
              className="relative z-10 inline-flex items-center gap-1.5 rounded-md px-1 py-0.5 text-sm hover:bg-neutral-100 dark:hover:bg-neutral-800"
            >
              <span className="font-mono text-xs font-semibold uppercase">{l.locale}</span>
              {l.customized ? (
                <Badge color="warning">{t('admin-templates.edited')}</Badge>
              ) : (
                <Badge>{t('admin-templates.default')}</Badge>
              )}
            </LocaleLink>
          ))}
        </span>
      ),
    }),
  ];
  return (
    <DataTable
      columns={columns}
      data={templates}
      caption={t('titles.admin-templates')}
      getRowId={(r) => r.slug}
      rowHref={(r) => lp(`/admin/templates/${r.slug}/en`)}
      nextCursor={null}
    />
  );
}
