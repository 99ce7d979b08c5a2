import { Avatar, initials, type AvatarSize } from '../../components/ui/avatar';
import type { Person } from './chat-types';

/** The person's photo, or their initial. */
export function PersonAvatar({ person, size = 40 }: { person: Person; size?: AvatarSize }) {
  if (person.avatarUrl) {
    return (
      <img
        src={person.avatarUrl}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return <Avatar name={initials(person.firstName)} size={size} />;
}

/** The listing's cover, or a soft placeholder. */
export function ListingCover({ url, className }: { url: string | null; className?: string }) {
  return url ? (
    <img src={url} alt="" loading="lazy" className={`shrink-0 object-cover ${className ?? ''}`} />
  ) : (
    <span
      aria-hidden="true"
      className={`shrink-0 bg-gradient-to-br from-neutral-200 to-neutral-300 dark:from-neutral-700 dark:to-neutral-800 ${className ?? ''}`}
    />
  );
}
