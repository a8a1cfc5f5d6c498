/**
 * @module
 * The map view: the countries of the current selection on a world map, coloured by any column of
 * figures (the one chosen above the map; else the one the table is sorted by, else population) in
 * readable classes (map-classes.ts), each one a link to its page (a skip link leads past them).
 * The map is framed on the selection (map-zoom.ts: Europe fills it; Oceania is seen across the
 * Pacific), with enlarged insets of Europe and the Caribbean where the frame leaves their
 * countries small. Population, GDP and GDP per person have a timeline: their value in any year,
 * dragged to or played (map-timeline.ts). The outlines and timelines are fetched on first use;
 * loaded on demand with this module, so the table view never pays for them.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { NUMBER_FIELDS, fieldById, type Field } from './fields.ts';
import { mapMetricId } from './data-needs.ts';
import { definitionOf } from './definitions.ts';
import { classLabels, classOpacity, classify, niceThresholds } from './map-classes.ts';
import { allValues, hasTimeline, timelineFile, valueIn, type TimelineFile } from './map-timeline.ts';
import { frameSelection } from './map-zoom.ts';
import { PACIFIC_MAP_FILE, SELECTION_MAP_FILE, type MapBox, type MapDrawing, type MapInset, type SelectionMapData } from './selection-map-data.ts';
import { siteFile, sitePaths } from './site-paths.ts';
import type { SortState } from './url-state.ts';

/** The column the map is coloured by: the chosen one, else the sorted one when it holds figures, else population. */
export const mapMetric = (sort: SortState, chosen: string | null = null): Field => fieldById(mapMetricId(chosen, sort))!;

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };
const requests = new Map<string, Promise<unknown>>();

