import * as endpoints from '@biclou/contracts/endpoints';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { useEffect, useState } from 'react';
import { useApi } from '../../context/api-context';
import { findPhoneCountry, type PhoneCountry } from '../../components/phone/phone-countries';

const FALLBACK = findPhoneCountry('FR') as PhoneCountry;

/**
 * The selector starts on the country of the saved number, else the visitor's country from
 * GET /geo/country (which answers FR with 'unable to fetch the country' when the lookup fails).
 */
export function useDefaultPhoneCountry(savedPhone: string | null): [PhoneCountry, (c: PhoneCountry) => void] {
  const api = useApi();
  const saved = savedPhone ? findPhoneCountry(parsePhoneNumberFromString(savedPhone)?.country) : undefined;
  const [country, setCountry] = useState<PhoneCountry>(saved ?? FALLBACK);
  const [touched, setTouched] = useState(Boolean(saved));

  useEffect(() => {
    if (touched) return;
    const controller = new AbortController();
    void api.call(endpoints.geoCountry, { signal: controller.signal, quiet: true }).then((res) => {
      const found = res.ok ? findPhoneCountry(res.data.country) : undefined;
      if (found) setCountry(found);
    });
    return () => controller.abort();
    // Once, on mount.
  }, []);

  return [
    country,
    (c) => {
      setTouched(true);
      setCountry(c);
    },
  ];
}
