import { LinkButton } from './button';

/** Back to the list a detail page belongs to ("← Kunder"), above its title. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <div className="back-link">
      <LinkButton to={to} variant="ghost" icon="arrowBack">
        {children}
      </LinkButton>
    </div>
  );
}
