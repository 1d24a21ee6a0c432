import { Alert, Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';

function ErrorMessage() {
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        Något gick fel
      </Typography>
      <Alert severity="error" sx={{ textAlign: 'left', mb: 3 }}>
        Något gick fel. Ladda om sidan eller kontakta supporten.
      </Alert>
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
