import {
  AdminCategoryRequestSchema,
  CATEGORY_ICONS,
  type AdminCategory,
  type AdminSubCategory,
} from '@biclou/contracts/admin-marketplace';
import * as endpoints from '@biclou/contracts/endpoints';
import { CATEGORY_NAME_MAX, CATEGORY_NAME_MIN } from '@biclou/domain/category-name';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { validateForm } from '../../../lib/forms/validate';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useApi } from '../../../context/api-context';
import { useToast } from '../../../context/toasts/toast-context';
import { CategoryIcon } from './category-icon';
import { useMarketFieldErrors, useMarketMessage } from './market-messages';

type CategoryIconName = (typeof CATEGORY_ICONS)[number];
type Editing =
  { kind: 'category'; item: AdminCategory | null } | { kind: 'sub'; categoryId: string; item: AdminSubCategory | null };

const move = <T,>(list: readonly T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** /admin/categories: categories and their sub-categories — create, edit, reorder, delete (not while used). */
export function CategoriesEditor({ categories }: { categories: AdminCategory[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<{ kind: 'category' | 'sub'; item: AdminSubCategory } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const name = (c: { nameEn: string; nameFr: string }) => (locale === 'fr' ? c.nameFr : c.nameEn);

  const reorder = async (ids: string[], categoryId?: string) => {
    const res = categoryId
      ? await api.call(endpoints.adminReorderSubCategories, { params: { categoryId }, body: { ids } })
      : await api.call(endpoints.adminReorderCategories, { body: { ids } });
    if (res.ok) void revalidate();
  };

  const arrows = (ids: string[], index: number, label: string, categoryId?: string) => (
    <span className="flex">
      <Button
        variant="ghost"
        size="xs"
        disabled={index === 0}
        onClick={() => reorder(move(ids, index, index - 1), categoryId)}
        aria-label={t('admin-market.categories.up', { name: label })}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="xs"
        disabled={index === ids.length - 1}
        onClick={() => reorder(move(ids, index, index + 1), categoryId)}
        aria-label={t('admin-market.categories.down', { name: label })}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </Button>
    </span>
  );

  const actions = (onEdit: () => void, onDelete: () => void, label: string) => (
    <span className="flex">
      <Button
        variant="ghost"
        size="xs"
        onClick={onEdit}
        aria-label={t('admin-market.categories.edit', { name: label })}
      >
        <Pencil className="size-4" aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="xs"
        className="text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
        onClick={onDelete}
        aria-label={t('admin-market.categories.delete', { name: label })}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </Button>
    </span>
  );

  const catIds = categories.map((c) => c.id);
  return (
    <>
      <div className="mb-4 flex justify-end">
        <Button onClick={() => setEditing({ kind: 'category', item: null })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('admin-market.categories.new')}
        </Button>
      </div>
      <ol className="space-y-3">
        {categories.map((c, i) => {
          const subIds = c.subCategories.map((s) => s.id);
          return (
            <li key={c.id}>
              <Card className="overflow-hidden">
                <div className="flex flex-wrap items-center gap-3 px-4 py-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700 dark:bg-primary-950 dark:text-primary-300">
                    <CategoryIcon name={c.icon} className="size-5" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-neutral-900 dark:text-white">{name(c)}</p>
                    <p className="truncate text-xs text-neutral-500 dark:text-neutral-400">
                      <span className="font-mono">{c.slug}</span> · {locale === 'fr' ? c.nameEn : c.nameFr}
                    </p>
                  </div>
                  <Badge color={c.listingCount ? 'primary' : 'neutral'}>
                    {t('admin-market.categories.listings', { count: c.listingCount })}
                  </Badge>
                  <span className="flex items-center">
                    {arrows(catIds, i, name(c))}
                    {actions(
                      () => setEditing({ kind: 'category', item: c }),
                      () => setDeleting({ kind: 'category', item: c }),
                      name(c),
                    )}
                  </span>
                </div>
                <ul className="border-t border-neutral-100 bg-neutral-50/60 dark:border-neutral-800 dark:bg-neutral-950/30">
                  {c.subCategories.map((s, j) => (
                    <li
                      key={s.id}
                      className="flex flex-wrap items-center gap-3 border-b border-neutral-100 py-2 pr-4 pl-8 last:border-b-0 sm:pl-16 dark:border-neutral-800"
                    >
                      <CategoryIcon name={s.icon ?? c.icon} className="size-4 text-neutral-400" />
                      <span className="min-w-0 flex-1 text-sm text-neutral-800 dark:text-neutral-200">
                        {name(s)} <span className="font-mono text-xs text-neutral-500">{s.slug}</span>
                      </span>
                      <span className="text-xs text-neutral-500 tabular-nums dark:text-neutral-400">
                        {t('admin-market.categories.listings', { count: s.listingCount })}
                      </span>
                      <span className="flex items-center">
                        {arrows(subIds, j, name(s), c.id)}
                        {actions(
                          () => setEditing({ kind: 'sub', categoryId: c.id, item: s }),
                          () => setDeleting({ kind: 'sub', item: s }),
                          name(s),
                        )}
                      </span>
                    </li>
                  ))}
                  <li className="py-1.5 pl-6 sm:pl-14">
                    <Button
                      variant="ghost"
                      size="xs"
                      onClick={() => setEditing({ kind: 'sub', categoryId: c.id, item: null })}
                    >
                      <Plus className="size-3.5" aria-hidden="true" />
                      {t('admin-market.categories.new-sub')}
                    </Button>
                  </li>
                </ul>
              </Card>
            </li>
          );
        })}
      </ol>
      {editing && <CategoryDialog key={editing.item?.id ?? 'new'} editing={editing} onClose={() => setEditing(null)} />}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) {
            setDeleting(null);
            setDeleteError(null);
          }
        }}
        title={t('admin-market.categories.delete-title', { name: deleting ? name(deleting.item) : '' })}
        description={t(
          deleting?.kind === 'sub' ? 'admin-market.categories.delete-sub-text' : 'admin-market.categories.delete-text',
        )}
      >
        <FormAlert message={deleteError} />
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={() => setDeleting(null)}>
            {t('admin-market.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              if (!deleting) return;
              setBusy(true);
              const id = deleting.item.id;
              const res =
                deleting.kind === 'sub'
                  ? await api.call(endpoints.adminDeleteSubCategory, { params: { subCategoryId: id }, quiet: true })
                  : await api.call(endpoints.adminDeleteCategory, { params: { categoryId: id }, quiet: true });
              setBusy(false);
              if (!res.ok) {
                setDeleteError(message(res.error.fields?.category?.[0] ?? res.error.message));
                return;
              }
              setDeleting(null);
              toast.success(t('admin-market.categories.deleted'));
              void revalidate();
            }}
          >
            {t('admin-market.delete')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}

function CategoryDialog({ editing, onClose }: { editing: Editing; onClose(): void }) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const message = useMarketMessage();
  const fieldErrors = useMarketFieldErrors();
  const item = editing.item;
  const [v, setV] = useState<{ slug: string; nameEn: string; nameFr: string; icon: CategoryIconName | null }>({
    slug: item?.slug ?? '',
    nameEn: item?.nameEn ?? '',
    nameFr: item?.nameFr ?? '',
    icon: (CATEGORY_ICONS as readonly string[]).includes(item?.icon ?? '') ? (item!.icon as CategoryIconName) : null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const nameHint = t('admin-market.categories.name-hint', { min: CATEGORY_NAME_MIN, count: CATEGORY_NAME_MAX });
  const title =
    editing.kind === 'category'
      ? t(item ? 'admin-market.categories.edit-title' : 'admin-market.categories.new')
      : t(item ? 'admin-market.categories.edit-sub-title' : 'admin-market.categories.new-sub');

  const submit = async () => {
    setFormError(null);
    // The API's own schema first: a name too short, too long or on two lines is said at once, in
    // the same words; whether another category has it is the API's to say.
    const checked = validateForm(AdminCategoryRequestSchema, { ...v, slug: v.slug.trim() });
    if (!checked.ok) {
      setErrors(fieldErrors(checked.fields));
      return;
    }
    setSaving(true);
    const body = checked.data;
    const res =
      editing.kind === 'category'
        ? item
          ? await api.call(endpoints.adminUpdateCategory, { params: { categoryId: item.id }, body, quiet: true })
          : await api.call(endpoints.adminCreateCategory, { body, quiet: true })
        : item
          ? await api.call(endpoints.adminUpdateSubCategory, { params: { subCategoryId: item.id }, body, quiet: true })
          : await api.call(endpoints.adminCreateSubCategory, {
              params: { categoryId: editing.categoryId },
              body,
              quiet: true,
            });
    setSaving(false);
    if (!res.ok) {
      setErrors(fieldErrors(res.error.fields));
      if (!res.error.fields) setFormError(message(res.error.message));
      return;
    }
    toast.success(t('admin-market.categories.saved'));
    onClose();
    void revalidate();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={formError} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="category-nameEn"
            label={t('admin-market.categories.name-en')}
            hint={nameHint}
            error={errors.nameEn}
          >
            <Input value={v.nameEn} onChange={(e) => setV((o) => ({ ...o, nameEn: e.target.value }))} />
          </Field>
          <Field
            id="category-nameFr"
            label={t('admin-market.categories.name-fr')}
            hint={nameHint}
            error={errors.nameFr}
          >
            <Input value={v.nameFr} onChange={(e) => setV((o) => ({ ...o, nameFr: e.target.value }))} />
          </Field>
        </div>
        <Field
          id="category-slug"
          label={t('admin-market.categories.slug')}
          hint={t('admin-market.categories.slug-hint')}
          error={errors.slug}
        >
          <Input value={v.slug} className="font-mono" onChange={(e) => setV((o) => ({ ...o, slug: e.target.value }))} />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-neutral-800 dark:text-neutral-200">
            {t('admin-market.categories.icon')}
          </legend>
          <div className="flex flex-wrap gap-2">
            {CATEGORY_ICONS.map((icon) => (
              <button
                key={icon}
                type="button"
                aria-pressed={v.icon === icon}
                aria-label={icon}
                onClick={() => setV((o) => ({ ...o, icon: o.icon === icon ? null : icon }))}
                className={cn(
                  'grid size-10 place-items-center rounded-lg border text-neutral-600 transition-colors dark:text-neutral-300',
                  v.icon === icon
                    ? 'border-primary-600 bg-primary-50 text-primary-700 dark:border-primary-400 dark:bg-primary-950 dark:text-primary-300'
                    : 'border-neutral-200 hover:bg-neutral-50 dark:border-neutral-700 dark:hover:bg-neutral-800',
                )}
              >
                <CategoryIcon name={icon} className="size-5" />
              </button>
            ))}
          </div>
          {errors.icon && <p className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">{errors.icon}</p>}
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('admin-market.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('admin-market.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
