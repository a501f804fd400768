import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** Inside the portal's own signing frame (sign-pdf), whose page already has the portal's header. */
export const inPortalFrame = () => window.parent !== window;

/**
 * The frame of the signing pages, which signers reach signed out; inside the portal's signing frame it
 * leaves out its header (the portal's shows above the frame).
 */
export function PublicFrame({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
  // the frame's page is a document of its own: its content still sits in a main landmark
  if (inPortalFrame())
    return (
      <Box component="main" bg="gray.0" p="md">
        {children}
      </Box>
    );
  return (
    <Box mih="100vh" bg="gray.0">
      <Box component="header" bg="green.9" px="md" py={10}>
        <Group gap="xs">
          <Text fw={700} c="white" tt="uppercase" size="sm">
            Enogen Portal
          </Text>
          <Text c="green.1" size="sm">
            Electronic signature
          </Text>
        </Group>
      </Box>
      <Container component="main" size={size} py="lg" px="md">
        {children}
      </Container>
    </Box>
  );
}
