import { formatMeter, type MeterUnit } from '../../../shared/meter';
import type { MeterReading } from '../../../shared/machines';
import { formatDate } from '../../lib/format';
import { ChartFrame } from '../../ui/chart-frame';

const WIDTH = 420;
const HEIGHT = 170;
const PAD = { left: 64, right: 12, top: 12, bottom: 30 };
const dayOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000;

/** One point a day, the day's highest reading: several readings of one day would draw a vertical line. */
export function dailyPoints(readings: MeterReading[]): MeterReading[] {
  const byDay = new Map<string, MeterReading>();
  for (const reading of readings) {
    const kept = byDay.get(reading.readingDate);
    if (!kept || reading.value > kept.value) byDay.set(reading.readingDate, reading);
  }
  return [...byDay.values()].sort((a, b) => (a.readingDate < b.readingDate ? -1 : 1));
}

/** The readings as hours (or km) over time: a line with its points, first and last date on the axis; drawn from two days on. */
export function MeterChart({ readings, unit }: { readings: MeterReading[]; unit: MeterUnit }) {
  const points = dailyPoints(readings);
  if (points.length < 2) return null;
  const first = points[0]!;
  const last = points.at(-1)!;
  const [minDay, maxDay] = [dayOf(first.readingDate), dayOf(last.readingDate)];
  const [minValue, maxValue] = [Math.min(...points.map((p) => p.value)), Math.max(...points.map((p) => p.value))];
  const x = (isoDate: string) =>
    PAD.left + ((dayOf(isoDate) - minDay) / Math.max(maxDay - minDay, 1)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    HEIGHT - PAD.bottom - ((value - minValue) / Math.max(maxValue - minValue, 1)) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point) => `${x(point.readingDate).toFixed(1)},${y(point.value).toFixed(1)}`).join(' ');
  // The palette's CSS variables (ui/palette.ts): the chart follows the colour mode without React.
  const muted = 'var(--text-muted)';
  const primary = 'var(--primary)';
  return (
    <ChartFrame
      width={WIDTH}
      height={HEIGHT}
      label={`Mätarställning från ${formatMeter(first.value, unit)} den ${formatDate(first.readingDate)} till ${formatMeter(last.value, unit)} den ${formatDate(last.readingDate)}`}
    >
      <line
        x1={PAD.left}
        y1={HEIGHT - PAD.bottom}
        x2={WIDTH - PAD.right}
        y2={HEIGHT - PAD.bottom}
        style={{ stroke: muted }}
        strokeWidth={1}
      />
      <line
        x1={PAD.left}
        y1={PAD.top}
        x2={PAD.left}
        y2={HEIGHT - PAD.bottom}
        style={{ stroke: muted }}
        strokeWidth={1}
      />
      <text x={PAD.left - 6} y={y(maxValue) + 4} textAnchor="end" fontSize={13} style={{ fill: muted }}>
        {formatMeter(maxValue, unit)}
      </text>
      <text x={PAD.left - 6} y={y(minValue) + 4} textAnchor="end" fontSize={13} style={{ fill: muted }}>
        {formatMeter(minValue, unit)}
      </text>
      <text x={PAD.left} y={HEIGHT - 8} fontSize={13} style={{ fill: muted }}>
        {formatDate(first.readingDate)}
      </text>
      <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize={13} style={{ fill: muted }}>
        {formatDate(last.readingDate)}
      </text>
      <polyline points={line} fill="none" style={{ stroke: primary }} strokeWidth={2.5} strokeLinejoin="round" />
      {points.map((point) => (
        <circle key={point.id} cx={x(point.readingDate)} cy={y(point.value)} r={3.5} style={{ fill: primary }} />
      ))}
    </ChartFrame>
  );
}
