import { Alert, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../lib/http';

export const Loading = () => (
  <Center py="xl">
    <Loader aria-label="Chargement" />
  </Center>
);

/** A query's loader, then its error in an alert, or the content once loaded. */
export const QueryState = ({
  query,
  children,
}: {
  query: { isLoading: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) => {
  if (query.isLoading) return <Loading />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    );
  return <>{children}</>;
};
