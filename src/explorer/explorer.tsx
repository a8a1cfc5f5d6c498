/**
 * @module
 * The home page island: search, facets, ranges, sorting, columns, pages and downloads over
 * the country table, all of it in the URL. Its first render is the server HTML (default
 * state, the server's table passed in as children); the URL is applied after mount and the
 * slim index is fetched, then the live table replaces the server's. What a view needs beyond
 * the slim index (the full records, the search terms) is fetched when it is asked for; until it
 * is in, the view on show stays, with a note (use-explorer-data.ts, data-needs.ts).
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
import { sitePaths } from './site-paths.ts';
import { matchReasons } from './search-explain.ts';
import * as actions from './state-actions.ts';
import { Toolbar } from './toolbar.tsx';
import { serves, useExplorerData, type ExplorerData } from './use-explorer-data.ts';
import { dataNeeds } from './data-needs.ts';
import { fieldById } from './fields.ts';
import { isSlimField } from './slim-index.ts';
import { useCountryTable, type CountryTableModel } from './use-country-table.ts';
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
/** The results' heading, which screen readers jump to: what the view shows them as. */
const RESULTS_HEADINGS: Readonly<Record<ViewMode, string>> = { table: 'Results: table', map: 'Results: map', chart: 'Results: chart' };
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
  const [state, update, restored] = useExplorerState();
  // Clear filters, like Back and Forward, replaces the filters: the range fields drop what was typed.
  const [cleared, setCleared] = useState(0);
  // Someone is about to search: the search terms are fetched from the search box's focus on.
  const [wantTerms, setWantTerms] = useState(false);
  const load = useExplorerData(dataNeeds(state), wantTerms);
  const ready = load.status === 'ready';
  const data = ready ? load.data : undefined;
  const countries = data?.countries ?? NO_COUNTRIES;
  const meta = data?.meta;
  // The controls show each change in the next frame; the table, its caption, the counts and
  // the map follow once that frame is painted (use-after-paint.ts), or once typing pauses, and
  // once the data that view needs is in.
  const latest = useAfterPaint(state, ready ? settleDelay : noDelay);
  const view = useServedView(latest, data);
  const waiting = data !== undefined && view !== latest;
  const table = useCountryTable(countries, view, update);
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  // Enter was pressed in the search box, and the table does not show its search yet.
  const submitted = useRef(false);

  // For the download handler, which reads the table of the last render (never during render).
  const latestTable = useRef(table);
  useLayoutEffect(() => {
    latestTable.current = table;
  });

  const labels = useMemo(() => new Map(FACETS.map((def) => [def.id, facetLabels(def, countries)])), [countries]);
  const views = useFacetViews(table, labels, state.facets, expanded, ready ? null : initialFacets);
  // A range's bounds from the records in hand: the slim index has the figures of its own columns only.
  const full = data?.full ?? false;
  const bounds = useMemo(
    () =>
      ready
        ? Object.fromEntries(RANGES.filter((r) => full || isSlimField(fieldById(r.id)!)).map((r) => [r.id, table.getColumn(r.id)?.getFacetedMinMaxValues()]))
        : initialBounds,
    [ready, full, table, initialBounds],
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

  // The search index is built while the browser is idle once its terms are in (the slim records lack them).
  const searchable = data !== undefined && (data.terms !== 'none' || data.full);
  useEffect(() => (searchable ? prepareSearch(countries) : undefined), [searchable, countries]);

  // What the table shows, and whether it is the view asked for: what Enter in the search box acts on.
  const latestShown = useRef({ table, settled: false });
  useLayoutEffect(() => {
    latestShown.current = { table, settled: ready && view === state };
    actOnSubmit(submitted, latestShown.current);
  });

  // A hand-written link (region=europe, landlocked=true, country=DEU~FRA) takes the records' spelling.
  useEffect(() => {
    if (ready) update((s) => actions.canonicalPicks(actions.canonicalFacets(s, labels), countries), 'replace');
  }, [ready, labels, countries, state.facets, state.picks, update]);

  useEffect(() => {
    if (ready && state.page > 0 && state.page >= pageCount) update((s) => actions.setPage(s, pageCount - 1), 'replace');
  }, [ready, state.page, pageCount, update]);

  // Stable handlers, so the memoised panels and rows skip the renders that are not theirs.
  const on = useMemo(
    () => ({
      query: (q: string) => update((s) => actions.setQuery(s, q), 'type:q'),
      searching: () => setWantTerms(true),
      // Enter: the search as typed is acted on once the table shows it (after typing's pause, and its terms).
      submit: () => {
        submitted.current = true;
        actOnSubmit(submitted, latestShown.current);
      },
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
        setCleared((n) => n + 1);
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
      pick: (cca2: string, on: boolean) => update((s) => actions.setPicked(s, cca2, on), 'push'),
      clearPicks: () => update(actions.clearPicks, 'push'),
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
      // Dragged or played, the timeline is one step back, as a typed word is.
      time: (year: number | null) => update((s) => actions.setTime(s, year), 'type:time'),
    }),
    [update],
  );
  // The controls show a change at once; the drawing follows the view, after the paint.
  const controls = useMemo(
    () => ({ series: state.series, scale: state.scale, metric: state.metric, time: state.time }),
    [state.series, state.scale, state.metric, state.time],
  );
  const latestView = useRef({ state: view, labels, meta });
  useLayoutEffect(() => {
    latestView.current = { state: view, labels, meta };
  });
  // The chips belong to the view shown: they come and go with the table (chips-bar.tsx).
  const chips = useMemo(() => filterChips(view, labels), [view, labels]);
  // The API question of the view shown (as the download writes it), made after the paint.
  const apiView = useMemo(() => apiViewUrl(view, ['flag', 'name', ...view.columns]), [view]);

  const reasons = useMemo(() => matchReasons(countries, view.q), [countries, view.q]);
  // The boxes follow the ticks at once; the chart follows the view.
  const picks = state.picks;
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
          <SelectionMap
            rows={rows}
            sort={effectiveSort(view)}
            metric={view.metric}
            chosen={controls.metric}
            onMetric={viewControls.metric}
            total={total}
            time={view.time}
            chosenTime={controls.time}
            onTime={viewControls.time}
          />
        </Suspense>
      );
    }
    if (view.view === 'chart') {
      const rows = table.getPrePaginatedRowModel().rows.map((row) => row.original);
      const chosen = view.picks.length > 0 ? rows.filter((c) => view.picks.includes(c.cca2)) : rows.slice(0, CHART_DEFAULT);
      return (
        <Suspense fallback={<p className="map-loading">Loading the chart…</p>}>
          <SelectionChart
            countries={chosen}
            picked={view.picks.length > 0}
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
  }, [ready, table, shown, total, view, labels, picking, reasons, children, viewControls, controls]);

  return (
    <div className="explorer">
      <SearchBox value={state.q} onChange={on.query} onFocus={on.searching} onSubmit={on.submit} />
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
          rangesReplaced={restored + cleared}
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
        {/* The skip link of the filters leads here: the view's controls and downloads come first. */}
        <section className="results" id="results" aria-labelledby="results-heading" tabIndex={-1}>
          <h2 id="results-heading" className="visually-hidden">
            {RESULTS_HEADINGS[view.view]}
          </h2>
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
          {data && <FormerMatches query={view.q} formers={data.formers} countries={countries} />}
          {(state.view !== 'map' || picks.length > 0) && <PicksBar picks={pickedNames} onClear={on.clearPicks} />}
          {waiting && <DataWait data={data} />}
          {results}
          {ready && shown === 0 && <NoResults query={view.q} countries={countries} onClear={on.clear} onQuery={on.suggest} />}
          {view.view === 'table' && <Pager page={Math.min(state.page, pageCount - 1)} pageCount={pageCount} ready={ready} onPage={on.page} />}
          <span className="results-end" />
        </section>
      </div>
      <LiveCount text={describeCount(shown, total)} />
    </div>
  );
}

