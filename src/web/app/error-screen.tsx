import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

function ErrorMessage() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Något gick fel
      </Typography>
      {/* Plain text rather than a MUI Alert: this screen is in the first bundle of every page. */}
      <Typography role="alert" sx={{ mb: 3, p: 2, borderRadius: 2, border: 1, borderColor: 'error.main' }}>
        Något gick fel. Ladda om sidan eller kontakta supporten.
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Ladda om sidan
        </Button>
        <Button href="/contact" variant="outlined">
          Kontakta supporten
        </Button>
      </Box>
    </Box>
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
