/**
 * @module
 * The one drawing of a line chart (see line-layout.ts): its legend and its SVG, grid lines with
 * their values, the series, the years along the bottom. The explorer's chart view renders it in
 * the browser; the country pages render it at build time from Astro (no JavaScript shipped for
 * it), so both charts look and read the same. Styles: line-chart.css.
 */
import type { ReactNode } from 'react';
import { formatCompact } from '../../lib/number-format.ts';
import { SERIES_COLOURS } from './chart-colours.ts';
import type { LineLayout } from './line-layout.ts';

/** The colour of the i-th series, the same in the legend, the lines and the hover dots. */
export const seriesColour = (i: number): string => SERIES_COLOURS[i % SERIES_COLOURS.length]!;

export function ChartLegend({ labels }: { labels: readonly string[] }) {
  return (
    <ul className="chart-legend">
      {labels.map((label, i) => (
        <li key={label}>
          <svg className="key" viewBox="0 0 16 4" aria-hidden="true">
            <rect width="16" height="4" fill={seriesColour(i)} />
          </svg>
          {label}
        </li>
      ))}
    </ul>
  );
}

interface DrawingProps {
  layout: LineLayout;
  className?: string;
  /** What assistive technology hears: a label, or a title and a description the SVG holds. */
  label?: string;
  title?: { id: string; text: string };
  desc?: { id: string; text: string };
  /** The ids that name it, when not just its own title and description. */
  labelledBy?: string;
  /** Drawn over the lines (the explorer's cursor). */
  children?: ReactNode;
}

export function LineChartSvg({ layout, className, label, title, desc, labelledBy, children }: DrawingProps) {
  const names = labelledBy ?? ([title?.id, desc?.id].filter(Boolean).join(' ') || undefined);
  return (
    <svg
      className={['line-chart-svg', className].filter(Boolean).join(' ')}
      width="100%"
      height={layout.height}
      role="img"
      aria-label={label}
      aria-labelledby={names}
    >
      {title && <title id={title.id}>{title.text}</title>}
      {desc && <desc id={desc.id}>{desc.text}</desc>}
      <g className="grid">
        {layout.yTicks.map((t) => (
          <line key={t.value} x1="0" x2="100%" y1={t.y.toFixed(1)} y2={t.y.toFixed(1)} />
        ))}
      </g>
      <svg y={layout.plotTop} width="100%" height={layout.plotHeight} viewBox={layout.viewBox} preserveAspectRatio="none" overflow="visible">
        {layout.lines.map((line, i) => (
          <polyline key={line.id} points={line.points} stroke={seriesColour(i)} />
        ))}
      </svg>
      {/* The grid's values after the lines, so that they are drawn over them (with a halo, line-chart.css). */}
      {layout.yTicks.map((t) => (
        <g className="tick" key={t.value}>
          <text x="0" y={(t.y - 4).toFixed(1)}>
            {formatCompact(t.value)}
          </text>
        </g>
      ))}
      {layout.xTicks.map((t, i) => (
        <text key={t.value} className="x" x={t.left} y={layout.height - 6} textAnchor={i === 0 && t.left === '0.00%' ? 'start' : 'middle'}>
          {t.value}
        </text>
      ))}
      {children}
    </svg>
  );
}
