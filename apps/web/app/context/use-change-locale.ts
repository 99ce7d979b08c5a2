import * as endpoints from '@biclou/contracts/endpoints';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from './api-context';
import { switchLocalePath, type UserLocale } from '../lib/i18n/locales';
import { useSession } from './session-context';

/** Goes to the same page in another language; a signed-in user's preference is saved too. */
export function useChangeLocale() {
  const navigate = useNavigate();
  const location = useLocation();
  const api = useApi();
  const { user, setUser } = useSession();
  return useCallback(
    (locale: UserLocale) => {
      void navigate(switchLocalePath(location.pathname + location.search + location.hash, locale));
      if (user && user.locale !== locale) {
        void api
          .call(endpoints.updatePreferences, { body: { locale } })
          .then((res) => res.ok && setUser(res.data.user));
      }
    },
    [navigate, location, api, user, setUser],
  );
}
