import type { AdminDeviceListResponse, AdminDeviceRow } from '@biclou/contracts/admin-users';
import * as endpoints from '@biclou/contracts/endpoints';
import { LogOut, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigation, useRevalidator } from 'react-router';
import { createColumnHelper, DataTable, useTableUrlState, type ColumnDef } from '../../../components/data-table';
import { LocaleLink } from '../../../components/locale-link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { formatRelative } from '../../../lib/dates';
import { translateServerMessage } from '../../../lib/i18n/translate-server-message';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useTranslation } from '../../../lib/i18n/tiny-i18n';
import { useApi } from '../../../context/api-context';

const col = createColumnHelper<AdminDeviceRow>();

/** /admin/devices: signed-in devices across users, and "revoke" (the session ends at once). */
export function DeviceTable({ page }: { page: AdminDeviceListResponse }) {
  const { t, i18n } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const table = useTableUrlState({ defaultSort: 'lastUsedAt', defaultDir: 'desc' });
  const [text, setText] = useState(table.q);
  const [revoking, setRevoking] = useState<AdminDeviceRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => setText(table.q), [table.q]);

  const columns = useMemo(
    () =>
      [
        col.accessor('name', {
          header: t('admin-users.col.device'),
          meta: { cardTitle: true },
          cell: ({ row: { original: d } }) => (
            <div className="min-w-0">
              <p className="truncate font-medium text-neutral-900 dark:text-white">{d.name}</p>
              <p className="truncate text-xs text-neutral-500" title={d.userAgent ?? ''}>
                {d.ip ?? '—'}
              </p>
            </div>
          ),
        }),
        col.accessor((d) => d.user.name, {
          id: 'user',
          header: t('admin-users.col.user'),
          cell: ({ row: { original: d } }) => (
            <LocaleLink to={`/admin/users/${d.user.id}`} className="hover:underline">
              <span className="block truncate font-medium">{d.user.name}</span>
              <span className="block truncate font-mono text-xs text-neutral-500">{d.user.email}</span>
            </LocaleLink>
          ),
        }),
        col.accessor('lastUsedAt', {
          header: t('admin-users.col.last-used'),
          cell: (c) => formatRelative(c.getValue(), locale),
        }),
        col.accessor('createdAt', {
          header: t('admin-users.col.signed-in'),
          cell: (c) => formatRelative(c.getValue(), locale),
        }),
        col.display({
          id: 'actions',
          header: '',
          meta: { className: 'text-right', hideOnCard: false },
          cell: ({ row: { original: d } }) => (
            <Button size="xs" variant="outline" onClick={() => setRevoking(d)}>
              <LogOut className="size-3.5" aria-hidden="true" />
              {t('admin-users.device.revoke')}
            </Button>
          ),
        }),
      ] as ColumnDef<AdminDeviceRow, never>[],
    [t, locale],
  );

  return (
    <>
      {notice && (
        <div className="mb-4">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <form
        role="search"
        className="relative mb-4"
        onSubmit={(e) => {
          e.preventDefault();
          table.setSearch(text);
        }}
      >
        <label htmlFor="device-q" className="sr-only">
          {t('admin-users.device.search')}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400"
          aria-hidden="true"
        />
        <Input
          id="device-q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('admin-users.device.search')}
          className="pl-9"
        />
      </form>
      <DataTable
        caption={t('titles.admin-devices')}
        columns={columns}
        data={page.items}
        getRowId={(d) => d.id}
        nextCursor={page.nextCursor}
        hasPrevious={Boolean(table.cursor)}
        onNext={table.setCursor}
        onFirst={() => table.setCursor(undefined)}
        loading={navigation.state === 'loading'}
        empty={t('admin-users.none.devices')}
      />
      <Dialog
        open={revoking !== null}
        onOpenChange={(o) => !o && setRevoking(null)}
        title={t('admin-users.device.revoke-title')}
        description={
          revoking ? t('admin-users.device.revoke-text', { device: revoking.name, name: revoking.user.name }) : ''
        }
      >
        <div className="flex justify-end gap-3">
          <Button variant="outline" onClick={() => setRevoking(null)}>
            {t('admin-ui.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={busy}
            onClick={async () => {
              if (!revoking) return;
              setBusy(true);
              const res = await api.call(endpoints.revokeAdminDevice, {
                params: { deviceId: revoking.id },
                quiet: true,
              });
              setBusy(false);
              setRevoking(null);
              setNotice(
                res.ok
                  ? { tone: 'success', text: t('admin-users.device.revoked-notice') }
                  : { tone: 'error', text: translateServerMessage(i18n, res.error.message) },
              );
              await revalidator.revalidate();
            }}
          >
            {t('admin-users.device.revoke')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
