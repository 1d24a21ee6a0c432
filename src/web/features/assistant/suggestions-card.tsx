import { useState } from 'react';
import { Link } from 'react-router';
import type { Suggestions } from '../../../shared/assistant';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Text } from '../../ui/text';
import { decimalInput } from '../../lib/format';
import { useSuggestions } from './api/suggestions';
import { ListCardBody, PlainList, RowMain } from '../../ui/row-list';

/** What the work order page lets a suggestion do: add itself to the work order (one tap, never by itself). */
export interface SuggestionTarget {
  workOrderId: string;
  /** Changes when the work order does, so that the suggestions are read again. */
  version: string;
  checklistTexts: readonly string[];
  partIds: readonly string[];
  addChecklistItem(text: string): Promise<void>;
  addPart(part: { partId: string; name: string; quantity: number }): Promise<void>;
}

const jobs = (count: number) => (count === 1 ? '1 jobb' : `${count} jobb`);

function Sources({
  sources,
  isPlain = false,
}: {
  sources: Suggestions['checklist'][number]['sources'];
  isPlain?: boolean;
}) {
  // In a form, a link would leave what the user has typed: the numbers are named, not linked.
  if (isPlain)
    return (
      <Text as="span" tone="muted" size="small">
        {sources.map((source) => source.workOrderNumber).join(', ')}
      </Text>
    );
  return (
    <Text as="span" tone="muted" size="small">
      {sources.map((source, index) => (
        <span key={source.id}>
          {index > 0 && ', '}
          <Link to={`/WorkOrders/${source.id}`}>{source.workOrderNumber}</Link>
        </span>
      ))}
    </Text>
  );
}

/** What a list of suggestions adds to: a saved work order or the form being filled in. */
export type SuggestionAdding = Pick<SuggestionTarget, 'checklistTexts' | 'partIds' | 'addChecklistItem' | 'addPart'>;

/** Förslag (ASSISTANT.md decision 1): checklist items, parts and the usual hours from the workshop's own earlier jobs. */
export function SuggestionsCard(target: SuggestionTarget) {
  const { data, error } = useSuggestions(target.workOrderId, target.version);
  if (error) return null;
  return (
    <Card title="Förslag">
      <SuggestionList data={data} target={target} />
    </Card>
  );
}

/** The suggestions with one "Lägg till" each; what the work order already has is not offered. */
export function SuggestionList({
  data,
  target,
  isInForm = false,
}: {
  data: Suggestions | undefined;
  target: SuggestionAdding;
  isInForm?: boolean;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const add = async (key: string, action: () => Promise<void>) => {
    setAdding(key);
    try {
      await action();
    } finally {
      setAdding(null);
    }
  };
  const has = new Set(target.checklistTexts.map((text) => text.trim().toLocaleLowerCase('sv-SE')));
  const checklist = data?.checklist.filter((item) => !has.has(item.text.toLocaleLowerCase('sv-SE'))) ?? [];
  const parts = data?.parts.filter((part) => !target.partIds.includes(part.partId)) ?? [];
  const basis =
    data?.basis.match === 'model'
      ? `Bygger på ${data.basis.jobs} tidigare jobb på samma märke och modell.`
      : data?.basis.match === 'category'
        ? `Bygger på ${data.basis.jobs} tidigare jobb i samma fordonskategori.`
        : 'Inga förslag ännu: det behövs minst två avslutade jobb av samma slag på liknande maskiner.';
  return (
    <>
      {data && (
        <PlainList label="Förslag">
          <li>
            <Text tone="muted">{basis}</Text>
          </li>
          {data.hours && (
            <li>
              {`Brukar ta ${decimalInput(data.hours.median)} tim (median av ${jobs(data.hours.count)}) `}
              <Sources sources={data.hours.sources} isPlain={isInForm} />
            </li>
          )}
          {checklist.map((item) => (
            <ListCardBody as="li" key={item.text}>
              <RowMain as="span" wrapsAnywhere>
                {item.text}{' '}
                <Text as="span" tone="muted" size="small">
                  ({jobs(item.count)})
                </Text>{' '}
                <Sources sources={item.sources} isPlain={isInForm} />
              </RowMain>
              <Button
                size="small"
                icon="add"
                aria-label={`Lägg till ${item.text} i checklistan`}
                isBusy={adding === `c:${item.text}`}
                onClick={() => void add(`c:${item.text}`, () => target.addChecklistItem(item.text))}
              >
                Lägg till
              </Button>
            </ListCardBody>
          ))}
          {parts.map((part) => (
            <ListCardBody as="li" key={part.partId}>
              <RowMain as="span" wrapsAnywhere>
                {`${part.name} × ${decimalInput(part.quantity)}`}{' '}
                <Text as="span" tone="muted" size="small">
                  ({jobs(part.count)})
                </Text>{' '}
                <Sources sources={part.sources} isPlain={isInForm} />
              </RowMain>
              <Button
                size="small"
                icon="add"
                aria-label={`Lägg till ${part.name} i materialet`}
                isBusy={adding === `p:${part.partId}`}
                onClick={() => void add(`p:${part.partId}`, () => target.addPart(part))}
              >
                Lägg till
              </Button>
            </ListCardBody>
          ))}
        </PlainList>
      )}
    </>
  );
}
