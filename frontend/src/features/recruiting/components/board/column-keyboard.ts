import type { ClientRect, KeyboardCoordinateGetter } from '@dnd-kit/core';

/** How far apart two columns' edges must be to count as different places (px). */
const SAME_PLACE = 8;

/**
 * The keyboard moves a picked-up card a whole column at a time: ←/→ to the nearest column on that
 * side (on screen, so it works in right-to-left pages too), ↑/↓ to the nearest one above or below
 * when the columns wrap. The card lands in the middle of the column's width, as high as it can.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { collisionRect, droppableRects, over } },
) => {
  const horizontal = event.code === 'ArrowRight' || event.code === 'ArrowLeft';
  const vertical = event.code === 'ArrowDown' || event.code === 'ArrowUp';
  if (!collisionRect || (!horizontal && !vertical)) return undefined;
  event.preventDefault();
  const forward = event.code === 'ArrowRight' || event.code === 'ArrowDown';
  const from = (over ? droppableRects.get(over.id) : undefined) ?? collisionRect;
  const edge = (rect: { left: number; top: number }) => (horizontal ? rect.left : rect.top);
  const cross = (rect: { left: number; top: number }) => (horizontal ? rect.top : rect.left);

  let target: ClientRect | undefined;
  let best = Infinity;
  for (const rect of droppableRects.values()) {
    const delta = edge(rect) - edge(from);
    if (Math.abs(delta) < SAME_PLACE || delta > 0 !== forward) continue;
    const distance = Math.abs(delta) * 1000 + Math.abs(cross(rect) - cross(from));
    if (distance < best) {
      best = distance;
      target = rect;
    }
  }
  if (!target) return undefined;
  const lowest = target.top + Math.max(0, target.height - collisionRect.height);
  return {
    x: target.left + (target.width - collisionRect.width) / 2,
    y: Math.min(Math.max(collisionRect.top, target.top), lowest),
  };
};
