import {
  type Activators,
  type ClientRect,
  defaultCoordinates,
  type SensorInstance,
  type SensorProps,
} from '@dnd-kit/core';

/** How far apart two columns' edges must be to count as different places (px). */
const SAME_PLACE = 8;

/** The keys that pick a card up, put it down, and put it back (as dnd-kit's keyboard sensor). */
const PICK_UP = ['Space', 'Enter'];
const DROP = ['Space', 'Enter', 'Tab'];
const CANCEL = ['Escape'];

type Edges = Pick<ClientRect, 'left' | 'top'>;

/**
 * The column an arrow key moves a card to from the column `from`: ←/→ the nearest column on that
 * side (on screen, so it works in right-to-left pages too), ↑/↓ the nearest one above or below
 * when the columns wrap. Undefined for other keys, or when there is no column on that side.
 */
export function nextColumn(
  columns: ReadonlyMap<string, Edges>,
  from: string,
  code: string,
): string | undefined {
  const horizontal = code === 'ArrowRight' || code === 'ArrowLeft';
  const vertical = code === 'ArrowDown' || code === 'ArrowUp';
  const start = columns.get(from);
  if (!start || (!horizontal && !vertical)) return undefined;
  const forward = code === 'ArrowRight' || code === 'ArrowDown';
  const edge = (rect: Edges) => (horizontal ? rect.left : rect.top);
  const cross = (rect: Edges) => (horizontal ? rect.top : rect.left);

  let target: string | undefined;
  let best = Infinity;
  for (const [id, rect] of columns) {
    const delta = edge(rect) - edge(start);
    if (Math.abs(delta) < SAME_PLACE || delta > 0 !== forward) continue;
    const distance = Math.abs(delta) * 1000 + Math.abs(cross(rect) - cross(start));
    if (distance < best) {
      best = distance;
      target = id;
    }
  }
  return target;
}

/** Scrolls the row of columns sideways, and the page up or down, to show `height` of `column`. */
function reveal(row: HTMLElement, column: HTMLElement, height: number) {
  const box = column.getBoundingClientRect();
  const rowBox = row.getBoundingClientRect();
  if (box.left < rowBox.left) row.scrollLeft -= rowBox.left - box.left;
  else if (box.right > rowBox.right) row.scrollLeft += box.right - rowBox.right;
  const view = column.ownerDocument.defaultView;
  if (!view) return;
  if (box.top < 0) view.scrollBy({ top: box.top, behavior: 'instant' });
  else if (box.top + height > view.innerHeight) {
    view.scrollBy({ top: box.top + height - view.innerHeight, behavior: 'instant' });
  }
}

export interface ColumnKeyboardOptions {
  /**
   * The card is over this column now (its `data-board-column`): at pick-up its own, then where the
   * arrow keys took it. The board says so to dnd-kit, rather than dnd-kit working it out from
   * where the card is drawn.
   */
  onColumn: (id: string) => void;
}

/**
 * Moves a board card with the keyboard, a whole column at a time: Space or Enter picks it up and
 * puts it down, the arrows move it (see `nextColumn`), Escape puts it back. In place of dnd-kit's
 * `KeyboardSensor`, which lost keys: it listens only from the next task after the pick-up (an
 * arrow pressed at once was lost, and scrolled the board instead); where the card lands is worked
 * out from the columns' places measured at the pick-up (which a notice appearing above the board
 * or a scroll since makes wrong); and when the next column is past the middle of a board that
 * scrolls it scrolls the board, smoothly, instead of moving the card, the card being over the next
 * column only once the scroll is over. Here the column is known at once, and the columns' places
 * are read from the page at each key.
 */
export class ColumnKeyboardSensor implements SensorInstance {
  autoScrollEnabled = false;
  private readonly props: SensorProps<ColumnKeyboardOptions>;
  /** The column the card is over. */
  private column: HTMLElement | null;
  /** Where the card was drawn at the first arrow: its moves are counted from there. */
  private origin: { x: number; y: number } | null = null;

  static activators: Activators<ColumnKeyboardOptions> = [
    {
      eventName: 'onKeyDown',
      handler: ({ nativeEvent: event }: { nativeEvent: KeyboardEvent }, _options, { active }) => {
        if (!PICK_UP.includes(event.code) || event.repeat) return false;
        const activator = active.activatorNode.current;
        if (activator && event.target !== activator) return false;
        event.preventDefault();
        return true;
      },
    },
  ];

  constructor(props: SensorProps<ColumnKeyboardOptions>) {
    this.props = props;
    const { target } = props.event;
    this.column =
      target instanceof Element ? target.closest<HTMLElement>('[data-board-column]') : null;
    // Listening from now on: the key that picked the card up is still on its way to the document
    // and is left alone there (`onKeyDown`).
    const document = target instanceof Node ? target.ownerDocument : null;
    document?.addEventListener('keydown', this.onKeyDown);
    document?.defaultView?.addEventListener('resize', this.onCancel);
    document?.addEventListener('visibilitychange', this.onCancel);
    const card = props.activeNode.node.current;
    const view = document?.defaultView;
    const box = card?.getBoundingClientRect();
    if (card && view && box) {
      const hidden =
        box.top < 0 || box.left < 0 || box.bottom > view.innerHeight || box.right > view.innerWidth;
      if (hidden) card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
    }
    const id = this.column?.dataset.boardColumn;
    if (id) props.options.onColumn(id);
    props.onStart(defaultCoordinates);
  }

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event === this.props.event) return;
    if (DROP.includes(event.code)) {
      // Holding Space down after the pick-up repeats it: that is not a drop.
      if (event.repeat) return;
      event.preventDefault();
      this.detach();
      this.props.onEnd();
    } else if (CANCEL.includes(event.code)) {
      this.onCancel(event);
    } else if (event.code.startsWith('Arrow')) {
      // Not the page's: an arrow would otherwise scroll the board or the page.
      event.preventDefault();
      this.move(event.code);
    }
  };

  private readonly onCancel = (event: Event) => {
    event.preventDefault();
    this.detach();
    this.props.onCancel();
  };

  private move(code: string) {
    const from = this.column?.dataset.boardColumn;
    const row = this.column?.parentElement;
    if (!from || !row) return;
    const elements = new Map<string, HTMLElement>();
    const places = new Map<string, ClientRect>();
    for (const element of row.querySelectorAll<HTMLElement>('[data-board-column]')) {
      const id = element.dataset.boardColumn;
      if (!id) continue;
      elements.set(id, element);
      places.set(id, element.getBoundingClientRect());
    }
    const to = nextColumn(places, from, code);
    const column = to ? elements.get(to) : undefined;
    if (!to || !column) return;
    this.column = column;
    this.props.options.onColumn(to);

    // The card is drawn in the middle of the column's width, as high as it can.
    const { collisionRect } = this.props.context.current;
    if (!collisionRect) return;
    reveal(row, column, collisionRect.height);
    const target = column.getBoundingClientRect();
    this.origin ??= { x: collisionRect.left, y: collisionRect.top };
    const lowest = target.top + Math.max(0, target.height - collisionRect.height);
    this.props.onMove({
      x: target.left + (target.width - collisionRect.width) / 2 - this.origin.x,
      y: Math.min(Math.max(collisionRect.top, target.top), lowest) - this.origin.y,
    });
  }

  private detach() {
    const document =
      this.props.event.target instanceof Node ? this.props.event.target.ownerDocument : null;
    document?.removeEventListener('keydown', this.onKeyDown);
    document?.defaultView?.removeEventListener('resize', this.onCancel);
    document?.removeEventListener('visibilitychange', this.onCancel);
  }
}
