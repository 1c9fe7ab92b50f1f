/** A Bootstrap colour for a vacancy's popularity bar. */
export type PopularityVariant = 'success' | 'primary' | 'warning' | 'danger';

/**
 * The colour of a popularity (0–100) by the product's thresholds: 75 and above success, 55–74
 * primary, 35–54 warning, below 35 (and none at all) danger.
 */
export function popularityVariant(popularity: number): PopularityVariant {
  if (popularity >= 75) return 'success';
  if (popularity >= 55) return 'primary';
  if (popularity >= 35) return 'warning';
  return 'danger';
}
