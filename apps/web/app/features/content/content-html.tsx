import { cn } from '../../lib/cn';
import './content.css';

/**
 * HTML the API rendered from markdown and sanitised (rehype-sanitize): shown as it comes, styled by
 * content.css (`.md-content`). Its components need no script: the FAQ is `<details>`.
 */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  return <div className={cn('md-content', className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
