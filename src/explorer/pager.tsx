/**
 * @module
 * Previous / next page, shown only when the table is paged. In the server HTML too (with its
 * final size, so nothing moves), its buttons off until the records are loaded; hidden without
 * JavaScript, where the server's table shows every row.
 */
interface Props {
  page: number;
  pageCount: number;
  ready: boolean;
  onPage: (page: number) => void;
}

export function Pager({ page, pageCount, ready, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager needs-js" aria-label="Table pages">
      <button type="button" disabled={!ready || page <= 0} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page + 1} of {pageCount}
      </span>
      <button type="button" disabled={!ready || page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
