/**
 * @module
 * The map view: the countries of the current selection on a world map, coloured by any column of
 * figures (the one chosen above the map; else the one the table is sorted by, else population),
 * each one a link to its page (a skip link leads past them),
 * with enlarged insets of Europe and the Caribbean. The outlines are fetched on first use
 * (`SELECTION_MAP_FILE`); loaded on demand with this module, so the table view never pays for it.
 */
import { useEffect, useMemo, useState } from 'react';
import type { CountryData } from '../dataset/schema.ts';
import { basePathOf } from '../lib/base-path.ts';
import { NUMBER_FIELDS, fieldById, type Field } from './fields.ts';
import { classLabels, classOpacity, classify, quantileThresholds } from './map-classes.ts';
import { SELECTION_MAP_FILE, type MapInset, type SelectionMapData } from './selection-map-data.ts';
import { sitePaths } from './site-paths.ts';
import type { SortState } from './url-state.ts';

const CLASSES = 5;

/** The column the map is coloured by: the chosen one, else the sorted one when it holds figures, else population. */
export function mapMetric(sort: SortState, chosen: string | null = null): Field {
  const picked = chosen === null ? undefined : NUMBER_FIELDS.find((f) => f.id === chosen);
  if (picked) return picked;
  const sorted = NUMBER_FIELDS.find((f) => f.id === sort.id);
  return sorted ?? fieldById('population')!;
}

type Load = { status: 'loading' } | { status: 'ready'; data: SelectionMapData } | { status: 'failed'; message: string };
let request: Promise<SelectionMapData> | undefined;
const mapUrl = () => `${basePathOf(import.meta.env.BASE_URL)}/${SELECTION_MAP_FILE}`;

function useMapData(): Load {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    request ??= fetch(mapUrl()).then((r) => (r.ok ? (r.json() as Promise<SelectionMapData>) : Promise.reject(new Error(`${mapUrl()} answered ${r.status}`))));
    request.then(
      (data) => live && setLoad({ status: 'ready', data }),
      (error: unknown) => {
        request = undefined;
        if (live) setLoad({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return load;
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
}

interface Shown {
  cca2: string;
  name: string;
  /** The colour class, null when the country has no figure for the metric. */
  k: number | null;
  title: string;
}

export default function SelectionMap({ rows, sort, metric: shownMetric, chosen, onMetric, total }: Props) {
  const load = useMapData();
  const metric = mapMetric(sort, shownMetric);
  const selected = mapMetric(sort, chosen);
  const { shown, legend } = useMemo(() => {
    const values = rows.map((c) => metric.sortValue(c));
    const thresholds = quantileThresholds(
      values.filter((v): v is number => typeof v === 'number'),
      CLASSES,
    );
    const byCode = new Map<string, Shown>();
    rows.forEach((c, i) => {
      const v = values[i];
      const k = typeof v === 'number' ? classify(v, thresholds) : null;
      byCode.set(c.cca2, { cca2: c.cca2, name: c.name.common, k, title: `${c.name.common}: ${metric.text(c) || 'no figure'}` });
    });
    return { shown: byCode, legend: thresholds.length === 0 ? ['every country shown'] : classLabels(thresholds, formatFor(metric)) };
  }, [rows, metric]);

  // One class only (every value the same): the middle colour.
  const opacityOf = (k: number) => (legend.length === 1 ? classOpacity(2, 5) : classOpacity(k, legend.length));
  const caption = `${rows.length} of ${total} ${total === 1 ? 'country' : 'countries'} on a world map, coloured by ${metric.label.replace(/^[A-Z](?=[a-z])/, (x) => x.toLowerCase())}. Each country links to its page; grey ones are not in this selection.`;

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
        {metric.source && <span className="hint">Source: {metric.source}</span>}
      </div>
      <ul className="legend" aria-label={`Legend: ${metric.label}`}>
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
      {load.status === 'ready' ? (
        <>
          {/* Every country of the selection is a link: keyboard users can skip them all at once. */}
          <a className="skip-inline" href="#map-end">
            Skip the map’s {shown.size} country links
          </a>
          <WorldMap data={load.data} shown={shown} opacityOf={opacityOf} />
          <span id="map-end" tabIndex={-1} />
          <div className="map-insets">
            {load.data.insets.map((inset) => (
              <WorldMap key={inset.id} data={load.data} shown={shown} opacityOf={opacityOf} inset={inset} />
            ))}
          </div>
        </>
      ) : load.status === 'failed' ? (
        <p className="error" role="alert">
          The map could not be loaded ({load.message}). The table view lists the same countries.
        </p>
      ) : (
        <p className="map-loading">Loading the map…</p>
      )}
    </figure>
  );
}

const formatFor = (metric: Field) => (n: number) =>
  metric.kind === 'number' && n >= 10_000 ? new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(n) : String(n);

/** A legend's colour sample. */
function Swatch({ className, opacity }: { className: string; opacity?: number }) {
  return (
    <svg className="swatch" viewBox="0 0 16 12" aria-hidden="true">
      <rect className={className} width="16" height="12" fillOpacity={opacity} />
    </svg>
  );
}

interface MapProps {
  data: SelectionMapData;
  shown: ReadonlyMap<string, Shown>;
  opacityOf: (k: number) => number;
  /** An enlarged part; its links are for the pointer only (the world map has the same ones in the tab order). */
  inset?: MapInset;
}

function WorldMap({ data, shown, opacityOf, inset }: MapProps) {
  const box = inset ? inset.box.join(' ') : `0 0 ${data.width} ${data.height}`;
  const codes = [...Object.keys(data.shapes), ...Object.keys(data.points)];
  const out = codes.filter((code) => !shown.has(code));
  const inside = codes.filter((code) => shown.has(code));
  const mark = (code: string, className: string, opacity?: number) => {
    const d = data.shapes[code];
    if (d !== undefined) return <path d={d} className={className} fillOpacity={opacity} />;
    const [x, y] = data.points[code] ?? [0, 0];
    return <circle cx={x} cy={y} r={inset ? 1.2 : 2.5} className={`${className} dot`} fillOpacity={opacity} />;
  };
  return (
    <figure className={inset ? 'map-inset' : 'map-world'}>
      {inset && <figcaption>{inset.label}</figcaption>}
      <svg
        viewBox={box}
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
