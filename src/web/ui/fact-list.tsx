/** Quiet facts about a record, a term and its value on each line (Medlem sedan, Användar-ID). */
export function FactList({ facts }: { facts: Array<[term: string, value: string]> }) {
  return (
    <dl className="fact-list">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
