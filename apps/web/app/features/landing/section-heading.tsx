import { cn } from '../../lib/cn';

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  center = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  center?: boolean;
}) {
  return (
    <div className={cn('max-w-2xl', center && 'mx-auto text-center')}>
      <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase dark:text-primary-400">{eyebrow}</p>
      <h2
        id={id}
        className="mt-2 text-3xl font-bold tracking-tight text-balance text-neutral-900 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {text && <p className="mt-4 text-lg leading-8 text-neutral-600 dark:text-neutral-400">{text}</p>}
    </div>
  );
}
