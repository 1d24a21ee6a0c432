import { Card } from '../../ui/card';
import { Icon } from '../../ui/icon';
import { Skeleton } from '../../ui/skeleton';
import { useEffect } from 'react';
import { useSession } from '../../session/session-context';
import { isGettingStartedDone, rememberGettingStartedDone, useGettingStarted } from './api/getting-started';
import { LinkButton } from '../../ui/button';
import { RowList, RowMain, RowPrimary } from '../../ui/row-list';
import { Text } from '../../ui/text';

interface Step {
  text: string;
  detail?: string;
  to: string;
  action: string;
  isDone: boolean;
}

/**
 * "Kom igång": what a new workshop needs before its first invoice, each step with where to do it,
 * until every step is done. First on the overview; until its answer is in, a placeholder of its size
 * holds the place, so that the figures below do not move when it arrives (CLS). A workshop that has
 * done every step is remembered in the browser and asks for nothing.
 */
export function GettingStartedCard({ workOrderTotal }: { workOrderTotal: number | undefined }) {
  const userId = useSession().user?.id;
  const wasDone = isGettingStartedDone(userId);
  const { data } = useGettingStarted(userId !== undefined && !wasDone);
  const isDone =
    data !== undefined && data.missingCompanyDetails.length === 0 && data.hasCustomer && (workOrderTotal ?? 0) > 0;
  useEffect(() => {
    if (isDone && userId) rememberGettingStartedDone(userId);
  }, [isDone, userId]);
  if (wasDone) return null;
  const isKnown = data !== undefined && workOrderTotal !== undefined;
  // Until the answer is in, the same three rows with their details as placeholders: the card keeps
  // nearly its size when it fills in, and nothing below it moves much (CLS).
  const steps: Step[] = [
    {
      text: 'Fyll i företagsuppgifterna',
      detail:
        data && data.missingCompanyDetails.length > 0
          ? `Fakturan behöver ${data.missingCompanyDetails.join(', ')}.`
          : undefined,
      to: '/settings/company',
      action: 'Till företagsuppgifterna',
      isDone: data !== undefined && data.missingCompanyDetails.length === 0,
    },
    {
      text: 'Lägg till din första kund',
      to: '/customers',
      action: 'Till kunderna',
      isDone: data?.hasCustomer ?? false,
    },
    {
      text: 'Skapa din första arbetsorder',
      to: '/WorkOrders',
      action: 'Till arbetsordrarna',
      isDone: (workOrderTotal ?? 0) > 0,
    },
  ];
  if (isKnown && steps.every((step) => step.isDone)) return null;
  const done = steps.filter((step) => step.isDone).length;
  return (
    <Card
      title="Kom igång"
      action={
        <Text as="span" tone="muted">
          {isKnown ? `${done} av ${steps.length} klara` : <Skeleton isText />}
        </Text>
      }
    >
      <RowList as="ol" label="Kom igång" isBusy={!isKnown}>
        {steps.map((step) => (
          <li key={step.text}>
            <Icon name={step.isDone ? 'checkCircleOutline' : 'radioButtonUnchecked'} size={22} />
            <RowMain>
              <RowPrimary>{step.text}</RowPrimary>
              {!isKnown ? (
                <Text as="div" tone="muted" size="small">
                  <Skeleton isText />
                </Text>
              ) : (
                (step.isDone || step.detail) && (
                  <Text as="div" tone="muted" size="small" wrapsAnywhere>
                    {step.isDone ? 'Klart' : step.detail}
                  </Text>
                )
              )}
            </RowMain>
            {!step.isDone && (
              <LinkButton to={step.to} variant="text">
                {step.action}
              </LinkButton>
            )}
          </li>
        ))}
      </RowList>
    </Card>
  );
}
