/**
 * @module
 * Previous / next page, shown only when the table is paged.
 */
interface Props {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

export function Pager({ page, pageCount, onPage }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label="Table pages">
      <button type="button" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span>
        Page {page + 1} of {pageCount}
      </span>
      <button type="button" disabled={page >= pageCount - 1} onClick={() => onPage(page + 1)}>
        Next page
      </button>
    </nav>
  );
}
