import { useState } from 'react';
import { initialsOf } from './initials';

interface UserAvatarProps {
  name: string;
  /** Their photo's address, when they have one. */
  src?: string | null | undefined;
  /** The photo's description; without one the avatar is decoration beside the written name. */
  alt?: string;
  size?: number;
}

/** A round photo, or the name's initials on a tinted circle when there is none (or it fails). */
export function UserAvatar({ name, src = null, alt, size = 36 }: UserAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return (
      <img
        src={src}
        alt={alt ?? ''}
        width={size}
        height={size}
        className="rounded-circle object-fit-cover flex-shrink-0"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      className="rounded-circle d-inline-flex align-items-center justify-content-center flex-shrink-0 bg-primary-subtle text-primary-emphasis fw-semibold"
      style={{ width: size, height: size, fontSize: size * 0.4 }}
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {initialsOf(name)}
    </span>
  );
}
