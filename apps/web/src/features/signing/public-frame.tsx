import { Box, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the signing pages, which signers reach signed out (and inside the portal's signing frame). */
export function PublicFrame({ children, size = 'md' }: { children: ReactNode; size?: 'sm' | 'md' | 'lg' }) {
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
