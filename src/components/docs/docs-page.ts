/**
 * @module
 * The API page in the browser: every example's address written for the host the reader is on
 * (not the machine the site was built on), a copy button beside each command, and a check of
 * whether this host answers the query-string form at all (a plain static host does not: those
 * examples then say so, and the static files are the ones to use).
 */
export function startDocsPage(): void {
  for (const span of document.querySelectorAll<HTMLElement>('.origin')) if (span.textContent === '') span.textContent = location.origin;
  const status = document.getElementById('host-check');
  for (const button of document.querySelectorAll<HTMLButtonElement>('.commands button.copy')) {
    button.addEventListener('click', () => {
      const text = button.parentElement?.querySelector('code')?.textContent?.trim().replace(/\s+/g, ' ') ?? '';
      navigator.clipboard.writeText(text).then(
        () => {
          button.textContent = 'Copied';
          setTimeout(() => (button.textContent = 'Copy'), 1500);
        },
        () => {
          if (status) status.textContent = 'Copying is not allowed here: select the command and copy it by hand.';
        },
      );
    });
  }
  const probe = status?.dataset.probe;
  if (!status || !probe) return;
  fetch(probe, { headers: { accept: 'application/json' } })
    .then((r) => (r.ok && (r.headers.get('content-type') ?? '').includes('json') ? r.json() : Promise.reject(new Error(String(r.status)))))
    .then(
      () => {
        status.textContent = `This host (${location.host}) answers both forms.`;
      },
      () => {
        document.documentElement.classList.add('static-host');
        status.textContent = `This host (${location.host}) serves the static files only: the query-string examples need the project's server (npm start) or a host that rewrites query strings. Use each example's static file, or the bulk file named where there is none.`;
      },
    );
}
