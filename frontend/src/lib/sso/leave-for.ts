let leave = (address: string) => window.location.assign(address);

/** Sends the browser to another site (the identity provider's pages): the app is left. */
export function leaveFor(address: string) {
  leave(address);
}

/** Test hook: what `leaveFor` does instead of leaving the page (jsdom cannot). */
export function setLeaveFor(instead: (address: string) => void) {
  leave = instead;
}
