import * as endpoints from '@biclou/contracts/endpoints';
import { useTranslation } from '../../lib/i18n/tiny-i18n';
import { DeviceList } from '../../features/devices/device-list';
import { serverCall } from '../../lib/server-api';
import type { Route } from './+types/devices';

export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverCall(context.api, endpoints.listDevices);
  // The server's clock, so the relative times render the same on both sides (no hydration mismatch).
  return { devices: res.data?.devices ?? [], unavailable: res.status !== 200 && res.status !== 401, now: Date.now() };
}

export default function DevicesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
          {t('titles.dashboard-devices')}
        </h1>
        <p className="mt-1 text-neutral-600 dark:text-neutral-400">{t('devices.intro')}</p>
      </header>
      {loaderData.unavailable ? (
        <p className="text-neutral-600 dark:text-neutral-400">{t('errors.something-went-wrong')}</p>
      ) : (
        <DeviceList devices={loaderData.devices} now={loaderData.now} />
      )}
    </div>
  );
}
