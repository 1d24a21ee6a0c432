import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

function ErrorMessage() {
  return (
    <div className="error-box">
      <h1>Något gick fel</h1>
      <p role="alert">Något gick fel. Ladda om sidan eller kontakta supporten.</p>
      <div className="actions" style={{ justifyContent: 'center' }}>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          Ladda om sidan
        </button>
        <a href="/contact" className="button button-outlined">
          Kontakta supporten
        </a>
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
