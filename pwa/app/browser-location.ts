/**
 * The only ways the app leaves the single-page world: a full page load of a path. Kept in one
 * object so tests (jsdom cannot navigate) can swap `assign` and see where the app wanted to go.
 */
export const browserLocation = {
  assign(path: string): void {
    window.location.assign(path)
  },
  reload(): void {
    window.location.reload()
  },
}
