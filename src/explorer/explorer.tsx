/**
 * @module
 * The home page island: search, facets, ranges, sorting, columns, pages and downloads over
 * the country table, all of it in the URL. Its first render is the server HTML (default
 * state, the server's table passed in as children); the URL is applied after mount and the
 * records are fetched from the bulk export, then the live table replaces the server's.
 */
import { Suspense, lazy, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { COMPARE_MAX } from './compare-link.ts';
import type { DownloadFormat } from './download-formats.ts';
import { NoResults } from './no-results.tsx';
import { FormerMatches } from './former-matches.tsx';
import { PicksBar } from './picks-bar.tsx';
import { effectiveSort } from './table-model.ts';
import { CountryTable } from './country-table.tsx';
import { describeCount, tableCaption } from './describe-view.ts';
import { FACETS, RANGES, facetLabels, type FacetView } from './facets.ts';
import { filterChips, type Chip } from './filter-chips.ts';
import { ChipsBar } from './chips-bar.tsx';
import { apiViewUrl } from './api-view-url.ts';
import { useFacetViews } from './use-facet-views.ts';
import { FiltersPanel } from './filters-panel.tsx';
import { LiveCount } from './live-count.tsx';
import { Pager } from './pager.tsx';
import { SearchBox } from './search-box.tsx';
import { prepareSearch } from './search.ts';
import { matchReasons } from './search-explain.ts';
import * as actions from './state-actions.ts';
import { Toolbar } from './toolbar.tsx';
import { useCountries } from './use-countries.ts';
import { useCountryTable } from './use-country-table.ts';
import { useAfterPaint } from './use-after-paint.ts';
import { useExplorerState } from './use-explorer-state.ts';
import type { ExplorerState, NumberRange, PageSize, Scale, ViewMode } from './url-state.ts';

/** Typing waits for a pause this long before the table follows (a key's release comes ~100 ms after its press). */
const TYPING_SETTLE_MS = 150;
const settleDelay = (shown: ExplorerState, next: ExplorerState) =>
  shown.q !== next.q || shown.ranges !== next.ranges || shown.contains !== next.contains ? TYPING_SETTLE_MS : 0;
/** Before the records arrive there is no live table to spare: the view from the URL follows at once. */
const noDelay = () => 0;

// Loaded the first time the map or chart view opens: the table view never pays for them.
const SelectionMap = lazy(() => import('./selection-map.tsx'));
const SelectionChart = lazy(() => import('./selection-chart.tsx'));
/** How many countries the chart draws when none are picked: the first of the selection. */
const CHART_DEFAULT = 6;

export interface ExplorerProps {
  /** Number of records in the dataset the page was built from. */
  total: number;
  /** The facets as the server computed them for the default view. */
  initialFacets: Readonly<Record<string, FacetView>>;
  /** Smallest and largest population and area, for the range fields' placeholders. */
  initialBounds: Readonly<Record<string, readonly [number, number] | undefined>>;
  /** The server-rendered table, shown until the records are loaded. */
  children?: ReactNode;
}

const NO_COUNTRIES: readonly CountryData[] = [];

export default function Explorer({ total, initialFacets, initialBounds, children }: ExplorerProps) {
  const [state, update] = useExplorerState();
  const load = useCountries();
  const ready = load.status === 'ready';
  const countries = ready ? load.countries : NO_COUNTRIES;
  const meta = ready ? load.meta : undefined;
  // The controls show each change in the next frame; the table, its caption, the counts and
  // the map follow once that frame is painted (use-after-paint.ts), or once typing pauses.
  const view = useAfterPaint(state, ready ? settleDelay : noDelay);
  const table = useCountryTable(countries, view, update);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const [picks, setPicks] = useState<readonly string[]>([]);

  // For the download handler, which reads the table of the last render (never during render).
  const latestTable = useRef(table);
  useLayoutEffect(() => {
    latestTable.current = table;
  });

  const labels = useMemo(() => new Map(FACETS.map((def) => [def.id, facetLabels(def, countries)])), [countries]);
  const views = useFacetViews(table, labels, state.facets, expanded, ready ? null : initialFacets);
  const bounds = useMemo(
    () => (ready ? Object.fromEntries(RANGES.map((r) => [r.id, table.getColumn(r.id)?.getFacetedMinMaxValues()])) : initialBounds),
    [ready, table, initialBounds],
  );
  const shown = ready ? table.getFilteredRowModel().rows.length : total;
  // Before the records arrive the server's table shows the default view: every country.
  const pageCount = ready ? table.getPageCount() : state.pageSize === 'all' ? 1 : Math.ceil(total / state.pageSize);

  // Settled once the records are in (or failed) and the table shows the URL's view.
  const settled = load.status !== 'loading' && view === state;
  useEffect(() => {
    // Set before the first paint by pending-view.js when the URL asks for a view: the table
    // and the facets show once they show that view.
    if (settled) document.documentElement.classList.remove('view-pending');
  }, [settled]);

  useEffect(() => (ready ? prepareSearch(countries) : undefined), [ready, countries]);

  // A hand-written link (region=europe, landlocked=true) takes the records' spelling.
  useEffect(() => {
    if (ready) update((s) => actions.canonicalFacets(s, labels), 'replace');
  }, [ready, labels, state.facets, update]);

  useEffect(() => {
    if (ready && state.page > 0 && state.page >= pageCount) update((s) => actions.setPage(s, pageCount - 1), 'replace');
  }, [ready, state.page, pageCount, update]);

  // Stable handlers, so the memoised panels and rows skip the renders that are not theirs.
  const on = useMemo(
    () => ({
      query: (q: string) => update((s) => actions.setQuery(s, q), 'type:q'),
      suggest: (q: string) => {
        update((s) => actions.setQuery(s, q), 'push');
        document.getElementById('country-search')?.focus();
      },
      expand: (id: string, open: boolean) => setExpanded((e) => ({ ...e, [id]: open })),
      toggle: (id: string, value: string, checked: boolean) => update((s) => actions.toggleFacetValue(s, id, value, checked), 'push'),
      range: (id: string, range: NumberRange) => update((s) => actions.setRange(s, id, range), `type:${id}`),
      contains: (id: string, text: string) => update((s) => actions.setContains(s, id, text), `type:contains.${id}`),
      removeChip: (chip: Chip) => update((s) => chip.remove(s), 'push'),
      clear: () => {
        update(actions.clearFilters, 'push');
        // The button pressed is now disabled or gone: focus goes where the next search starts.
        document.getElementById('country-search')?.focus();
      },
      column: (id: string, visible: boolean) => update((s) => actions.setColumnVisible(s, id, visible), 'push'),
      resetColumns: () => update(actions.resetColumns, 'push'),
      pageSize: (size: PageSize) => update((s) => actions.setPageSize(s, size), 'push'),
      view: (mode: ViewMode) => update((s) => actions.setView(s, mode), 'push'),
      page: (page: number) => {
        update((s) => actions.setPage(s, page), 'push');
        showResults();
      },
      pick: (cca2: string, on: boolean) =>
        setPicks((p) => (on ? (p.includes(cca2) || p.length >= COMPARE_MAX ? p : [...p, cca2]) : p.filter((code) => code !== cca2))),
      clearPicks: () => setPicks([]),
      download: (extension: DownloadFormat) => {
        const current = latestTable.current;
        const rows = current.getPrePaginatedRowModel().rows.map((row) => row.original);
        const columns = current.getVisibleLeafColumns().map((column) => column.id);
        const { state: shownState, labels: shownLabels, meta: shownMeta } = latestView.current;
        void import('./download.ts').then(({ downloadView }) =>
          downloadView(
            { rows, columnIds: columns, state: shownState, labels: shownLabels, meta: shownMeta, total: current.getCoreRowModel().rows.length },
            extension,
          ),
        );
      },
    }),
    [update],
  );

  // The map's and the chart's own controls (apart from `on`, whose download reads refs).
  const viewControls = useMemo(
    () => ({
      metric: (id: string) => update((s) => actions.setMetric(s, id), 'push'),
      series: (id: string) => update((s) => actions.setSeries(s, id), 'push'),
      scale: (scale: Scale) => update((s) => actions.setScale(s, scale), 'push'),
    }),
    [update],
  );
  // The controls show a change at once; the drawing follows the view, after the paint.
  const controls = useMemo(() => ({ series: state.series, scale: state.scale }), [state.series, state.scale]);
  const latestView = useRef({ state: view, labels, meta });
  useLayoutEffect(() => {
    latestView.current = { state: view, labels, meta };
  });
  // The chips belong to the view shown: they come and go with the table (chips-bar.tsx).
  const chips = useMemo(() => filterChips(view, labels), [view, labels]);
  // The API question of the view shown (as the download writes it), made after the paint.
  const apiView = useMemo(() => apiViewUrl(view, ['flag', 'name', ...view.columns]), [view]);

  const reasons = useMemo(() => matchReasons(countries, view.q), [countries, view.q]);
  const picking = useMemo(() => ({ picked: new Set(picks), canPickMore: picks.length < COMPARE_MAX, onPick: on.pick }), [picks, on]);
  const pickedNames = useMemo(() => {
    const byCode = new Map(countries.map((c) => [c.cca2, c.name.common]));
    return picks.map((cca2) => ({ cca2, name: byCode.get(cca2) ?? cca2 }));
  }, [picks, countries]);

  // The results change only with the view, the records and the picks: a render that is not
  // theirs (a menu opened, a letter typed but not yet shown) leaves them alone.
  const results = useMemo(() => {
    if (!ready) return children;
    if (view.view === 'map') {
      const rows = table.getPrePaginatedRowModel().rows.map((row) => row.original);
      return (
        <Suspense fallback={<p className="map-loading">Loading the map…</p>}>
          <SelectionMap rows={rows} sort={effectiveSort(view)} metric={view.metric} chosen={state.metric} onMetric={viewControls.metric} total={total} />
        </Suspense>
      );
    }
    if (view.view === 'chart') {
      const rows = table.getPrePaginatedRowModel().rows.map((row) => row.original);
      const chosen = picks.length > 0 ? rows.filter((c) => picks.includes(c.cca2)) : rows.slice(0, CHART_DEFAULT);
      return (
        <Suspense fallback={<p className="map-loading">Loading the chart…</p>}>
          <SelectionChart
            countries={chosen}
            picked={picks.length > 0}
            selection={rows.length}
            order={effectiveSort(view)}
            series={view.series}
            scale={view.scale}
            controls={controls}
            onSeries={viewControls.series}
            onScale={viewControls.scale}
          />
        </Suspense>
      );
    }
    return <CountryTable table={table} caption={tableCaption(shown, total, view, labels)} interactive picking={picking} reasons={reasons} />;
  }, [ready, table, shown, total, view, labels, picking, picks, reasons, children, viewControls, state.metric, controls]);

  return (
    <div className="explorer">
      <SearchBox value={state.q} onChange={on.query} onSubmit={showResults} />
      {/* A link to a view: until it shows, the table keeps its place, hidden, under this note (html.view-pending).
          Early in the page, so a slow line paints it before the rest of the HTML has arrived. */}
      <p className="view-loading" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading the countries for this view…
      </p>
      {/* Instead of the note once the table shows without the view (the explorer is slow to start, or never does). */}
      <p className="view-late">Still loading this view: meanwhile the table lists every country, unfiltered.</p>
      {load.status === 'failed' && (
        <p className="error" role="alert">
          Search and filters are unavailable: the country data could not be loaded ({load.message}). The table below lists every country.
        </p>
      )}
      <div className="explorer-layout">
        <FiltersPanel
          facets={state.facets}
          ranges={state.ranges}
          contains={state.contains}
          views={views}
          bounds={bounds}
          ready={ready}
          expanded={expanded}
          shown={shown}
          onShowResults={showResults}
          onExpand={on.expand}
          onToggle={on.toggle}
          onRange={on.range}
          onContains={on.contains}
          onClear={on.clear}
          canClear={actions.hasFilters(state)}
        />
        <div className="results">
          <Toolbar
            columns={state.columns}
            onColumn={on.column}
            onResetColumns={on.resetColumns}
            pageSize={state.pageSize}
            onPageSize={on.pageSize}
            view={state.view}
            onView={on.view}
            viewRows={shown}
            ready={ready}
            onDownload={on.download}
            apiView={apiView}
          />
          <ChipsBar chips={chips} onRemove={on.removeChip} onClear={on.clear} />
          {ready && <FormerMatches query={view.q} formers={load.formers} countries={countries} />}
          {(state.view !== 'map' || picks.length > 0) && <PicksBar picks={pickedNames} onClear={on.clearPicks} />}
          {results}
          {ready && shown === 0 && <NoResults query={view.q} countries={countries} onClear={on.clear} onQuery={on.suggest} />}
          {view.view === 'table' && <Pager page={Math.min(state.page, pageCount - 1)} pageCount={pageCount} ready={ready} onPage={on.page} />}
          <span className="results-end" />
        </div>
      </div>
      <LiveCount text={describeCount(shown, total)} />
    </div>
  );
}

/** Brings the top of the results into view and focus (the table region is focusable), as after turning a page. */
export function showResults(): void {
  const region = document.getElementById('countries-table') ?? document.getElementById('countries-map');
  if (!region) return;
  region.scrollIntoView({ block: 'start' });
  region.scrollTop = 0;
  region.focus({ preventScroll: true });
}
