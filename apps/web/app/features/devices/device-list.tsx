import * as endpoints from '@biclou/contracts/endpoints';
import type { Device } from '@biclou/contracts/devices';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { useNavigate, useRevalidator } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { useApi } from '../../context/api-context';
import { formatDateTime, formatRelative } from '../../lib/dates';
import { useLocale } from '../../lib/i18n/use-locale';
import { useSession } from '../../context/session-context';
import { useToast } from '../../context/toasts/toast-context';
import { deviceIcon } from './device-icon';
import { MARKETPLACE_TIME_ZONE } from '@biclou/domain/time-zones';

/** Every session is a device; revoking one ends it at once, revoking this one logs out. */
export function DeviceList({ devices, now }: { devices: Device[]; now: number }) {
  const { t } = useTranslation();
  const { locale, lp } = useLocale();
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const { setUser } = useSession();
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState<string | null>(null);

  async function revoke(device: Device) {
    setPending(device.id);
    const res = await api.call(endpoints.deleteDevice, { params: { deviceId: device.id } });
    setPending(null);
    if (!res.ok) return;
    if (device.current) {
      setUser(null);
      await navigate(lp('/'));
      toast.show({ title: t('auth.see-you-soon'), icon: 'sun-moon', color: 'primary' });
      return;
    }
    toast.success(t('devices.revoked', { name: device.name }));
    await revalidate();
  }

  return (
    <Card>
      <ul className="divide-y divide-neutral-100 dark:divide-neutral-800" aria-label={t('titles.dashboard-devices')}>
        {devices.map((device) => {
          const Icon = deviceIcon(device.name);
          return (
            <li
              key={device.id}
              className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6"
              data-testid="device"
            >
              <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-neutral-100 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-neutral-900 dark:text-white">
                  {device.name}
                  {device.current && (
                    <Badge color="success">
                      <ShieldCheck className="size-3" aria-hidden="true" />
                      {t('devices.this-device')}
                    </Badge>
                  )}
                </p>
                <p className="mt-1 text-sm text-neutral-500 dark:text-neutral-400">
                  {device.ip ? `${t('devices.ip')} ${device.ip} · ` : ''}
                  {t('devices.last-used')}{' '}
                  <time
                    dateTime={device.lastUsedAt}
                    title={formatDateTime(device.lastUsedAt, locale, MARKETPLACE_TIME_ZONE, { zone: true })}
                  >
                    {formatRelative(device.lastUsedAt, locale, now)}
                  </time>
                </p>
                <p className="mt-0.5 text-xs text-neutral-400 dark:text-neutral-500">
                  {t('devices.signed-in')}{' '}
                  {formatDateTime(device.createdAt, locale, MARKETPLACE_TIME_ZONE, { zone: true })}
                </p>
              </div>
              <Button
                variant={device.current ? 'danger' : 'outline'}
                size="sm"
                loading={pending === device.id}
                onClick={() => revoke(device)}
              >
                <LogOut className="size-4" aria-hidden="true" />
                {device.current ? t('devices.revoke-current') : t('devices.revoke')}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
