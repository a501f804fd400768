import { Box, Container, Text } from '@mantine/core';
import { PageLoader } from '../components/page-loader';

/**
 * The signed-in frame before the session and the shell's code are in: the top bar and the page's
 * skeleton, as index.html paints them before any script (so nothing jumps when the shell arrives).
 */
export function ShellLoader() {
  return (
    <Box mih="100vh">
      <Box component="header" bg="green.9" py="xs" h={50} style={{ position: 'sticky', top: 0, zIndex: 100 }}>
        <Container size="xl" h="100%" style={{ display: 'flex', alignItems: 'center' }}>
          <Text fw={800} c="yellow.4">
            Enogen Portal
          </Text>
        </Container>
      </Box>
      <Container size="xl" py="lg" component="main">
        <PageLoader />
      </Container>
    </Box>
  );
}
