/**
 * @module
 * Reading a build-time line chart: pointing at it, or moving along it with the arrow keys once it
 * has focus, marks the nearest year and says each series' value then ("1990: Germany 79.4M").
 * The points come from the figure's `data-chart`; the scale on show from its radio buttons.
 */
import { lineLayout, type Scale } from '../../explorer/charts/line-layout.ts';
import { SERIES_COLOURS } from '../../explorer/charts/chart-colours.ts';

interface ChartData {
  label: string;
  points: [number, number][];
}

const integer = new Intl.NumberFormat('en');

export function startChartHover(figure: HTMLElement): void {
  const plot = figure.querySelector<HTMLElement>('.plot');
  const reading = figure.querySelector<HTMLElement>('.reading');
  if (!plot || !reading) return;
  const data = JSON.parse(figure.dataset.chart ?? '[]') as ChartData[];
  const series = data.map((s, i) => ({ id: String(i), points: s.points.map(([x, y]) => ({ x, y })) }));
  const years = [...new Set(data.flatMap((s) => s.points.map(([x]) => x)))].sort((a, b) => a - b);
  if (years.length === 0) return;
  const scaleOf = (): Scale => (figure.querySelector<HTMLInputElement>('input[value="log"]')?.checked ? 'log' : 'linear');
  const cursor = Object.assign(document.createElement('div'), { className: 'cursor', hidden: true });
  const dots = data.map((_, i) => {
    const dot = Object.assign(document.createElement('div'), { className: 'dot', hidden: true });
    dot.style.background = SERIES_COLOURS[i % SERIES_COLOURS.length]!;
    return dot;
  });
  plot.append(cursor, ...dots);
  let at = years.length - 1;

  const show = (index: number) => {
    at = Math.max(0, Math.min(years.length - 1, index));
    const year = years[at]!;
    const layout = lineLayout(series, scaleOf());
    const left = `${(layout.xOf(year) * 100).toFixed(2)}%`;
    Object.assign(cursor.style, { left, top: `${layout.plotTop}px`, height: `${layout.plotHeight}px` });
    cursor.hidden = false;
    const parts = data.map((s, i) => {
      const point = s.points.find(([x]) => x === year);
      const dot = dots[i]!;
      dot.hidden = !point || (scaleOf() === 'log' && point[1] <= 0);
      if (point) Object.assign(dot.style, { left, top: `${layout.yOf(point[1]).toFixed(1)}px` });
      const value = point ? integer.format(point[1]) : 'no figure';
      return data.length > 1 ? `${s.label} ${value}` : value;
    });
    reading.textContent = `${year}: ${parts.join(' · ')}`;
  };

  plot.addEventListener('pointermove', (event) => {
    const box = plot.getBoundingClientRect();
    const fraction = (event.clientX - box.left) / box.width;
    const year = years[0]! + fraction * (years.at(-1)! - years[0]!);
    let best = 0;
    years.forEach((y, i) => {
      if (Math.abs(y - year) < Math.abs(years[best]! - year)) best = i;
    });
    show(best);
  });
  plot.addEventListener('keydown', (event) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, Home: -years.length, End: years.length }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    show(at + step);
  });
  plot.addEventListener('focus', () => show(at));
  for (const input of figure.querySelectorAll('input[type="radio"]')) input.addEventListener('change', () => !cursor.hidden && show(at));
}
