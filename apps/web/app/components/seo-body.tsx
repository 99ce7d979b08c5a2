import type { BodyBlock } from '@biclou/domain/seo-template';

/**
 * The body of a place page: paragraphs, headings and lists from the template's markdown-lite,
 * rendered as React text, so whatever an admin typed (even `<script>`) is shown, never run.
 */
export function SeoBody({ blocks, className }: { blocks: BodyBlock[]; className?: string }) {
  return (
    <div className={className} data-testid="place-body">
      {blocks.map((block, i) => {
        if (block.type === 'h2') {
          return (
            <h2 key={i} className="mt-8 text-xl font-bold tracking-tight text-neutral-900 first:mt-0 dark:text-white">
              {block.text}
            </h2>
          );
        }
        if (block.type === 'ul') {
          return (
            <ul key={i} className="mt-4 space-y-2">
              {block.items.map((item, j) => (
                <li key={j} className="flex gap-3 text-neutral-700 dark:text-neutral-300">
                  <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-primary-500" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i} className="mt-4 leading-7 text-neutral-700 first:mt-0 dark:text-neutral-300">
            {block.text}
          </p>
        );
      })}
    </div>
  );
}
