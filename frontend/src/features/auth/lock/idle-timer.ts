import { LOCK_KEYS } from '@/lib/session/storage-keys';

/** What counts as activity: the pointer, the keyboard, the wheel, scrolling and touch. */
const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
] as const;

/** Activity is written to storage at most this often (the pointer moves many times a second). */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

function storedActivity(): number {
  const value = Number(localStorage.getItem(LOCK_KEYS.lastActivity));
  return Number.isFinite(value) ? value : 0;
}

export interface IdleTimerOptions {
  timeoutMs: number;
  /** Called once when no tab has seen activity for `timeoutMs`; the timer then stops. */
  onIdle: () => void;
}

/**
 * Watches for activity in this tab and, through `localStorage`, in every other tab of the app:
 * the latest activity anywhere counts. Starting counts as activity (a page just opened or
 * unlocked). Returns the function that stops it.
 */
export function startIdleTimer({ timeoutMs, onIdle }: IdleTimerOptions): () => void {
  /** This tab's own latest activity: other tabs' clocks may differ from this one's. */
  let ownActivity = 0;
  let written = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const record = () => {
    const now = Date.now();
    ownActivity = now;
    if (now - written < ACTIVITY_WRITE_INTERVAL_MS) return;
    written = now;
    localStorage.setItem(LOCK_KEYS.lastActivity, String(now));
  };

  const check = () => {
    const idleFor = Date.now() - Math.max(ownActivity, storedActivity());
    if (idleFor >= timeoutMs) {
      stop();
      onIdle();
      return;
    }
    // Another tab's activity moves the deadline: look again when it would be reached.
    timer = setTimeout(check, Math.min(timeoutMs - idleFor, timeoutMs));
  };

  // A tab in the background may have its timers slowed down: coming back, it looks at once.
  const onVisible = () => {
    if (document.visibilityState !== 'visible') return;
    clearTimeout(timer);
    check();
  };

  function stop() {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, record, true);
    document.removeEventListener('visibilitychange', onVisible);
  }

  record();
  for (const type of ACTIVITY_EVENTS) {
    window.addEventListener(type, record, { capture: true, passive: true });
  }
  document.addEventListener('visibilitychange', onVisible);
  timer = setTimeout(check, timeoutMs);
  return stop;
}
