import type { CancelationOptionRule } from '@biclou/domain/cancelation-options';
import { useTranslation } from '../lib/i18n/tiny-i18n';
import { cn } from '../lib/cn';
import { cancelationRules } from '../lib/cancelation-rules';

function tone(pct: number) {
  if (pct >= 100) return 'bg-emerald-500';
  if (pct > 0) return 'bg-amber-500';
  return 'bg-red-500';
}

/** The option's rules, one sentence each, with a dot: green full, amber partial, red none. */
export function CancelationRuleList({ terms, className }: { terms: CancelationOptionRule; className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={cn('space-y-1.5 text-sm text-neutral-600 dark:text-neutral-400', className)}>
      {cancelationRules(terms).map((rule) => (
        <li key={rule.key} className="flex gap-2.5">
          <span aria-hidden="true" className={cn('mt-[7px] size-2 shrink-0 rounded-full', tone(rule.pct))} />
          <span>{t(`listings.cancelation.rules.${rule.key}`, rule.values)}</span>
        </li>
      ))}
    </ul>
  );
}
