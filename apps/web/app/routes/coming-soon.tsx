import { useTranslation } from '../lib/i18n/tiny-i18n';
import { ComingSoon } from '../features/coming-soon/coming-soon';
import { comingSoonTopic } from '../features/coming-soon/coming-soon-topics';
import { useRouteMeta } from '../routing/route-meta';

/** Later features (spec §2): the page answers inside its layout and guards, and says it is coming. */
export default function ComingSoonRoute() {
  const { t } = useTranslation();
  const def = useRouteMeta();
  const id = def?.id ?? 'generic';
  const topic = comingSoonTopic(id);
  return (
    <ComingSoon
      title={t(`titles.${id}`)}
      description={t(`coming-soon.${topic.key}`)}
      icon={topic.icon}
      variant={def?.shell === 'dashboard' ? 'panel' : 'page'}
    />
  );
}
