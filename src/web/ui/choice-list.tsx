import { useId } from 'react';

interface Choice {
  key: string;
  title: string;
  detail?: string | null | undefined;
  onChoose(): void;
}

/** A titled group of things to pick, each a full-width button with a second line (search hits). */
export function ChoiceList({ title, choices }: { title: string; choices: Choice[] }) {
  const id = useId();
  return (
    <section className="choice-list" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <ul>
        {choices.map((choice) => (
          <li key={choice.key}>
            <button type="button" onClick={choice.onChoose}>
              <span className="choice-title">{choice.title}</span>
              {choice.detail && <span className="choice-detail">{choice.detail}</span>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
