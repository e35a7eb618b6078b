/** Browser side effects behind one seam, so components stay testable (jsdom cannot reload a page). */
export function reloadPage(): void {
  window.location.reload();
}
