import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n/use-locale';
import { useMediaQuery } from '../../lib/use-media-query';

/** Tailwind's `lg`, where the thread pane sits beside the inbox. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/**
 * From `lg` the inbox opens its newest conversation instead of an empty pane beside the list; phones
 * keep the list first. `newestId` is the loaded inbox's first row (not a row a live message adds
 * later: a conversation arriving while the member looks is theirs to open).
 */
export function useOpenNewestOnDesktop(basePath: string, openId: string | null, newestId: string | undefined) {
  const wide = useMediaQuery(SIDE_BY_SIDE);
  const navigate = useNavigate();
  const { lp } = useLocale();
  useEffect(() => {
    if (wide && !openId && newestId) void navigate(lp(`${basePath}/${newestId}`), { replace: true });
  }, [wide, openId, newestId, basePath, navigate, lp]);
}
