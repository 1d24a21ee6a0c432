import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { Button, LinkButton } from '../ui/button';

function ErrorMessage() {
  return (
    <div className="error-box">
      <h1>Något gick fel</h1>
      <p role="alert">Något gick fel. Ladda om sidan eller kontakta supporten.</p>
      <div className="actions" style={{ justifyContent: 'center' }}>
        <Button variant="primary" onClick={() => window.location.reload()}>
          Ladda om sidan
        </Button>
        <LinkButton href="/contact">Kontakta supporten</LinkButton>
      </div>
    </div>
  );
}

/** The router's error element: any error thrown while rendering a route. */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error(error);
  return <ErrorMessage />;
}

/** The catch-all screen for errors outside the router. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.hasError ? <ErrorMessage /> : this.props.children;
  }
}
