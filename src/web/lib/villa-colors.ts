import type { VillaColor } from '../../shared/content/villas';

/** Accent classes per villa colour, written out in full so Tailwind can see them. */
export const villaAccent: Record<VillaColor, { swatch: string; tint: string }> = {
  turquoise: { swatch: 'bg-villa-turquoise', tint: 'from-villa-turquoise/20' },
  coral: { swatch: 'bg-villa-coral', tint: 'from-villa-coral/20' },
  green: { swatch: 'bg-villa-green', tint: 'from-villa-green/20' },
  yellow: { swatch: 'bg-villa-yellow', tint: 'from-villa-yellow/25' },
};
