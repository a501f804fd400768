import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { BREAKPOINT_SMALL_PX } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { useSession } from '../session/session-context';
import { isActive, MENU } from './menu';
import { mayOpen, SEARCH_ACCESS } from './page-access';

/** Top bar with the menu, Search, the user's name and Log out; under 1000 px they fold behind Menu. */
export function Shell({ children }: { children: ReactNode }) {
  const { me, access, signOut } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const small = useMediaQuery(`(max-width: ${BREAKPOINT_SMALL_PX - 1}px)`);
  const [drawerOpen, drawer] = useDisclosure(false);
  if (!me) return null;

  const entries = MENU.filter((entry) => entry.visible(me, access));
  const canSearch = mayOpen(access, SEARCH_ACCESS);
  const name = [me.first, me.last].filter(Boolean).join(' ') || me.email;
  const logOut = async () => {
    drawer.close();
    await signOut();
    navigate('/login');
  };

  const links = entries.map((entry) => {
    const active = isActive(entry, pathname);
    return (
      <Anchor
        key={entry.to}
        component={Link}
        to={entry.to}
        onClick={drawer.close}
        c={small ? 'dark' : 'white'}
        underline="never"
        className={active ? 'nav-link-active' : undefined}
        aria-current={active ? 'page' : undefined}
        fw={active ? 700 : 400}
      >
        {entry.label}
      </Anchor>
    );
  });
  const search = canSearch && (
    <Button component={Link} to="/search" variant={small ? 'light' : 'white'} size="xs" onClick={drawer.close}>
      Search
    </Button>
  );
  const profile = (
    <Anchor component={Link} to={`/company/ANY/user/${me.user_id}`} c={small ? 'dark' : 'white'} onClick={drawer.close}>
      {name}
    </Anchor>
  );
  const logOutButton = (
    <UnstyledButton onClick={logOut} c={small ? 'red' : 'white'} fw={500}>
      Log out
    </UnstyledButton>
  );

  return (
    <Box mih="100vh">
      <Box component="header" bg="green.9" c="white" py="xs" style={{ position: 'sticky', top: 0, zIndex: 100 }}>
        <Container size="xl">
          <Group justify="space-between" wrap="nowrap">
            <Group gap="lg" wrap="nowrap">
              <Text component={Link} to="/contracts" fw={800} c="yellow.4" style={{ textDecoration: 'none' }}>
                Enogen Portal
              </Text>
              {!small && (
                <Group component="nav" aria-label="Main" gap="md">
                  {links}
                </Group>
              )}
            </Group>
            {small ? (
              <Group gap={6} wrap="nowrap">
                <Text size="sm">Menu</Text>
                <Burger opened={drawerOpen} onClick={drawer.toggle} color="white" size="sm" aria-label="Menu" />
              </Group>
            ) : (
              <Group gap="md" wrap="nowrap">
                {search}
                {profile}
                {logOutButton}
              </Group>
            )}
          </Group>
        </Container>
      </Box>
      <Drawer opened={drawerOpen && Boolean(small)} onClose={drawer.close} position="right" size="xs" title="Menu">
        <Stack component="nav" aria-label="Main">
          {links}
          <Divider />
          {search}
          {profile}
          {logOutButton}
        </Stack>
      </Drawer>
      <Container size="xl" py="lg" component="main">
        <OfflineBanner />
        {children}
      </Container>
    </Box>
  );
}
