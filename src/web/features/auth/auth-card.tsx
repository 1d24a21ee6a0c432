import type { ReactNode } from 'react';

/** The frame of the login and register forms: drawn at build time with them (prerender.tsx). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-card">
      <h1>{title}</h1>
      {children}
    </div>
  );
}
