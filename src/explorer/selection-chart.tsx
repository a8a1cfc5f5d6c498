/**
 * @module
 * The chart view: a series over the years (population, GDP, GDP per person) for several countries on one chart, as Our World in Data's grapher draws them: the
 * countries picked in the table, or else the first of the selection in the table's order. A
 * series is each country's API file or one file of every country's values (series.ts), fetched once. Pointing at the chart, or the arrow keys
 * once it has focus, read every country's value in a year; the scale is linear or logarithmic;
 * the figures are also a table. Loaded on demand, with the chart view.
 */
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { ChartLegend, LineChartSvg, seriesColour as colour } from './charts/line-chart.tsx';
import { lineLayout } from './charts/line-layout.ts';
import { describeSort } from './describe-view.ts';
import { SERIES, seriesById, type SeriesDef, type SeriesPoint } from './series.ts';
import { pointsIn, timelineFile, type TimelineFile } from './map-timeline.ts';
import { siteFile } from './site-paths.ts';
import { definitionOf } from './definitions.ts';
import { SCALES, type Scale, type SortState } from './url-state.ts';

interface Props {
  countries: readonly CountryData[];
  /** True when the countries are those picked in the table. */
  picked: boolean;
  /** How many countries the selection holds. */
  selection: number;
  order: SortState;
  series: string;
  scale: Scale;
  onSeries: (id: string) => void;
  onScale: (scale: Scale) => void;
  /** The series and scale as the controls show them, at once (the drawing follows the view). */
  controls: { series: string; scale: Scale };
}

const cache = new Map<string, Promise<unknown>>();
/** A file's body, fetched once; a 404 is `missing` (a country without the series). */
function fetchOnce<T>(file: string, missing: T, read: (body: unknown) => T): Promise<T> {
  let found = cache.get(file) as Promise<T> | undefined;
  if (!found) {
    found = fetch(file).then((r) => (r.ok ? r.json().then(read) : r.status === 404 ? missing : Promise.reject(new Error(`${file} answered ${r.status}`))));
    found.catch(() => cache.delete(file));
    cache.set(file, found);
  }
  return found;
}

function pointsOf(def: SeriesDef, cca2: string): Promise<SeriesPoint[]> {
  if (def.from.kind === 'country') return fetchOnce(def.from.file(cca2), [], def.from.read);
  return fetchOnce<TimelineFile | null>(siteFile(timelineFile(def.id)), null, (body) => body as TimelineFile).then((file) =>
    file ? pointsIn(file, cca2) : [],
  );
}

type Load = { status: 'loading' } | { status: 'ready'; lines: { c: CountryData; points: SeriesPoint[] }[] } | { status: 'failed'; message: string };

