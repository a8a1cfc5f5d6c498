/**
 * @module
 * Above the results: table or map, which columns to show, rows per page, and the downloads
 * (this view, generated in the browser, and the API's bulk exports).
 */
import { memo, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { FIELDS } from './fields.ts';
import { exportUrl } from './site-paths.ts';
import { PAGE_SIZES, VIEWS, type PageSize, type ViewMode } from './url-state.ts';
import { DOCUMENT_FORMATS } from '../formats/extensions.ts';
import { DOWNLOAD_FORMATS, type DownloadFormat } from './download-formats.ts';

const VIEW_LABELS: Readonly<Record<ViewMode, string>> = { table: 'Table', map: 'Map', chart: 'Chart' };

interface Props {
  columns: readonly string[];
  onColumn: (id: string, visible: boolean) => void;
  onResetColumns: () => void;
  pageSize: PageSize;
  onPageSize: (size: PageSize) => void;
  view: ViewMode;
  onView: (view: ViewMode) => void;
  viewRows: number;
  ready: boolean;
  onDownload: (format: DownloadFormat) => void;
  /** The API question with the same answer, and what of the view it cannot express. */
  apiView: { url: string; unexpressed: readonly string[] };
}

export const Toolbar = memo(function Toolbar(props: Props) {
  return (
    <div className="toolbar needs-js">
      <div className="view-switch" role="group" aria-label="Show the selection as">
        {VIEWS.map((v) => (
          <button key={v} type="button" aria-pressed={props.view === v} disabled={!props.ready} onClick={() => props.onView(v)}>
            {VIEW_LABELS[v]}
          </button>
        ))}
      </div>
      <ColumnsMenu columns={props.columns} onColumn={props.onColumn} onResetColumns={props.onResetColumns} />
      <DownloadMenu viewRows={props.viewRows} ready={props.ready} onDownload={props.onDownload} apiView={props.apiView} />
      <label className="page-size" hidden={props.view !== 'table'}>
        Rows<span className="page-size-long"> per page</span>{' '}
        <select value={String(props.pageSize)} onChange={(event) => props.onPageSize(toPageSize(event.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size}
            </option>
          ))}
          <option value="all">All</option>
        </select>
      </label>
    </div>
  );
});

const HIDEABLE = FIELDS.filter((f) => f.hideable);

/** Its own memoised part: a filter or a page leaves its 54 tick boxes alone. */
const ColumnsMenu = memo(function ColumnsMenu({ columns, onColumn, onResetColumns }: Pick<Props, 'columns' | 'onColumn' | 'onResetColumns'>) {
  const shown = HIDEABLE.filter((f) => columns.includes(f.id)).length;
  return (
    <Menu
      label={
        <>
          Columns
          <span className="menu-count">
            {' '}
            ({shown + 2} of {FIELDS.length})
          </span>
        </>
      }
    >
      <fieldset>
        <legend>Columns to show</legend>
        <p className="hint">Flag and name are always shown.</p>
        <ul className="columns-list">
          {HIDEABLE.map((f) => (
            <li key={f.id}>
              <label>
                <input type="checkbox" checked={columns.includes(f.id)} onChange={(event) => onColumn(f.id, event.target.checked)} />
                {f.label}
              </label>
            </li>
          ))}
        </ul>
        <button type="button" className="link-button" onClick={onResetColumns}>
          Default columns
        </button>
      </fieldset>
    </Menu>
  );
});

/** Its own memoised part: it follows the view shown (its row count, the API question), after the paint. */
const DownloadMenu = memo(function DownloadMenu({ viewRows, ready, onDownload, apiView }: Pick<Props, 'viewRows' | 'ready' | 'onDownload' | 'apiView'>) {
  return (
    <Menu label="Download">
      <p className="menu-heading" id="download-view-heading">
        This view ({viewRows} {viewRows === 1 ? 'row' : 'rows'}, visible columns)
      </p>
      <ul role="list" aria-labelledby="download-view-heading" className="menu-list">
        {DOWNLOAD_FORMATS.map(({ format, label }) => (
          <li key={format}>
            <button
              type="button"
              disabled={!ready}
              onClick={(event) => {
                onDownload(format);
                closeMenu(event.currentTarget);
              }}
            >
              This view as {label}
            </button>
          </li>
        ))}
      </ul>
      <p className="menu-heading" id="download-api-heading">
        The same question to the API
      </p>
      <p className="menu-note">
        <a href={apiView.url} className="api-url">
          {apiView.url}
        </a>
        <br />
        {apiView.unexpressed.length > 0
          ? `Wider than this view: the API cannot express ${apiView.unexpressed.join('; ')}.`
          : 'Needs the API server (npm start) or a host that rewrites query strings.'}
      </p>
      <p className="menu-heading" id="download-all-heading">
        All countries, every field (API bulk export)
      </p>
      <ul role="list" aria-labelledby="download-all-heading" className="menu-list">
        {DOCUMENT_FORMATS.map((ext) => (
          <li key={ext}>
            <a href={exportUrl(ext)} download>
              countries.{ext}
            </a>
          </li>
        ))}
      </ul>
    </Menu>
  );
});

/** Closes the menu holding this element and puts focus back on its button. */
function closeMenu(inside: HTMLElement): void {
  const details = inside.closest('details');
  if (!details) return;
  details.open = false;
  details.querySelector('summary')?.focus();
}

function toPageSize(value: string): PageSize {
  return PAGE_SIZES.find((size) => String(size) === value) ?? 'all';
}

/** A disclosure that floats over the page; Escape or a click elsewhere closes it. */
function Menu({ label, children }: { label: ReactNode; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      const el = details.current;
      if (el?.open && event.target instanceof Node && !el.contains(event.target)) el.open = false;
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && details.current?.open) closeMenu(details.current);
  };
  return (
    <details className="menu" ref={details} onKeyDown={onKeyDown}>
      <summary className="button">{label}</summary>
      <div className="menu-panel">{children}</div>
    </details>
  );
}