/**
 * The latest view the data in hand serves: a view that needs more (a column of the full records,
 * a search before its terms are in) waits, and the one on show stays until it can be drawn.
 */
function useServedView(view: ExplorerState, data: ExplorerData | undefined): ExplorerState {
  const [shown, setShown] = useState(view);
  const served = data !== undefined && serves(data, dataNeeds(view));
  if (served && shown !== view) setShown(view);
  return served || data === undefined ? view : shown;
}

/** While the view asked for waits for its data: what it waits for, or why it cannot come. */
function DataWait({ data }: { data: ExplorerData }) {
  if (data.fullFailed)
    return (
      <p className="error" role="alert">
        The figures of this view could not be loaded ({data.fullFailed}). The table shows the view before it.
      </p>
    );
  return (
    <p className="data-wait" role="status">
      <span className="spinner" aria-hidden="true" />
      {data.terms === 'none' ? 'Loading the names to search…' : 'Loading every column’s figures…'}
    </p>
  );
}

/** Enter in the search box, once the table shows its search: one country found opens its page; several bring the first into view and focus. */
function actOnSubmit(submitted: { current: boolean }, shown: { table: CountryTableModel; settled: boolean }): void {
  if (!submitted.current || !shown.settled) return;
  submitted.current = false;
  const rows = shown.table.getPrePaginatedRowModel().rows;
  const q: unknown = shown.table.state.globalFilter;
  if (rows.length === 1 && typeof q === 'string' && q !== '') window.location.assign(sitePaths.explorerCountry(rows[0]!.id));
  else showResults(typeof q === 'string' && q !== '');
}

/**
 * Brings the top of the results into view and focus (the table region is focusable), as after
 * turning a page; or, for a search, its first result's link, so that Enter again opens it.
 */
export function showResults(toFirstResult = false): void {
  const region = document.getElementById('countries-table') ?? document.getElementById('countries-map') ?? document.getElementById('countries-chart');
  if (!region) return;
  region.scrollIntoView({ block: 'start' });
  region.scrollTop = 0;
  const first = toFirstResult ? region.querySelector<HTMLElement>('tbody th[scope=row] a') : null;
  (first ?? region).focus({ preventScroll: true });
}
