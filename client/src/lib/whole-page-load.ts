/** Moves that leave the app for a whole page load of the server's page (an object, so a test can stand in for the browser's). */
export const wholePageLoad = {
  /** Loads `path` in place of this page, replacing its entry in the history. */
  replace(path: string): void {
    window.location.replace(path);
  },
};