/** The series of the countries, loading until the files of these very countries are in. */
function useSeries(countries: readonly CountryData[], seriesId: string): Load {
  const key = `${seriesId}:${countries.map((c) => c.cca2).join(',')}`;
  const [done, setDone] = useState<{ key: string; load: Load } | null>(null);
  useEffect(() => {
    let live = true;
    const def = seriesById(seriesId);
    Promise.all(countries.map((c) => pointsOf(def, c.cca2).then((points) => ({ c, points })))).then(
      (lines) => live && setDone({ key, load: { status: 'ready', lines } }),
      (error: unknown) => live && setDone({ key, load: { status: 'failed', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
    // The key stands for the countries and the series.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return done?.key === key ? done.load : { status: 'loading' };
}

export default function SelectionChart({ countries, picked, selection, order, series, scale, onSeries, onScale, controls }: Props) {
  const id = useId();
  const def = seriesById(series);
  const load = useSeries(countries, def.id);
  const which = picked
    ? `the ${countries.length} ${countries.length === 1 ? 'country' : 'countries'} picked in the table`
    : `the first ${countries.length} of the ${selection} countries of this selection, ${describeSort(order)} (tick rows in the table to chart others)`;
  return (
    <figure id="countries-chart" className="selection-chart" aria-labelledby={`${id}-caption`} tabIndex={-1}>
      <figcaption id={`${id}-caption`}>
        {def.label} of {which}
      </figcaption>
      <div className="view-controls">
        <label>
          Series
          <select value={seriesById(controls.series).id} onChange={(event) => onSeries(event.target.value)}>
            {SERIES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Scale</legend>
          {SCALES.map((s) => (
            <label key={s}>
              <input type="radio" name={`${id}-scale`} value={s} checked={controls.scale === s} onChange={() => onScale(s)} />
              {s === 'log' ? 'Logarithmic' : 'Linear'}
            </label>
          ))}
        </fieldset>
      </div>
      {countries.length === 0 ? (
        <p>No country in this selection.</p>
      ) : load.status === 'ready' ? (
        <Chart lines={load.lines} scale={scale} label={def.label} format={def.format} id={id} />
      ) : load.status === 'failed' ? (
        <p className="error" role="alert">
          The series could not be loaded ({load.message}).
        </p>
      ) : (
        <p className="map-loading">Loading the series…</p>
      )}
      <p className="hint">
        {definitionOf(def.id)} Source: {def.source}.
      </p>
    </figure>
  );
}

function Chart({
  lines,
  scale,
  label,
  format,
  id,
}: {
  lines: { c: CountryData; points: SeriesPoint[] }[];
  scale: Scale;
  label: string;
  format: (value: number) => string;
  id: string;
}) {
  const formatValue = (value: number | undefined) => (value === undefined ? '—' : format(value));
  const drawn = lines.filter((l) => l.points.length > 0);
  const missing = lines.filter((l) => l.points.length === 0);
  const layout = useMemo(
    () =>
      drawn.length === 0
        ? null
        : lineLayout(
            drawn.map((l) => ({ id: l.c.cca2, points: l.points.map((p) => ({ x: p.year, y: p.value })) })),
            scale,
          ),
    [drawn, scale],
  );
  const years = useMemo(() => [...new Set(drawn.flatMap((l) => l.points.map((p) => p.year)))].sort((a, b) => a - b), [drawn]);
  const [at, setAt] = useState<number | null>(null);
  if (!layout) return <p>No series for these countries.</p>;
  const year = at === null ? undefined : years[at];
  const reading =
    year === undefined
      ? 'Point at the chart, or focus it and use the arrow keys, to read each year.'
      : `${year}: ${drawn.map((l) => `${l.c.name.common} ${formatValue(l.points.find((p) => p.year === year)?.value)}`).join(' · ')}`;
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const wanted = layout.x0 + ((event.clientX - box.left) / box.width) * (layout.x1 - layout.x0);
    let best = 0;
    years.forEach((y, i) => {
      if (Math.abs(y - wanted) < Math.abs(years[best]! - wanted)) best = i;
    });
    setAt(best);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -years.length, End: years.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    setAt((a) => Math.max(0, Math.min(years.length - 1, (a ?? years.length - 1) + step)));
  };
  return (
    <>
      <ChartLegend labels={drawn.map((l) => l.c.name.common)} />
      <div
        className="plot"
        tabIndex={0}
        onPointerMove={onPointer}
        onKeyDown={onKey}
        onFocus={() => setAt((a) => a ?? years.length - 1)}
        aria-describedby={`${id}-reading`}
      >
        <LineChartSvg layout={layout} label={`${label} of ${drawn.map((l) => l.c.name.common).join(', ')}, ${layout.x0}–${layout.x1}`}>
          {year !== undefined && (
            <g className="cursor">
              <line x1={`${layout.xOf(year) * 100}%`} x2={`${layout.xOf(year) * 100}%`} y1={layout.plotTop} y2={layout.plotTop + layout.plotHeight} />
              {drawn.map((l, i) => {
                const point = l.points.find((p) => p.year === year);
                return point && (scale === 'linear' || point.value > 0) ? (
                  <circle key={l.c.cca2} cx={`${layout.xOf(year) * 100}%`} cy={layout.yOf(point.value)} r="4.5" fill={colour(i)} />
                ) : null;
              })}
            </g>
          )}
        </LineChartSvg>
        <p className="reading" id={`${id}-reading`} aria-live="polite">
          {reading}
        </p>
      </div>
      {missing.length > 0 && <p className="hint">No series for {missing.map((l) => l.c.name.common).join(', ')}.</p>}
      <details>
        <summary>Data table</summary>
        <div className="scroll-x" role="region" aria-label={`${label} by year`} tabIndex={0}>
          <table className="data">
            <caption className="visually-hidden">{`${label} by year`}</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                {drawn.map((l) => (
                  <th scope="col" className="num" key={l.c.cca2}>
                    {l.c.name.common}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {[...years].reverse().map((y) => (
                <tr key={y}>
                  <th scope="row">{y}</th>
                  {drawn.map((l) => (
                    <td className="num" key={l.c.cca2}>
                      {formatValue(l.points.find((p) => p.year === y)?.value)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}
