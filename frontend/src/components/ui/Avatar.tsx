import { useState } from 'react';

interface AvatarProps {
  src: string | null;
  alt: string;
  size?: number;
}

/** A round picture; the default silhouette when there is none or it fails to load. */
export function Avatar({ src, alt, size = 40 }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src !== null && src !== failedSrc;
  return usable ? (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className="rounded-circle object-fit-cover"
      onError={() => setFailedSrc(src)}
    />
  ) : (
    <svg
      role="img"
      aria-label={alt}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className="rounded-circle"
      data-testid="default-avatar"
    >
      <rect width="40" height="40" fill="var(--bs-secondary-bg)" />
      <circle cx="20" cy="16" r="7" fill="var(--bs-secondary-color)" />
      <path d="M6 38c2-8 8-12 14-12s12 4 14 12z" fill="var(--bs-secondary-color)" />
    </svg>
  );
}
