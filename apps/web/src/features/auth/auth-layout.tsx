import { Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the public pages: sign-in, sign-up, password recovery. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="var(--mantine-color-green-9)">
      <Paper w="100%" maw={420} p="xl" radius="md" shadow="md">
        <Stack gap="lg">
          <Box>
            <Text fw={700} c="green.8" size="sm" tt="uppercase">
              Enogen Portal
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Box>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