/** A file of the site, fetched once per page (null: none wanted). */
function useFile<T>(file: string | null): Load<T> {
  const [done, setDone] = useState<{ file: string; load: Load<T> } | null>(null);
  useEffect(() => {
    if (file === null) return;
    let live = true;
    const url = siteFile(file);
    let request = requests.get(url) as Promise<T> | undefined;
    if (!request) {
      request = fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${url} answered ${r.status}`))));
      request.catch(() => requests.delete(url));
      requests.set(url, request);
    }
    request.then(
      (data) => live && setDone({ file, load: { status: 'ready', data } }),
      (error: unknown) => live && setDone({ file, load: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [file]);
  return file !== null && done?.file === file ? done.load : { status: 'loading' };
}

interface Props {
  /** The selection (every page of it), in the table's order. */
  rows: readonly CountryData[];
  sort: SortState;
  /** The column the map is coloured by, if one was chosen (as the view shows it). */
  metric: string | null;
  /** The choice as the select shows it, at once. */
  chosen: string | null;
  onMetric: (id: string) => void;
  total: number;
  /** The year shown of a column with a timeline (as the view shows it); null: each country's latest figure. */
  time: number | null;
  /** The year as the slider shows it, at once. */
  chosenTime: number | null;
  onTime: (year: number | null) => void;
}

interface Shown {
  cca2: string;
  name: string;
  /** The colour class, null when the country has no figure for the metric. */
  k: number | null;
  title: string;
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const plain = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const formatFor = (n: number) => (Math.abs(n) >= 10_000 ? compact.format(n) : plain.format(n));
const lowerFirst = (label: string) => label.replace(/^[A-Z](?=[a-z])/, (x) => x.toLowerCase());

export default function SelectionMap({ rows, sort, metric: shownMetric, chosen, onMetric, total, time, chosenTime, onTime }: Props) {
  const load = useFile<SelectionMapData>(SELECTION_MAP_FILE);
  const metricId = mapMetricId(shownMetric, sort);
  const timelineLoad = useFile<TimelineFile>(hasTimeline(metricId) ? timelineFile(metricId) : null);
  const timeline = timelineLoad.status === 'ready' ? timelineLoad.data : null;
  const year = timeline && time !== null ? Math.min(Math.max(time, timeline.first), timeline.last) : null;

  const { shown, legend } = useMemo(() => {
    const field = fieldById(metricId)!;
    const codes = rows.map((c) => c.cca2);
    const valueOf = (c: CountryData): number | undefined => {
      if (timeline && year !== null) return valueIn(timeline, c.cca2, year) ?? undefined;
      const v = field.sortValue(c);
      return typeof v === 'number' ? v : undefined;
    };
    // With a timeline, one set of classes for every year: a country's colour changes only with its figure.
    const values = timeline ? allValues(timeline, codes) : rows.map(valueOf).filter((v): v is number => v !== undefined);
    const thresholds = niceThresholds(values);
    const byCode = new Map<string, Shown>();
    for (const c of rows) {
      const v = valueOf(c);
      const figure = v === undefined ? 'no figure' : year !== null ? `${formatFor(v)} (${year})` : field.text(c) || formatFor(v);
      byCode.set(c.cca2, { cca2: c.cca2, name: c.name.common, k: v === undefined ? null : classify(v, thresholds), title: `${c.name.common}: ${figure}` });
    }
    return { shown: byCode, legend: thresholds.length === 0 ? ['every country shown'] : classLabels(thresholds, formatFor) };
  }, [rows, metricId, timeline, year]);

  const metric = mapMetric(sort, shownMetric);
  const selected = mapMetric(sort, chosen);

  // Framed on the selection (or the whole world, at the reader's choice).
  const [fit, setFit] = useState(true);
  const framing = useMemo(() => (load.status === 'ready' ? frameSelection([...shown.keys()], load.data.boxes, load.data) : null), [load, shown]);
  const pacificLoad = useFile<MapDrawing>(fit && framing?.frame === 'pacific' ? PACIFIC_MAP_FILE : null);
  const drawing = fit && framing?.frame === 'pacific' ? (pacificLoad.status === 'ready' ? pacificLoad.data : null) : load.status === 'ready' ? load.data : null;
  const box = fit && drawing ? (framing?.box ?? null) : null;

  const opacityOf = (k: number) => (legend.length === 1 ? classOpacity(2, 5) : classOpacity(k, legend.length));
  const caption = `${rows.length} of ${total} ${total === 1 ? 'country' : 'countries'} on a world map, coloured by ${lowerFirst(metric.label)}${
    year !== null ? ` in ${year}` : ''
  }. Each country links to its page; grey ones are not in this selection.`;

  return (
    <figure id="countries-map" className="selection-map choropleth" aria-labelledby="selection-map-caption" tabIndex={-1}>
      <figcaption id="selection-map-caption">{caption}</figcaption>
      <div className="view-controls">
        <label>
          Colour by
          <select value={selected.id} onChange={(event) => onMetric(event.target.value)}>
            {NUMBER_FIELDS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        {framing?.box && (
          <button type="button" aria-pressed={fit} onClick={() => setFit(!fit)}>
            Zoom to the selection
          </button>
        )}
      </div>
      {/* What the colours are of, beside them, as the Factbook's "Definitions and Notes" said it. */}
      <p className="hint">
        {definitionOf(metric.id) ?? ''} Source: {year !== null && timeline ? timeline.source : metric.source}.
      </p>
      {hasTimeline(selected.id) && <Timeline file={timeline} chosen={chosenTime} onTime={onTime} />}
      <ul className="legend" aria-label={`Legend: ${metric.label}${year !== null ? ` in ${year}` : ''}`}>
        {legend.map((label, k) => (
          <li key={label}>
            <Swatch className="k" opacity={opacityOf(k)} />
            {label}
          </li>
        ))}
        {[...shown.values()].some((s) => s.k === null) && (
          <li>
            <Swatch className="nodata" />
            no figure
          </li>
        )}
        <li>
          <Swatch className="out" />
          not in this selection
        </li>
      </ul>
      {drawing ? (
        <>
          {/* Every country of the selection is a link: keyboard users can skip them all at once. */}
          <a className="skip-inline" href="#map-end">
            Skip the map’s {shown.size} country links
          </a>
          <WorldMap data={drawing} shown={shown} opacityOf={opacityOf} box={box} />
          <span id="map-end" tabIndex={-1} />
          {load.status === 'ready' && drawing === load.data && (
            <div className="map-insets">
              {load.data.insets
                .filter((inset) => insetHelps(inset, box ?? [0, 0, drawing.width, drawing.height], shown, load.data.boxes))
                .map((inset) => (
                  <WorldMap
                    key={inset.id}
                    data={drawing}
                    shown={shown}
                    opacityOf={opacityOf}
                    box={inset.box}
                    inset={inset}
                    only={within(inset.box, load.data.boxes)}
                  />
                ))}
            </div>
          )}
        </>
      ) : load.status === 'failed' || pacificLoad.status === 'failed' ? (
        <p className="error" role="alert">
          The map could not be loaded ({load.status === 'failed' ? load.message : pacificLoad.status === 'failed' ? pacificLoad.message : ''}). The table view
          lists the same countries.
        </p>
      ) : (
        <p className="map-loading">Loading the map…</p>
      )}
    </figure>
  );
}

/** The countries whose main part lies in a box, or reaches into it: all an inset draws (a tenth of the world's elements). */
function within([x, y, w, h]: MapBox, boxes: SelectionMapData['boxes']): ReadonlySet<string> {
  return new Set(
    Object.entries(boxes)
      .filter(([, { atlantic: b }]) => b[0] <= x + w && b[0] + b[2] >= x && b[1] <= y + h && b[1] + b[3] >= y)
      .map(([code]) => code),
  );
}

/** An inset is worth its room where it holds countries of the selection and the map shows them much smaller than it does. */
function insetHelps(inset: MapInset, view: MapBox, shown: ReadonlyMap<string, Shown>, boxes: SelectionMapData['boxes']): boolean {
  if (view[2] * view[3] < inset.box[2] * inset.box[3] * 4) return false;
  const [x, y, w, h] = inset.box;
  return [...shown.keys()].some((code) => {
    const b = boxes[code]?.atlantic;
    if (!b) return false;
    const [cx, cy] = [b[0] + b[2] / 2, b[1] + b[3] / 2];
    return cx >= x && cx <= x + w && cy >= y && cy <= y + h;
  });
}

/** How often a played timeline moves on a year. */
const PLAY_STEP_MS = 300;

/** The year the map shows: dragged to, stepped with the arrow keys, or played from the first year (or the one shown) to the last. */
function Timeline({ file, chosen, onTime }: { file: TimelineFile | null; chosen: number | null; onTime: (year: number | null) => void }) {
  const [playing, setPlaying] = useState(false);
  const latest = useRef({ chosen, onTime });
  useEffect(() => {
    latest.current = { chosen, onTime };
  });
  useEffect(() => {
    if (!playing || !file) return;
    const start = latest.current.chosen;
    let year = start === null || start >= file.last ? file.first : start;
    latest.current.onTime(year);
    const timer = setInterval(() => {
      year += 1;
      latest.current.onTime(Math.min(year, file.last));
      if (year >= file.last) setPlaying(false);
    }, PLAY_STEP_MS);
    return () => clearInterval(timer);
  }, [playing, file]);
  if (!file) return <p className="timeline hint">Loading the years…</p>;
  const value = chosen === null ? file.last : Math.min(Math.max(chosen, file.first), file.last);
  return (
    <div className="timeline">
      <button type="button" className="play" aria-pressed={playing} onClick={() => setPlaying(!playing)}>
        {playing ? 'Pause' : 'Play'}
      </button>
      <label>
        <span className="timeline-label">Year</span>
        <input
          type="range"
          min={file.first}
          max={file.last}
          step={1}
          value={value}
          aria-valuetext={chosen === null ? `latest figures` : String(value)}
          onChange={(event) => {
            setPlaying(false);
            onTime(Number(event.target.value));
          }}
        />
      </label>
      <output className="timeline-year">{chosen === null ? 'latest figures' : value}</output>
      {chosen !== null && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setPlaying(false);
            onTime(null);
          }}
        >
          Latest figures
        </button>
      )}
    </div>
  );
}

/** A legend's colour sample. */
function Swatch({ className, opacity }: { className: string; opacity?: number }) {
  return (
    <svg className="swatch" viewBox="0 0 16 12" aria-hidden="true">
      <rect className={className} width="16" height="12" fillOpacity={opacity} />
    </svg>
  );
}

interface MapProps {
  data: MapDrawing;
  shown: ReadonlyMap<string, Shown>;
  opacityOf: (k: number) => number;
  /** The part of the map shown; null for the whole world. */
  box: MapBox | null;
  /** An enlarged part; its links are for the pointer only (the world map has the same ones in the tab order). */
  inset?: MapInset;
  /** The countries to draw, when not every one is in view. */
  only?: ReadonlySet<string>;
}

function WorldMap({ data, shown, opacityOf, box, inset, only }: MapProps) {
  const view = box ?? [0, 0, data.width, data.height];
  // A point keeps its size on screen, however far the world map is zoomed in.
  const radius = inset ? 1.2 : 2.5 * (view[2] / data.width);
  const codes = [...Object.keys(data.shapes), ...Object.keys(data.points)].filter((code) => !only || only.has(code));
  const out = codes.filter((code) => !shown.has(code));
  const inside = codes.filter((code) => shown.has(code));
  const mark = (code: string, className: string, opacity?: number) => {
    const d = data.shapes[code];
    if (d !== undefined) return <path d={d} className={className} fillOpacity={opacity} />;
    const [x, y] = data.points[code] ?? [0, 0];
    return <circle cx={x} cy={y} r={radius} className={`${className} dot`} fillOpacity={opacity} />;
  };
  return (
    <figure className={inset ? 'map-inset' : 'map-world'}>
      {inset && <figcaption>{inset.label}</figcaption>}
      <svg
        viewBox={view.join(' ')}
        aria-hidden={inset ? true : undefined}
        aria-label={inset ? undefined : 'World map of the selection'}
        role={inset ? undefined : 'group'}
      >
        <path d={data.sphere} className="sphere" />
        <g aria-hidden="true">
          {out.map((code) => (
            <g key={code}>{mark(code, 'out')}</g>
          ))}
        </g>
        {inside.map((code) => {
          const s = shown.get(code)!;
          return (
            <a key={code} href={sitePaths.explorerCountry(code)} tabIndex={inset ? -1 : undefined}>
              <title>{s.title}</title>
              {s.k === null ? mark(code, 'nodata') : mark(code, 'k', opacityOf(s.k))}
            </a>
          );
        })}
      </svg>
    </figure>
  );
}
