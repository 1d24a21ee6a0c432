/** One series of a bar chart: its name in the legend and its colour. */
export interface BarSeries<Key extends string> {
  key: Key;
  label: string;
  tone: 'primary' | 'secondary' | 'outline';
}

export interface BarGroup<Key extends string> {
  /** Under the bars: "mån 15". */
  label: string;
  values: Record<Key, number>;
  /** What a screen reader hears for the group, with its values in words. */
  description: string;
}

/**
 * A small grouped bar chart in CSS (no chart library: a week per person needs seven groups of three
 * bars). Each group reads as its description; the legend names the colours.
 */
export function BarChart<Key extends string>({
  label,
  series,
  groups,
  max,
}: {
  label: string;
  series: Array<BarSeries<Key>>;
  groups: Array<BarGroup<Key>>;
  max?: number;
}) {
  const top = Math.max(max ?? 0, ...groups.flatMap((group) => series.map((item) => group.values[item.key])), 1);
  return (
    <figure className="bar-chart" aria-label={label}>
      <ul className="bar-chart-groups">
        {groups.map((group) => (
          <li key={group.label} className="bar-chart-group" aria-label={group.description}>
            <div className="bar-chart-bars" aria-hidden="true">
              {series.map((item) => (
                <span
                  key={item.key}
                  className={`bar-chart-bar bar-chart-${item.tone}${group.values[item.key] > 0 ? '' : ' is-empty'}`}
                  style={{ height: `${Math.round((group.values[item.key] / top) * 100)}%` }}
                  title={`${item.label}: ${group.values[item.key].toLocaleString('sv-SE')}`}
                />
              ))}
            </div>
            <span className="bar-chart-label" aria-hidden="true">
              {group.label}
            </span>
          </li>
        ))}
      </ul>
      <figcaption className="bar-chart-legend">
        {series.map((item) => (
          <span key={item.key}>
            <span className={`bar-chart-swatch bar-chart-${item.tone}`} aria-hidden="true" />
            {item.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
