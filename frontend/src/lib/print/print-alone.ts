import './print-alone.css';

/** The class of the part of the page that `printAlone` prints. */
export const PRINT_ALONE_PART = 'print-alone-part';

/** Prints the part of the page classed `PRINT_ALONE_PART` alone: the rest is hidden meanwhile. */
export function printAlone() {
  const root = document.documentElement;
  root.classList.add('print-alone');
  try {
    window.print();
  } finally {
    root.classList.remove('print-alone');
  }
}
